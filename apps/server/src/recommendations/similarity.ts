/**
 * The recommendation method of docs/decisions/0034, as pure functions: the background job, the request path
 * and the offline evaluation (`npm run eval:recs`) all run this same code.
 */

/** How many neighbours each video keeps. */
export const NEIGHBOURS_PER_VIDEO = 30;
/** Only a member's most recent videos count, so one heavy viewer adds at most this² pairs. */
export const BASKET_MAX = 100;
/**
 * Shrinks the similarity of pairs seen together by few members (co / (co + SHRINK)): a pair two members
 * happened to share says less than one thirty shared.
 */
export const SHRINK = 2;

export interface Neighbour {
  id: number;
  score: number;
}

/** How many anchor videos one pass counts pairs for: bounds the pass's pair table whatever the catalogue. */
export const ANCHORS_PER_PASS = 2_000;
/** The longest the build computes before it lets the process answer requests again. */
const SLICE_MS = 10;

export interface BuildOptions {
  topN?: number;
  anchorsPerPass?: number;
  sliceMs?: number;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Item-to-item neighbours from baskets (one per member: the videos they viewed, rated well or faved, most
 * recent first): cosine similarity of the videos' member sets, shrunk for small overlaps, top `topN` each.
 *
 * It runs inside a serving process (the site-wide jobs), where a large catalogue can take tens of seconds:
 * it gives the event loop back every `sliceMs` so requests are answered meanwhile, and counts pairs for
 * `anchorsPerPass` videos at a time so that the pair table is bounded by the pass, not by the catalogue.
 */
export async function buildNeighbours(
  baskets: Iterable<readonly number[]>,
  { topN = NEIGHBOURS_PER_VIDEO, anchorsPerPass = ANCHORS_PER_PASS, sliceMs = SLICE_MS }: BuildOptions = {},
): Promise<Map<number, Neighbour[]>> {
  const members = new Map<number, number>();
  const pairable: Int32Array[] = [];
  for (const basket of baskets) {
    const videos = Int32Array.from(new Set(basket)).slice(0, BASKET_MAX);
    for (const video of videos) members.set(video, (members.get(video) ?? 0) + 1);
    if (videos.length > 1) pairable.push(videos);
  }

  let sliceStart = performance.now();
  const timeToBreathe = () => performance.now() - sliceStart >= sliceMs;
  const breathe = async () => {
    await nextTurn();
    sliceStart = performance.now();
  };

  const anchors = [...members.keys()].sort((a, b) => a - b);
  const result = new Map<number, Neighbour[]>();
  for (let from = 0; from < anchors.length; from += anchorsPerPass) {
    const low = anchors[from]!;
    const high = anchors[Math.min(from + anchorsPerPass, anchors.length) - 1]!;
    const together = new Map<number, Map<number, number>>();
    for (const videos of pairable) {
      for (const a of videos) {
        if (a < low || a > high) continue;
        let row = together.get(a);
        if (!row) together.set(a, (row = new Map<number, number>()));
        for (const b of videos) if (a !== b) row.set(b, (row.get(b) ?? 0) + 1);
      }
      if (timeToBreathe()) await breathe();
    }
    for (const [a, row] of together) {
      const na = members.get(a) ?? 1;
      const scored: Neighbour[] = [];
      for (const [b, co] of row) {
        const nb = members.get(b) ?? 1;
        scored.push({ id: b, score: (co / Math.sqrt(na * nb)) * (co / (co + SHRINK)) });
      }
      // Ties go to the lower id, so a rebuild over the same data writes the same rows.
      scored.sort((x, y) => y.score - x.score || x.id - y.id);
      if (scored.length > 0) result.set(a, scored.slice(0, topN));
      if (timeToBreathe()) await breathe();
    }
  }
  return result;
}

/** Something the person did with a video, weighted, with the words that explain what it brought. */
export interface Seed {
  videoId: number;
  weight: number;
  reason: string;
}

export interface Ranked {
  videoId: number;
  score: number;
  reason: string;
}

/**
 * Videos near the seeds: each candidate scores the sum of seed weight × similarity and is explained by the
 * seed that gave it the most. `exclude` (what they have seen) never comes back.
 */
export function rankByNeighbours(
  seeds: readonly Seed[],
  neighboursOf: (videoId: number) => readonly Neighbour[] | undefined,
  exclude: ReadonlySet<number>,
  amount: number,
): Ranked[] {
  const scores = new Map<number, { score: number; best: number; reason: string }>();
  for (const seed of seeds) {
    for (const neighbour of neighboursOf(seed.videoId) ?? []) {
      if (exclude.has(neighbour.id)) continue;
      const gain = seed.weight * neighbour.score;
      const entry = scores.get(neighbour.id);
      if (!entry) scores.set(neighbour.id, { score: gain, best: gain, reason: seed.reason });
      else {
        entry.score += gain;
        if (gain > entry.best) {
          entry.best = gain;
          entry.reason = seed.reason;
        }
      }
    }
  }
  return [...scores]
    .map(([videoId, { score, reason }]) => ({ videoId, score, reason }))
    .sort((a, b) => b.score - a.score || a.videoId - b.videoId)
    .slice(0, amount);
}

/** How much one signal counts. A rating of 4 or 5 and a favourite say more than a view. */
export const SEED_WEIGHTS = { view: 1, rating4: 1.5, rating5: 2, favourite: 2 } as const;

/** Older views count less: the newest view 1, the tenth about 0.5. */
export function recencyWeight(position: number): number {
  return 1 / (1 + position / 9);
}

/** A liked category or star, or one the person's videos share, with how much it counts. */
export interface TasteEntry {
  kind: 'category' | 'actor';
  id: number;
  weight: number;
  reason: string;
}

/**
 * The fallback when co-views say too little: candidates (each with its categories and stars) score the
 * weights of the taste entries they match, a star counting three times a category, as the related list does.
 */
export function rankByTaste(
  taste: readonly TasteEntry[],
  candidates: readonly { videoId: number; categoryIds: readonly number[]; actorIds: readonly number[] }[],
  exclude: ReadonlySet<number>,
  amount: number,
): Ranked[] {
  const byKey = new Map(taste.map((t) => [`${t.kind}:${t.id}`, t]));
  const ranked: (Ranked & { order: number })[] = [];
  for (const [order, candidate] of candidates.entries()) {
    if (exclude.has(candidate.videoId)) continue;
    let score = 0;
    let best: TasteEntry | undefined;
    const consider = (entry: TasteEntry | undefined, factor: number) => {
      if (!entry) return;
      score += entry.weight * factor;
      if (!best || entry.weight * factor > best.weight * (best.kind === 'actor' ? 3 : 1)) best = entry;
    };
    for (const id of candidate.categoryIds) consider(byKey.get(`category:${id}`), 1);
    for (const id of candidate.actorIds) consider(byKey.get(`actor:${id}`), 3);
    if (best) ranked.push({ videoId: candidate.videoId, score, reason: best.reason, order });
  }
  // Equal scores keep the candidates' order (most viewed first).
  return ranked
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, amount)
    .map(({ videoId, score, reason }) => ({ videoId, score, reason }));
}

/** At most this share of a row has the same reason ("Because you like Vega Nova"): 4 of 12. */
export const REASON_CAP_SHARE = 1 / 3;
/** Of every three places the two signals share, neighbours take two and taste one. */
const NEIGHBOURS_PER_TASTE = 2;

/**
 * One row from every signal (docs/decisions/0034). `near` are the neighbours of what one watched, rated or
 * faved, best first; `taste` the videos of the categories and stars one picked, follows or watches, whose
 * reasons take turns (best first), so that two categories and a star each get their share; `fill` the most
 * viewed. Near and taste alternate, two neighbours to one taste, as long as both have candidates; no reason
 * gives more than `cap`; then the fill, within the cap too. When the signals are too thin to fill the row
 * within the caps, what the caps held back fills the rest: a visitor who picked one star gets a full row.
 */
export function blend(
  near: readonly Ranked[],
  taste: readonly Ranked[],
  fill: readonly Ranked[],
  amount: number,
  cap = Math.max(1, Math.ceil(amount * REASON_CAP_SHARE)),
): Ranked[] {
  const row: Ranked[] = [];
  const taken = new Set<number>();
  const perReason = new Map<string, number>();
  const fits = (r: Ranked, capped: boolean) =>
    !taken.has(r.videoId) && (!capped || (perReason.get(r.reason) ?? 0) < cap);
  const add = (r: Ranked) => {
    taken.add(r.videoId);
    perReason.set(r.reason, (perReason.get(r.reason) ?? 0) + 1);
    row.push(r);
  };
  const queues = [near, takingTurns(taste)].map((list) => [...list]);
  const heldBack: Ranked[] = [];
  const nextOf = (queue: Ranked[], capped: boolean): Ranked | undefined => {
    while (queue.length > 0) {
      const r = queue.shift()!;
      if (fits(r, capped)) return r;
      // Held back by the cap: offered again once the capped passes are over.
      if (!taken.has(r.videoId)) heldBack.push(r);
    }
    return undefined;
  };
  let turn = 0;
  while (row.length < amount) {
    const order = turn % (NEIGHBOURS_PER_TASTE + 1) < NEIGHBOURS_PER_TASTE ? [0, 1] : [1, 0];
    turn++;
    const r = nextOf(queues[order[0]!]!, true) ?? nextOf(queues[order[1]!]!, true);
    if (!r) break;
    add(r);
  }
  for (const r of fill) if (row.length < amount && fits(r, true)) add(r);
  for (const r of [...heldBack, ...fill]) if (row.length < amount && fits(r, false)) add(r);
  return row;
}

/** A ranked list reordered so that its reasons take turns, the reason of the best first. */
function takingTurns(list: readonly Ranked[]): Ranked[] {
  const groups = new Map<string, Ranked[]>();
  for (const r of list) {
    const group = groups.get(r.reason);
    if (group) group.push(r);
    else groups.set(r.reason, [r]);
  }
  const result: Ranked[] = [];
  for (let i = 0; result.length < list.length; i++) {
    for (const group of groups.values()) if (i < group.length) result.push(group[i]!);
  }
  return result;
}
