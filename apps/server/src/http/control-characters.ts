import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../errors.js';

/**
 * Control characters in what clients send (docs/decisions/0053). PostgreSQL text cannot hold a NUL (the query
 * fails inside the database: a 500 on one engine, a stored NUL on the other), a mailer drops it (an address
 * with a NUL reached another mailbox), and no person types a C0 control or DEL into a form. So they are refused
 * with a 400 before any route runs:
 * - a URL with an encoded NUL (`%00`): no path or query value of ours needs one; other controls in a path are a
 *   page that does not exist (404), and a query value is read by the route's own schema;
 * - a header value with a C0 control other than tab (RFC 9110 allows tab and space between words) or DEL;
 * - a request body with a C0 control or DEL in any string or key, except tab, line feed and carriage return in
 *   the free-text fields typed into a textarea (`MULTILINE_FIELDS`): comments, report reasons, descriptions,
 *   DMCA notices and counter-notices, ban reasons, Spanish descriptions and caption files (docs/decisions/0074).
 */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set([
  'videocomment',
  'feedback',
  'description',
  'work',
  'text',
  'reason',
  'descriptiones',
  'vtt',
]);

/* eslint-disable no-control-regex -- finding control characters is what these patterns are for */
/** Any C0 control or DEL. */
const CONTROL = /[\u0000-\u001f\u007f]/;
/** The C0 controls and DEL a textarea never produces: all but tab, line feed and carriage return. */
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Header values: tab is the one control RFC 9110 allows. */
const CONTROL_IN_HEADER = /[\u0000-\u0008\u000a-\u001f\u007f]/;
const ANY_CONTROL = /[\u0000-\u001f\u007f]/g;
/* eslint-enable no-control-regex */

/** Patterns the OpenAPI document gives free strings, so that it says what the guard refuses. */
export const SINGLE_LINE_PATTERN = '^[^\\u0000-\\u001f\\u007f]*$';
export const MULTILINE_PATTERN = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';

export const CONTROL_MESSAGE = 'must not contain control characters';

/** Whether a field of this name (in any case, as keys are: lenient-keys.ts) may hold line breaks and tabs. */
export function isMultilineField(name: string): boolean {
  return MULTILINE_FIELDS.has(name.toLowerCase());
}

/** The path (`a.b.0`) of the first string or key in `value` holding a control it may not hold, if any. */
export function controlIn(value: unknown, path = '', field = '', depth = 0): string | undefined {
  if (typeof value === 'string') {
    const pattern = isMultilineField(field) ? CONTROL_BUT_LINES : CONTROL;
    return pattern.test(value) ? path || 'body' : undefined;
  }
  if (typeof value !== 'object' || value === null || depth > 32) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlIn(value[i], path ? `${path}.${i}` : String(i), field, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (CONTROL.test(key)) return at;
    const found = controlIn(child, at, key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

const printable = (name: string) => name.replace(ANY_CONTROL, '?');

export function rejectControlCharacters(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.includes('%00'))
      throw new BadRequestError('The URL must not contain a NUL character (%00)');
    // Node's HTTP parser refuses these on the wire already (with its own 400); requests made inside the
    // process (inject) reach this check.
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      const values = Array.isArray(value) ? value : [value];
      if (values.some((one) => CONTROL_IN_HEADER.test(one))) {
        throw new BadRequestError('A header must not contain control characters', {
          [printable(name)]: [CONTROL_MESSAGE],
        });
      }
    }
  });
  app.addHook('preValidation', async (request) => {
    const field = controlIn(request.body);
    if (field) {
      throw new BadRequestError('One or more fields are invalid', { [printable(field)]: [CONTROL_MESSAGE] });
    }
  });
}
