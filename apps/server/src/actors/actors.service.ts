import type { Actor } from '@starlane/contract';
import { NotFoundError } from '../http/errors.js';
import type { ActorRepository } from './actors.repository.js';
import type { Cache } from '../infra/cache.js';

/** The ids random selections draw from: sorting the whole table by random() on every home page costs. */
const ACTOR_IDS_CACHE = { namespace: 'actors', ttlMs: 5 * 60_000 } as const;

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
    const ids = await this.cache.getOrLoad(ACTOR_IDS_CACHE.namespace, 'ids', ACTOR_IDS_CACHE.ttlMs, () =>
      this.actors.allIds(),
    );
    return this.actors.findByIds(sampleOf(ids, amount));
  }

  async get(publicId: string): Promise<Actor> {
    const id = await this.actors.resolveId(publicId);
    const actor = id === undefined ? undefined : await this.actors.findById(id);
    if (!actor) throw new NotFoundError('Star');
    return actor;
  }

  async getByName(name: string): Promise<Actor> {
    const actor = await this.actors.findByName(name);
    if (!actor) throw new NotFoundError('Star');
    return actor;
  }
}
