import type { Actor } from '@starlane/contract';
import { NotFoundError } from '../http/errors.js';
import type { ActorRepository } from './actors.repository.js';

export class ActorService {
  constructor(private readonly actors: ActorRepository) {}

  listAll(): Promise<Actor[]> {
    return this.actors.listAll();
  }

  selection(amount: number): Promise<Actor[]> {
    return this.actors.random(amount);
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
