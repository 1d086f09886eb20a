#!/usr/bin/env node
// `npm run eval:recs`: the offline evaluation of the recommendation method (docs/decisions/0034); not part of
// `npm test`. Seeds the demo catalogue (deterministic, seed 1) into a throw-away SQLite database, then on two
// view logs holds out 10 % of the members' last viewed videos and reports hit rate at 12 (the held-out video
// is among the 12 recommended) against a most-viewed baseline:
//   1. the demo catalogue's own member views, ratings and favourites. The demo has few members (24), so the
//      10 % hold-out is rotated over 10 folds (every member held out once) and summed;
//   2. a SYNTHETIC view log, generated here deterministically (seed 16) on the same catalogue, because the
//      demo seeder draws every view from global popularity, independent of the member (no taste to learn):
//      400 members, each liking 2 categories and 1 star, 12 to 40 views each (60 % from a liked category,
//      15 % from the liked star, 25 % from the whole catalogue, each popularity-weighted).
// Two methods are compared with the baseline, each on hit rate and on coverage (the share of the catalogue
// that appears in anyone's 12):
//   - the previous mix: neighbours fill the row, the taste fallback only what they leave, then the most viewed;
//   - the blend (docs/decisions/0034): neighbours and taste side by side, two to one, the taste's reasons
//     taking turns, at most 4 of 12 per reason, then the most viewed (similarity.js `blend`).
// A third run gives the synthetic members their liked categories and star as wizard picks, as the wizard
// asks. The maths is the server's own code (apps/server/dist/recommendations/similarity.js); the candidate
// reads mirror RecommendationService.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = (file) => path.join(root, 'apps/server/dist', file);
const AMOUNT = 12;
const FOLDS = 10;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-eval-'));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = 'silent';
delete process.env.DATABASE_URL;

const { loadConfigForCli } = await import(dist('config.js'));
const { createDeps } = await import(dist('deps.js'));
const { migrateToLatest } = await import(dist('db/migrate.js'));
const { seedDemo, demoAccountsFor } = await import(dist('seed/demo.js'));
const sim = await import(dist('recommendations/similarity.js'));

/** mulberry32: a small deterministic generator. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle(list, random) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Picks from `items` with probability proportional to `weight(item)`. */
function weightedPicker(items, weight) {
  const cumulative = [];
  let total = 0;
  for (const item of items) cumulative.push((total += weight(item)));
  return (random) => {
    const x = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo];
  };
}

async function loadDemo() {
  const config = loadConfigForCli();
  if (!config) throw new Error('config failed');
  const deps = createDeps(config);
  await migrateToLatest(deps.database.db);
  await seedDemo(deps, {}, demoAccountsFor(deps.config));
  const db = deps.database.db;
  const videos = await db
    .selectFrom('videos')
    .select(['id', 'view_count'])
    .where('status', '=', 'published')
    .execute();
  const cats = await db.selectFrom('video_categories').select(['video_id', 'category_id']).execute();
  const acts = await db.selectFrom('video_actors').select(['video_id', 'actor_id']).execute();
  const views = await db
    .selectFrom('video_views')
    .select(['member_id', 'video_id', 'viewed_at', 'id'])
    .orderBy('viewed_at')
    .orderBy('id')
    .execute();
  const ratings = await db
    .selectFrom('ratings')
    .select(['member_id', 'video_id', 'rating', 'updated_at'])
    .execute();
  const faves = await db.selectFrom('favourites').select(['member_id', 'video_id', 'created_at']).execute();
  await deps.database.close();
  const links = new Map(videos.map((v) => [v.id, { categoryIds: [], actorIds: [] }]));
  for (const c of cats) links.get(c.video_id)?.categoryIds.push(c.category_id);
  for (const a of acts) links.get(a.video_id)?.actorIds.push(a.actor_id);
  return { videos, links, views, ratings, faves };
}

/**
 * One member's events: views in time order (oldest first), good ratings and favourites. The held-out video
 * is their last viewed one; every event on it leaves their training data.
 */
function membersOf(views, ratings, faves) {
  const members = new Map();
  const of = (id) => {
    if (!members.has(id)) members.set(id, { views: [], rated: [], faved: [] });
    return members.get(id);
  };
  for (const v of views) if (v.member_id) of(v.member_id).views.push(v.video_id);
  for (const r of ratings) of(r.member_id).rated.push({ videoId: r.video_id, rating: r.rating });
  for (const f of faves) of(f.member_id).faved.push(f.video_id);
  return members;
}

function holdOut(member) {
  const last = member.views.at(-1);
  return {
    target: last,
    train: {
      views: member.views.filter((v) => v !== last),
      rated: member.rated.filter((r) => r.videoId !== last),
      faved: member.faved.filter((v) => v !== last),
    },
  };
}

/** Newest first, distinct: the order the service reads a member's views in. */
const recentFirst = (views) => [...new Set([...views].reverse())];

function basketOf(train) {
  return [
    ...recentFirst(train.views),
    ...train.rated.filter((r) => r.rating >= 4).map((r) => r.videoId),
    ...train.faved,
  ];
}

/** The seeds of one member, each with its own reason, as the service makes them. */
function seedsOf(train) {
  const seeds = [];
  recentFirst(train.views).forEach((id, i) =>
    seeds.push({ videoId: id, weight: sim.SEED_WEIGHTS.view * sim.recencyWeight(i), reason: `w${id}` }),
  );
  for (const r of train.rated)
    if (r.rating >= 4)
      seeds.push({ videoId: r.videoId, weight: r.rating === 5 ? 2 : 1.5, reason: `r${r.videoId}` });
  for (const id of train.faved)
    seeds.push({ videoId: id, weight: sim.SEED_WEIGHTS.favourite, reason: `f${id}` });
  return seeds;
}

/** Taste entries (picks weigh 3, seeds' categories half their weight, stars their weight) and candidates. */
function tasteOf(seeds, picks, popular, links) {
  const weights = new Map();
  const add = (kind, id, w) => {
    const key = `${kind}:${id}`;
    const e = weights.get(key) ?? { kind, id, weight: 0, reason: key };
    e.weight += w;
    weights.set(key, e);
  };
  for (const c of picks.categoryIds) add('category', c, 3);
  for (const a of picks.actorIds) add('actor', a, 3);
  for (const s of seeds) {
    const l = links.get(s.videoId);
    if (!l) continue;
    for (const c of l.categoryIds) add('category', c, s.weight / 2);
    for (const a of l.actorIds) add('actor', a, s.weight);
  }
  const entries = [...weights.values()];
  const top = (kind) =>
    entries
      .filter((e) => e.kind === kind)
      .sort((a, b) => b.weight - a.weight || a.id - b.id)
      .slice(0, 4)
      .map((e) => e.id);
  const [tc, ta] = [new Set(top('category')), new Set(top('actor'))];
  // The 24 most viewed of each top category and star, as the repository reads them.
  const picked = new Set();
  for (const c of tc)
    popular
      .filter((id) => links.get(id)?.categoryIds.includes(c))
      .slice(0, 24)
      .forEach((id) => picked.add(id));
  for (const a of ta)
    popular
      .filter((id) => links.get(id)?.actorIds.includes(a))
      .slice(0, 24)
      .forEach((id) => picked.add(id));
  const candidates = popular.filter((id) => picked.has(id)).map((id) => ({ videoId: id, ...links.get(id) }));
  return { entries, candidates };
}

const excludedOf = (train) => new Set([...train.views, ...train.rated.map((r) => r.videoId), ...train.faved]);

/** The previous mix: neighbours first, the taste fallback only for what they leave, then the most viewed. */
function previousMix(train, picks, neighbours, popular, links) {
  const exclude = excludedOf(train);
  const seeds = seedsOf(train);
  const ranked = sim.rankByNeighbours(seeds, (id) => neighbours.get(id), exclude, AMOUNT);
  if (ranked.length < AMOUNT) {
    const { entries, candidates } = tasteOf(seeds, picks, popular, links);
    const taken = new Set([...exclude, ...ranked.map((r) => r.videoId)]);
    ranked.push(...sim.rankByTaste(entries, candidates, taken, AMOUNT - ranked.length));
  }
  const taken = new Set([...exclude, ...ranked.map((r) => r.videoId)]);
  for (const id of popular) {
    if (ranked.length >= AMOUNT) break;
    if (!taken.has(id)) ranked.push({ videoId: id });
  }
  return ranked.map((r) => r.videoId);
}

/** The blend, as RecommendationService makes it: every signal offers 36 candidates. */
function blended(train, picks, neighbours, popular, links) {
  const exclude = excludedOf(train);
  const seeds = seedsOf(train);
  const near = sim.rankByNeighbours(seeds, (id) => neighbours.get(id), exclude, AMOUNT * 3);
  const { entries, candidates } = tasteOf(seeds, picks, popular, links);
  const liked = sim.rankByTaste(entries, candidates, exclude, AMOUNT * 3);
  const fill = popular.filter((id) => !exclude.has(id)).map((id) => ({ videoId: id, score: 0, reason: 'p' }));
  return sim.blend(near, liked, fill, AMOUNT).map((r) => r.videoId);
}

const NO_PICKS = { categoryIds: [], actorIds: [] };

function mostViewed(train, _picks, _neighbours, popular) {
  const seen = new Set([...train.views, ...train.rated.map((r) => r.videoId), ...train.faved]);
  return popular.filter((id) => !seen.has(id)).slice(0, AMOUNT);
}

/**
 * 10 % of the eligible members (2 or more distinct viewed videos) per fold, FOLDS folds over a seeded
 * shuffle; the neighbours are built without the held-out events of the fold.
 */
async function evaluate(name, members, videos, links, anonymousViews, picksOf = () => NO_PICKS) {
  const eligible = [...members.keys()].filter((id) => new Set(members.get(id).views).size >= 2).sort();
  const order = shuffle(eligible, rng(34));
  const perFold = Math.max(1, Math.round(order.length / 10));
  const folds = Math.min(FOLDS, Math.ceil(order.length / perFold));
  const methods = { baseline: mostViewed, previous: previousMix, blend: blended };
  const hits = { baseline: 0, previous: 0, blend: 0 };
  const shown = { baseline: new Set(), previous: new Set(), blend: new Set() };
  let tested = 0;
  for (let fold = 0; fold < folds; fold++) {
    const held = new Set(order.slice(fold * perFold, (fold + 1) * perFold));
    const baskets = [];
    const trains = new Map();
    const counts = new Map(anonymousViews);
    for (const [id, member] of members) {
      const data = held.has(id) ? holdOut(member) : { train: member };
      if (held.has(id)) trains.set(id, data);
      baskets.push(basketOf(data.train));
      for (const v of data.train.views) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    const popular = videos
      .map((v) => v.id)
      .sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || b - a);
    const neighbours = await sim.buildNeighbours(baskets);
    for (const [id, { target, train }] of trains) {
      tested++;
      for (const [method, recommend] of Object.entries(methods)) {
        const row = recommend(train, picksOf(id), neighbours, popular, links);
        if (row.includes(target)) hits[method]++;
        for (const video of row) shown[method].add(video);
      }
    }
  }
  const rate = (n) => `${((100 * n) / tested).toFixed(1)} % (${n}/${tested})`;
  const coverage = (set) =>
    `${((100 * set.size) / videos.length).toFixed(1)} % (${set.size}/${videos.length})`;
  console.log(
    `\n${name}: ${members.size} members, ${eligible.length} with 2+ viewed videos, ${folds} folds of ${perFold}`,
  );
  const labels = {
    baseline: 'most viewed (baseline)',
    previous: 'previous mix',
    blend: 'blend, 4 per reason',
  };
  for (const method of Object.keys(methods)) {
    console.log(
      `  ${labels[method].padEnd(24)} hit rate @${AMOUNT} ${rate(hits[method]).padEnd(20)} coverage ${coverage(shown[method])}`,
    );
  }
  return {
    name,
    tested,
    hits,
    coverage: Object.fromEntries(Object.entries(shown).map(([m, set]) => [m, set.size / videos.length])),
  };
}

function synthetic(videos, links) {
  const random = rng(16);
  // Popularity: the demo's own view counts (already Zipf-like), plus one so every video can be drawn.
  const weight = (id) => (videos.find((v) => v.id === id)?.view_count ?? 0) + 1;
  const ids = videos.map((v) => v.id);
  const byCategory = new Map();
  const byActor = new Map();
  for (const id of ids) {
    for (const c of links.get(id).categoryIds) byCategory.set(c, [...(byCategory.get(c) ?? []), id]);
    for (const a of links.get(id).actorIds) byActor.set(a, [...(byActor.get(a) ?? []), id]);
  }
  const categories = [...byCategory.keys()].sort((a, b) => a - b);
  const actors = [...byActor.keys()].sort((a, b) => a - b);
  const pickers = new Map();
  const pickerOf = (key, list) => {
    if (!pickers.has(key)) pickers.set(key, weightedPicker(list, weight));
    return pickers.get(key);
  };
  const anyVideo = weightedPicker(ids, weight);
  const views = [];
  const likes = new Map();
  for (let m = 0; m < 400; m++) {
    const liked = shuffle(categories, random).slice(0, 2);
    const star = actors[Math.floor(random() * actors.length)];
    likes.set(`s${m}`, { categoryIds: liked, actorIds: [star] });
    const n = 12 + Math.floor(random() * 29);
    for (let i = 0; i < n; i++) {
      const x = random();
      let video;
      if (x < 0.6) {
        const c = liked[Math.floor(random() * liked.length)];
        video = pickerOf(`c${c}`, byCategory.get(c))(random);
      } else if (x < 0.75 && byActor.has(star)) video = pickerOf(`a${star}`, byActor.get(star))(random);
      else video = anyVideo(random);
      views.push({ member_id: `s${m}`, video_id: video });
    }
  }
  return { views, likes };
}

try {
  console.log('Seeding the demo catalogue (seed 1) into a temporary SQLite database...');
  const demo = await loadDemo();
  const anonymous = new Map();
  for (const v of demo.views)
    if (!v.member_id) anonymous.set(v.video_id, (anonymous.get(v.video_id) ?? 0) + 1);
  const generated = synthetic(demo.videos, demo.links);
  /** Every evaluation runs on the demo catalogue; they differ in whose views and picks they read. */
  const onDemo = (title, members, picks) =>
    evaluate(title, members, demo.videos, demo.links, anonymous, picks);
  const results = [
    await onDemo('Demo catalogue, its own member views', membersOf(demo.views, demo.ratings, demo.faves)),
    await onDemo(
      'Demo catalogue, SYNTHETIC view log (seed 16, generated by this script)',
      membersOf(generated.views, [], []),
    ),
    await onDemo(
      'The same SYNTHETIC log, each member having picked their 2 liked categories and star in the wizard',
      membersOf(generated.views, [], []),
      (id) => generated.likes.get(id) ?? NO_PICKS,
    ),
  ];
  console.log(`\n${JSON.stringify(results)}`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
