import type { Favourite } from '@starlane/contract';
import { NotFoundError } from '../http/errors.js';
import type { MemberRepository } from '../members/members.repository.js';
import type { FavouriteRepository } from './favourites.repository.js';

export class FavouriteService {
  constructor(
    private readonly favourites: FavouriteRepository,
    private readonly members: MemberRepository,
  ) {}

  async get(id: number): Promise<Favourite> {
    const favourite = await this.favourites.find(id);
    if (!favourite) throw new NotFoundError('Favourite');
    return favourite;
  }

  async byMember(memberId: string): Promise<Favourite[]> {
    if (!(await this.members.findSummary(memberId))) throw new NotFoundError('Member');
    return this.favourites.listByMember(memberId);
  }
}
