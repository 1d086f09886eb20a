import { ACCEPTS_INTEGER } from '@starlane/contract';
import { isMultilineField, MULTILINE_PATTERN, SINGLE_LINE_PATTERN } from './control-characters.js';

type Json = Record<string, unknown>;
type Schema = Json & {
  type?: string;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  minLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  default?: unknown;
};
interface Parameter {
  name: string;
  in: string;
  schema?: Schema;
  example?: unknown;
}
type Content = Record<string, { schema?: Schema; example?: unknown }>;
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Content };
  responses?: Record<string, { content?: Content; description?: string; headers?: Json }>;
}

/**
 * Every 503 the server sends says when to ask again: the database unreachable (decision 0022), the process
 * shedding load (0065), or, for /readyz, not ready (0057).
 */
const UNAVAILABLE =
  'Unavailable for a moment: the database is unreachable, the process is overloaded and sheds new work, or (readiness) it is not ready. Ask again after Retry-After seconds.';
/**
 * The operations that are never shed (ops/load-shedding.ts) have 503s of their own: a session cookie sent to
 * any of them is looked up in the database, and readiness and the metrics have their own reasons.
 */
const UNAVAILABLE_BY_PATH: Record<string, string> = {
  '/healthz':
    'Only when the request carries a session cookie while the database is unreachable (the cookie is looked up in it); never for load: health is never shed. Ask again after Retry-After seconds.',
  '/readyz':
    'Not ready: migrations not applied, the database or media storage not answering (the body says which), or the process shutting down; never for load: readiness is never shed. Send no traffic, ask again after Retry-After seconds.',
  '/metrics':
    "The workers' metrics could not be gathered in time, or the request carries a session cookie while the database is unreachable; never for load: the metrics are never shed. Ask again after Retry-After seconds.",
};
/** The header that picks the language of the API's own texts when `lang` does not (docs/decisions/0082). */
const ACCEPT_LANGUAGE: Parameter & { required: boolean; description: string } = {
  name: 'Accept-Language',
  in: 'header',
  required: false,
  description:
    'Picks the language of the texts the answer writes itself (error titles, field errors, confirmations): the highest-weighted of en and es (q-values; es-ES counts as es); English otherwise. The `lang` parameter wins over it. Answers with such texts say Vary: Accept-Language.',
  schema: { type: 'string' },
};
const RETRY_AFTER = {
  description: 'Seconds to wait before asking again',
  schema: { type: 'integer', minimum: 1 },
};

/**
 * Marks a response schema of a body that is not JSON (`z.string().meta({ [MEDIA_TYPE]: 'text/csv' })`):
 * the document lists it under that media type instead of application/json.
 */
export const MEDIA_TYPE = 'x-media-type';

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ type: string, ..., x-accepts-integer }` becomes `{ anyOf: [{ type: string, ... }, { type: integer }] }`. */
function acceptIntegers(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(acceptIntegers);
  if (!isObject(node)) return node;
  const copy: Json = {};
  for (const [key, value] of Object.entries(node)) copy[key] = acceptIntegers(value);
  if (!copy[ACCEPTS_INTEGER]) return copy;
  delete copy[ACCEPTS_INTEGER];
  const { description, ...text } = copy;
  return {
    ...(description === undefined ? {} : { description }),
    anyOf: [text, { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 }],
  };
}

/** The public id of the video a DMCA notice's example names (a video page's URL holds the public id). */
export const EXAMPLE_VIDEO = 'k7Qm2xPa';

/**
 * Example values by field or parameter name (lower case), each one the server takes. Ids are those of the
 * first rows of a catalogue (`npm start`'s demo has them); UUIDs name no row and show the shape only.
 */
const EXAMPLES: Record<string, unknown> = {
  amount: 12,
  page: 1,
  id: '1',
  videoid: '1',
  actorid: '1',
  categoryid: '1',
  playlistid: 1,
  starid: 1,
  intoid: 2,
  memberid: '2f1c3d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  commentid: '7d2e4c1a-9b3f-4e6d-8a5c-1f2e3d4c5b6a',
  parentcommentid: '00000000-0000-0000-0000-000000000000',
  userid: '2f1c3d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  rating: 4,
  from: '2026-11-01',
  to: '2026-11-28',
  activefrom: '2026-12-01',
  activeuntil: '2026-12-31',
  q: 'aurora',
  strsearch: 'aurora',
  actorname: 'Ada Lovelace',
  firstname: 'Ada',
  lastname: 'Lovelace',
  name: 'Evening favourites',
  title: 'Aurora over the fjord',
  description: 'A calm time-lapse of the northern lights.',
  toplistid: 'mostviewed',
  url: '/video/1',
  source: '/media/ads/banner.png',
  email: 'member@example.com',
  newemail: 'new.address@example.com',
  username: 'stargazer',
  password: 'correct horse battery staple',
  passwordconfirmation: 'correct horse battery staple',
  currentpassword: 'correct horse battery staple',
  newpassword: 'another long passphrase',
  rememberme: true,
  code: 'Q2ZESjhBQkNERUY',
  videocomment: 'Lovely shot of the nebula.',
  text: 'The uploader holds the rights: see the attached licence.',
  feedback: 'Spoils the ending',
  reason: 'Spam links in every comment',
  claimantname: 'Northern Films Ltd',
  work: 'Our film "Night Sky", released 2025',
  urls: [`/video/${EXAMPLE_VIDEO}/aurora-over-the-fjord`],
  signature: 'Jane Doe',
  goodfaith: true,
  accuracy: true,
  // A 1×1 PNG.
  picture:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  positionseconds: 42,
  weight: 1,
  objecttype: 'video',
  objectid: '1',
};

function exampleOf(schema: Schema | undefined, name: string): unknown {
  const named = EXAMPLES[name.toLowerCase()];
  if (!schema) return named;
  const variants = schema.anyOf ?? schema.oneOf;
  if (schema.format === 'uuid' && !(typeof named === 'string' && named.includes('-')))
    return EXAMPLES.memberid;
  if (named !== undefined) {
    if (schema.type === 'integer' || schema.type === 'number') return Number(named);
    if (schema.type === 'string' && typeof named !== 'string') return JSON.stringify(named);
    if (schema.type === 'array' && !Array.isArray(named)) return [named];
    return named;
  }
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (variants?.[0]) return exampleOf(variants[0], name);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [exampleOf(schema.items, name.replace(/s$/i, ''))];
    case 'object': {
      const example: Json = {};
      for (const [key, child] of Object.entries(schema.properties ?? {}))
        example[key] = exampleOf(child, key);
      return example;
    }
    default:
      if (schema.format === 'date') return '2026-11-28';
      if (schema.format === 'date-time') return '2026-11-28T12:00:00.000Z';
      if (schema.format === 'uuid') return EXAMPLES.memberid;
      return 'example'.padEnd(schema.minLength ?? 0, 'x');
  }
}

/** Adds a pattern to a string schema, beside any pattern of its own (a schema holds one `pattern`). */
function addPattern(schema: Schema, pattern: string): void {
  if (schema.pattern === undefined) schema.pattern = pattern;
  else if (schema.pattern !== pattern) schema.allOf = [...((schema.allOf as Schema[]) ?? []), { pattern }];
}

/**
 * Every free string of a request says what the guards in front of the routes refuse (decision 53): control
 * characters in any string of a JSON body (tab and line breaks allowed in the multi-line fields, by the name
 * of the field that holds them), and a NUL anywhere in a URL. Enums, dates and UUIDs already exclude them.
 */
function refuseControls(node: unknown, pattern: (field: string) => string, field: string): void {
  if (Array.isArray(node)) return node.forEach((child) => refuseControls(child, pattern, field));
  if (!isObject(node)) return;
  const schema = node as Schema;
  if (schema.type === 'string' && !schema.enum && !schema.format) addPattern(schema, pattern(field));
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isObject(value)) {
      for (const [name, child] of Object.entries(value)) refuseControls(child, pattern, name);
    } else if (key === 'items' || key === 'anyOf' || key === 'oneOf' || key === 'additionalProperties') {
      refuseControls(value, pattern, field);
    }
  }
}

const bodyPattern = (field: string) => (isMultilineField(field) ? MULTILINE_PATTERN : SINGLE_LINE_PATTERN);
/** A URL holds no NUL (`%00` is refused before any route). */
const URL_PATTERN = '^[^\\u0000]*$';

/**
 * The OpenAPI document as the server answers (docs/decisions/0063), finished once it is generated: ids that
 * also take an integer say so, bodies that are not JSON have their own media type, and every parameter and
 * JSON body has an example the server takes; free strings say which control characters are refused.
 */
export function finishDocument(document: Json): Json {
  const finished = acceptIntegers(document) as Json & { paths?: Record<string, Record<string, Operation>> };
  for (const [path, item] of Object.entries(finished.paths ?? {})) {
    for (const operation of Object.values(item)) {
      // Every operation may answer with a text of its own (docs/decisions/0082).
      (operation.parameters ??= []).push({ ...ACCEPT_LANGUAGE });
      for (const parameter of operation.parameters) {
        parameter.example ??= exampleOf(parameter.schema, parameter.name);
        refuseControls(parameter.schema, () => URL_PATTERN, parameter.name);
      }
      const json = operation.requestBody?.content?.['application/json'];
      if (json) {
        json.example ??= exampleOf(json.schema, 'body');
        refuseControls(json.schema, bodyPattern, '');
      }
      const unavailable = operation.responses?.['503'];
      if (unavailable) {
        unavailable.description = UNAVAILABLE_BY_PATH[path] ?? UNAVAILABLE;
        unavailable.headers = { 'Retry-After': RETRY_AFTER };
      }
      for (const response of Object.values(operation.responses ?? {})) {
        const schema = response.content?.['application/json']?.schema;
        const type = schema?.[MEDIA_TYPE];
        if (!schema || typeof type !== 'string') continue;
        const { [MEDIA_TYPE]: _, ...rest } = schema;
        response.content = { [type]: { schema: rest } };
      }
    }
  }
  return finished;
}
