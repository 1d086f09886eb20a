import type { AdminDone } from '@starlane/contract';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import type { ApiText } from '../i18n/api-language.js';
import type { SessionMember } from '../security/session.plugin.js';
import type { Actor } from './audit.repository.js';

export const STAFF_ONLY = 'Only staff can do this';

/**
 * The staff member behind a call, or 401 for visitors and 403 for everyone else. Every admin service
 * method starts with it, so the rule holds whoever calls the service, not only the routes.
 */
export function staffOf(member: SessionMember | null, refusal: ApiText = STAFF_ONLY): Actor {
  if (!member) throw new UnauthorizedError();
  if (member.role !== 'staff') throw new ForbiddenError(refusal);
  return { id: member.memberId, name: member.userName };
}

/** The answer of a staff change that went through. */
export const done = (title: ApiText): AdminDone => ({ status: 200, title });
