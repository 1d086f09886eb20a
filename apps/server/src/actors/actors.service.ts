import type { Actor } from '@starlane/contract';
import { found } from '../errors.js';
import type { ActorRepository } from './actors.repository.js';
import type { Cache } from '../infra/cache.js';
import { cacheTags } from '../infra/cache-tags.js';

/** The ids random selections draw from: sorting the whole table by random() on every home page costs. */
const ACTOR_IDS_CACHE = { key: 'stars:ids', tags: [cacheTags.stars], ttlMs: 5 * 60_000 } as const;

/** `amount` distinct items in random order (a partial Fisher-Yates shuffle of a copy). */
export function sampleOf<T>(items: readonly T[], amount: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  const count = Math.min(amount, pool.length);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

export class ActorService {
  constructor(
    private readonly actors: ActorRepository,
    private readonly cache: Cache,
  ) {}

  listAll(): Promise<Actor[]> {
    return this.actors.listAll();
  }

  async selection(amount: number): Promise<Actor[]> {
    const { key, tags, ttlMs } = ACTOR_IDS_CACHE;
    const ids = await this.cache.getOrLoad(key, tags, ttlMs, () => this.actors.allIds());
    return this.actors.findByIds(sampleOf(ids, amount));
  }

  /** A star's internal id from its public id (external or numeric); 404 when there is none. */
  async idOf(publicId: string): Promise<number> {
    return found(await this.actors.resolveId(publicId), 'Star');
  }

  async get(publicId: string): Promise<Actor> {
    return found(await this.actors.findByPublicId(publicId), 'Star');
  }

  async getByName(name: string): Promise<Actor> {
    return found(await this.actors.findByName(name), 'Star');
  }
}
