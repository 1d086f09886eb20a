import { describe, expect, it } from 'vitest';
import { blend, buildNeighbours, rankByNeighbours, rankByTaste, type Ranked } from './similarity.js';

describe('buildNeighbours', () => {
  it('ranks the videos watched by the same members closest, and never a video as its own neighbour', async () => {
    const neighbours = await buildNeighbours([
      [1, 2, 3],
      [1, 2],
      [1, 2],
      [3, 4],
    ]);
    expect(neighbours.get(1)?.map((n) => n.id)).toEqual([2, 3]);
    expect(neighbours.get(4)?.map((n) => n.id)).toEqual([3]);
    for (const [video, list] of neighbours) expect(list.map((n) => n.id)).not.toContain(video);
    // Symmetric: cosine of member sets.
    expect(neighbours.get(2)?.find((n) => n.id === 1)?.score).toBeCloseTo(
      neighbours.get(1)?.find((n) => n.id === 2)?.score ?? 0,
    );
  });

  it('shrinks the pairs few members share below those many share', async () => {
    const many = Array.from({ length: 20 }, () => [1, 2]);
    const neighbours = await buildNeighbours([...many, [3, 4]]);
    // Both pairs have cosine 1; 20 members together say more than one.
    expect(neighbours.get(1)![0]!.score).toBeGreaterThan(neighbours.get(3)![0]!.score);
  });

  it('keeps only the top N', async () => {
    const neighbours = await buildNeighbours([[1, 2, 3, 4, 5]], { topN: 2 });
    expect(neighbours.get(1)).toHaveLength(2);
  });

  // Deterministic baskets over 1,000 videos, some popular, some rare.
  const baskets = Array.from({ length: 400 }, (_, member) =>
    Array.from({ length: 10 }, (_, i) => ((member * 7919 + i * i * 104_729) % (i < 3 ? 40 : 1_000)) + 1),
  );

  it('finds the same neighbours whatever the number of videos counted per pass', async () => {
    const all = await buildNeighbours(baskets, { anchorsPerPass: 1_000_000 });
    const small = await buildNeighbours(baskets, { anchorsPerPass: 60 });
    expect(small.size).toBeGreaterThan(500);
    expect(new Map([...small].sort(([a], [b]) => a - b))).toEqual(
      new Map([...all].sort(([a], [b]) => a - b)),
    );
  });

  it('lets timers run while it computes, so the process serving requests keeps answering', async () => {
    let turns = 0;
    const timer = setInterval(() => turns++, 0);
    try {
      await buildNeighbours(baskets, { sliceMs: 0 });
    } finally {
      clearInterval(timer);
    }
    expect(turns).toBeGreaterThan(0);
  });
});

describe('rankByNeighbours', () => {
  const table = new Map([
    [
      1,
      [
        { id: 10, score: 0.9 },
        { id: 11, score: 0.2 },
      ],
    ],
    [
      2,
      [
        { id: 11, score: 0.5 },
        { id: 12, score: 0.4 },
        { id: 1, score: 0.3 },
      ],
    ],
  ]);

  it('sums the seeds’ weighted similarities, explains each by its biggest contributor and leaves out the seen', () => {
    const ranked = rankByNeighbours(
      [
        { videoId: 1, weight: 1, reason: 'Because you watched One' },
        { videoId: 2, weight: 2, reason: 'Because you faved Two' },
      ],
      (id) => table.get(id),
      new Set([1, 2]),
      10,
    );
    expect(ranked.map((r) => [r.videoId, r.reason])).toEqual([
      [11, 'Because you faved Two'], // 0.2 + 1.0
      [10, 'Because you watched One'], // 0.9
      [12, 'Because you faved Two'], // 0.8
    ]);
  });
});

describe('rankByTaste', () => {
  it('counts a shared star three times a shared category and keeps the candidates’ order on ties', () => {
    const ranked = rankByTaste(
      [
        { kind: 'category', id: 1, weight: 1, reason: 'Because you like Cats' },
        { kind: 'actor', id: 7, weight: 1, reason: 'Because you like Ann Bee' },
      ],
      [
        { videoId: 20, categoryIds: [1], actorIds: [] },
        { videoId: 21, categoryIds: [], actorIds: [7] },
        { videoId: 22, categoryIds: [1], actorIds: [] },
        { videoId: 23, categoryIds: [2], actorIds: [] },
      ],
      new Set([22]),
      10,
    );
    expect(ranked.map((r) => [r.videoId, r.reason])).toEqual([
      [21, 'Because you like Ann Bee'],
      [20, 'Because you like Cats'],
    ]);
  });
});

describe('blend', () => {
  const ranked = (reason: string, ids: number[], top = 1): Ranked[] =>
    ids.map((videoId, i) => ({ videoId, score: top / (i + 1), reason }));

  it('gives every reason its turn, at most a third of the row each, best reason first', () => {
    const star = ranked('star', [1, 2, 3, 4, 5, 6, 7, 8], 9);
    const categories = [
      ...ranked('cat A', [11, 12, 13, 14, 15], 3),
      ...ranked('cat B', [21, 22, 23, 24, 25], 3),
    ];
    const row = blend([], [...star, ...categories], [], 12);
    expect(row.map((r) => r.videoId)).toEqual([1, 11, 21, 2, 12, 22, 3, 13, 23, 4, 14, 24]);
  });

  it('tops up with the fill within the cap, then with what the caps held back', () => {
    const popular = ranked('popular', [90, 91, 92, 93, 94, 95]).map((r) => ({ ...r, score: 0 }));
    const row = blend([], ranked('star', [1, 2, 3, 4, 5, 6]), popular, 12);
    expect(row.map((r) => r.reason)).toEqual([
      ...Array<string>(4).fill('star'),
      ...Array<string>(4).fill('popular'),
      'star',
      'star',
      'popular',
      'popular',
    ]);
  });

  it('gives neighbours two places to taste’s one, and the cap to each reason', () => {
    const near = [...ranked('watched A', [1, 2, 3, 4, 5, 6]), ...ranked('rated B', [7, 8, 9])];
    const row = blend(near, ranked('like C', [21, 22, 23, 24, 25]), [], 9);
    // A row of 9 caps each reason at 3: the fourth of "watched A" waits, "rated B" goes on.
    expect(row.map((r) => r.videoId)).toEqual([1, 2, 21, 3, 7, 22, 8, 9, 23]);
  });

  it('never repeats a video that two reasons offer', () => {
    const row = blend(ranked('watched X', [1, 2]), ranked('like Y', [2, 3]), [], 12);
    expect(row.map((r) => r.videoId).sort()).toEqual([1, 2, 3]);
  });
});
