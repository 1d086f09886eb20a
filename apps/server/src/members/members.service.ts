import type { MemberSummary } from '@starlane/contract';
import { NotFoundError } from '../http/errors.js';
import type { MemberRepository } from './members.repository.js';

export class MemberService {
  constructor(private readonly members: MemberRepository) {}

  async summary(memberId: string): Promise<MemberSummary> {
    const member = await this.members.findSummary(memberId);
    if (!member) throw new NotFoundError('Member');
    return member;
  }
}
