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

/**
 * The text of a number as a query string carries it: a JSON number (`12`, `2.5`, `1e2`). ` 12`, `+12`, `012`
 * and `0x10` are not numbers to the OpenAPI document, so the server does not read them as numbers either
 * (docs/decisions/0064).
 */
const NUMBER_TEXT = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** A number schema that also reads the number's text (query strings carry text only). */
export function numberFromText<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value),
    schema,
  );
}

/** A whole number from 1 (to `max` when given) read from text, with one message for every way it is wrong. */
export function positiveWhole(message: string, max?: number) {
  const number = z.number({ error: message }).int(message).min(1, message);
  return numberFromText(max === undefined ? number : number.max(max, message));
}

/** Text that must be given: `required` when it is missing or blank, `tooLong` past `max` characters. */
export function requiredText(max: number, required: string, tooLong: string) {
  // The pattern changes nothing here (a trimmed, non-empty text has a non-space), but it puts into the
  // OpenAPI document that a text of spaces alone is refused, which trim() cannot say there.
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, tooLong)
    .regex(/\S/, required);
}

export const AmountSchema = positiveWhole('amount must be a whole number from 1 to 100', MAX_PAGE_AMOUNT);

export const PageNumberSchema = positiveWhole('page must be a whole number from 1');

/** The paging fields of a query: `amount` rows a page (`amount` when not asked), 1-based `page`. */
export function pagingFields(amount: number) {
  return { amount: AmountSchema.default(amount), page: PageNumberSchema.default(1) };
}

export const PagingQuerySchema = z.object(pagingFields(DEFAULT_PAGE_AMOUNT));
export type PagingQuery = z.infer<typeof PagingQuerySchema>;

/**
 * Marks a schema whose JSON form is a string but that also takes an integer (read as text): the server's
 * OpenAPI document turns it into `anyOf: [the string, integer]`, which zod cannot say of a preprocess.
 */
export const ACCEPTS_INTEGER = 'x-accepts-integer';

/**
 * A public identifier: the partner's `wmcExternalId` or our numeric `id`. JSON bodies of the original API
 * sent ids as numbers, so numbers are accepted and read as text.
 */
export const PublicIdSchema = z
  .preprocess(
    (value) => (typeof value === 'number' && Number.isInteger(value) ? String(value) : value),
    // Not trimmed: ` 1` is not an id by the document's pattern, so it is not one here either (0064).
    z
      .string({ error: 'an id is required' })
      .min(1, 'an id is required')
      .max(64, 'an id has at most 64 characters')
      .regex(/^[A-Za-z0-9_-]+$/, 'an id has only letters, digits, - and _'),
  )
  // The document says so: a string of that shape, or an integer (see ACCEPTS_INTEGER).
  .meta({ [ACCEPTS_INTEGER]: true });

export const MemberIdSchema = z.guid({ error: 'memberId must be a member id (a UUID)' });

/** The largest row number: PostgreSQL's `integer`, which a larger number given as an id must never reach. */
export const MAX_ENTITY_ID = 2_147_483_647;

export const EntityNumberSchema = (name: string) =>
  positiveWhole(`${name} must be a positive whole number`, MAX_ENTITY_ID);

/** The confirmation most state-changing calls answer with. */
export const MessageSchema = z.object({ status: z.number().int(), title: z.string() });
export type Message = z.infer<typeof MessageSchema>;

/** The two ids of a catalogue item (video, star, category): ours, and the partner's public one. */
export const catalogueIds = { id: z.number().int(), wmcExternalId: z.string() };

/** A star's names; the last name may be empty. */
export const starNames = { firstName: z.string(), lastName: z.string() };

/** A video named in another answer: its ids and title. */
export const VideoRefSchema = z.object({ ...catalogueIds, title: z.string() });

export const VideoIdQuerySchema = z.object({ videoId: PublicIdSchema });
export const MemberIdQuerySchema = z.object({ memberId: MemberIdSchema });
export const PublicIdParamsSchema = z.object({ id: PublicIdSchema });
