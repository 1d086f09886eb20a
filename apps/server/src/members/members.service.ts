import type { MemberSummary } from '@starlane/contract';
import { found } from '../errors.js';
import type { MemberRepository } from './members.repository.js';

export class MemberService {
  constructor(private readonly members: MemberRepository) {}

  /** A member's public name; 404 for an unknown (or deleted) member. */
  async summary(memberId: string): Promise<MemberSummary> {
    return found(await this.members.findSummary(memberId), 'Member');
  }
}
