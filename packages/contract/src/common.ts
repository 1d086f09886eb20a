import { z } from 'zod';
import { MAX_PAGE_AMOUNT, DEFAULT_PAGE_AMOUNT } from './constants.js';

/** The API's error body (RFC 9457 style), shared by every failing call. */
export const ErrorBodySchema = z.object({
  status: z.number().int(),
  title: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Top-level lists are wrapped the way the original API wrapped them: `{ "$values": [...] }`. */
export function valuesOf<T extends z.ZodType>(item: T) {
  return z.object({ $values: z.array(item) });
}
export type Values<T> = { $values: T[] };

export const AmountSchema = z.coerce
  .number({ error: 'amount must be a whole number from 1 to 100' })
  .int('amount must be a whole number from 1 to 100')
  .min(1, 'amount must be a whole number from 1 to 100')
  .max(MAX_PAGE_AMOUNT, 'amount must be a whole number from 1 to 100');

export const PageNumberSchema = z.coerce
  .number({ error: 'page must be a whole number from 1' })
  .int('page must be a whole number from 1')
  .min(1, 'page must be a whole number from 1');

export const PagingQuerySchema = z.object({
  amount: AmountSchema.default(DEFAULT_PAGE_AMOUNT),
  page: PageNumberSchema.default(1),
});
export type PagingQuery = z.infer<typeof PagingQuerySchema>;

/**
 * A public identifier: the partner's `wmcExternalId` or our numeric `id`. JSON bodies of the original API
 * sent ids as numbers, so numbers are accepted and read as text.
 */
export const PublicIdSchema = z.preprocess(
  (value) => (typeof value === 'number' && Number.isInteger(value) ? String(value) : value),
  z
    .string({ error: 'an id is required' })
    .trim()
    .min(1, 'an id is required')
    .max(64, 'an id has at most 64 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'an id has only letters, digits, - and _'),
);

export const MemberIdSchema = z.guid({ error: 'memberId must be a member id (a UUID)' });

export const EntityNumberSchema = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a positive whole number` })
    .int(`${name} must be a positive whole number`)
    .min(1, `${name} must be a positive whole number`)
    .max(2_147_483_647, `${name} must be a positive whole number`);
