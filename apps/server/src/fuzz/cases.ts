/**
 * The fuzz gate's cases, made from the OpenAPI document with a seeded generator (the same seed gives the same
 * cases): each operation's own example, values at and past its bounds, wrong types, missing required fields,
 * keys it does not take, control characters, huge and hostile text, and bodies that are not JSON, each sent by
 * a visitor, a member or a staff member. Whether a case is valid is not decided here but by the document
 * (document.ts), so a generator's mistake cannot make the gate lenient.
 */
import type { Operation, Parameter, Request, Schema } from './document.js';

/** mulberry32: small, fast and the same on every machine. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** Who sends a case; `other` is a second member, for calls on a member's own rows made by someone else. */
export type Who = 'visitor' | 'member' | 'staff' | 'other';

export interface Case {
  operation: Operation;
  request: Request;
  who: Who;
  /** What the case tries, for the report. */
  kind: string;
}

/** Rows that exist, by parameter or field name (lower case), so cases reach past "not found". */
export type Known = Map<string, unknown[]>;

export const HUGE = 70_000;

/** Text that breaks naive SQL, HTML, shell, path, template and log handling. */
const HOSTILE = [
  "' OR '1'='1",
  "'; DROP TABLE members; --",
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '${7*7}{{7*7}}',
  '%00',
  '__proto__',
  'constructor',
  '{"$gt":""}',
  'NaN',
  'Infinity',
  '1e309',
  '9223372036854775808',
  '-1',
  '0',
  '0x10',
  ' 5',
  '+5',
  '05',
  '1.5',
  '',
  ' ',
  'null',
  'true',
  'é'.repeat(300),
  '💥'.repeat(200),
  '\u202e\u0301'.repeat(100),
  '\ud800',
  `a@${'.'.repeat(20_000)}@`,
  `${'a-'.repeat(10_000)}!`,
  `${'\t'.repeat(10_000)}@`,
];

/** C0 controls, DEL, and the line breaks a one-line field must not hold. */
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\n', '\r\n', '\t', '\u0085', '\u2028'];

const isString = (schema: Schema) =>
  schema.type === 'string' || (!schema.type && !schema.anyOf && !schema.enum);

function variantsOf(schema: Schema): Schema[] | undefined {
  return schema.anyOf ?? schema.oneOf;
}

/** Values for a schema that are likely valid: bounds, enum members, known rows, the example. */
function candidates(schema: Schema, name: string, known: Known, random: Random): unknown[] {
  const named = known.get(name.toLowerCase()) ?? [];
  const variants = variantsOf(schema);
  if (variants) return [...named, ...variants.flatMap((v) => candidates(v, name, known, random))];
  if (schema.enum) return [...schema.enum];
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1000;
      const inside = random.int(Math.max(min, -1000), Math.min(max, Math.max(min, -1000) + 1000));
      return [...named, min, max, inside, Math.min(min + 1, max)];
    }
    case 'boolean':
      return [true, false];
    case 'array': {
      const item = schema.items ?? {};
      const length = random.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3));
      const items = () =>
        Array.from({ length }, () => random.pick(candidates(item, name.replace(/s$/i, ''), known, random)));
      return [
        items(),
        Array.from({ length: schema.maxItems ?? 0 }, () =>
          random.pick(candidates(item, name, known, random)),
        ),
      ];
    }
    case 'object':
      return [objectOf(schema, known, random)];
    default: {
      if (schema.format === 'date')
        return [
          '2026-11-28',
          '2024-02-29',
          '0001-01-01',
          '9999-12-31',
          `20${random.int(10, 39)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
        ];
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? 200, 5_000);
      const word = (length: number) =>
        Array.from({ length }, () => random.pick([...'abcdefghijklmnopqrstuvwxyz0123456789_-'])).join('');
      return [
        ...named,
        word(Math.max(min, 1)),
        word(max),
        word(random.int(min, Math.min(max, 40))),
        'Ünïcødé naïve 東京',
      ];
    }
  }
}

/** A value the document calls valid when one of the candidates is; the example otherwise. */
export function validValue(
  schema: Schema,
  name: string,
  known: Known,
  random: Random,
  isValid: (schema: Schema, value: unknown) => boolean,
  example?: unknown,
): unknown {
  const options = candidates(schema, name, known, random);
  for (let tries = 0; tries < 6 && options.length > 0; tries++) {
    const value = random.pick(options);
    if (isValid(schema, value)) return value;
  }
  return example;
}

function objectOf(schema: Schema, known: Known, random: Random): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (!required.has(key) && random.chance(0.4)) continue;
    value[key] = random.pick(candidates(child, key, known, random));
  }
  return value;
}

/** A value of another type than the schema's. */
function wrongType(schema: Schema, random: Random): unknown {
  const others: unknown[] = [null, { a: 1 }, [1, 'x'], true, 3.5];
  if (!isString(schema)) others.push('not a number', '', '5', '1');
  if (schema.type !== 'integer' && schema.type !== 'number') others.push(7, -1);
  return random.pick(others);
}

/** Values past a schema's bounds. */
function outOfBounds(schema: Schema, random: Random): unknown {
  if (schema.type === 'integer' || schema.type === 'number') {
    return random.pick([
      (schema.minimum ?? 0) - 1,
      (schema.maximum ?? 2 ** 53) + 1,
      2 ** 31,
      -(2 ** 31) - 1,
      2 ** 53 + 2,
      1.5,
      0,
    ]);
  }
  if (schema.type === 'array') return Array.from({ length: (schema.maxItems ?? 100) + 1 }, () => 1);
  if (schema.maxLength !== undefined && random.chance(0.7)) return 'x'.repeat(schema.maxLength + 1);
  return random.pick(['', 'x'.repeat(HUGE)]);
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** A document's example request, with the parameters' own examples. */
export function exampleRequest(operation: Operation): Request {
  const path: Record<string, string> = {};
  const query: [string, string][] = [];
  for (const parameter of operation.parameters) {
    if (parameter.example === undefined) continue;
    const text = asText(parameter.example);
    if (parameter.in === 'path') path[parameter.name] = text;
    else if (parameter.in === 'query') query.push([parameter.name, text]);
  }
  const body: Request['body'] = operation.body
    ? { kind: 'json', value: structuredClone(operation.body.example) }
    : { kind: 'none' };
  return { path, query, body };
}

/** A request whose every part is valid where the generator can find a valid value. */
function validRequest(
  operation: Operation,
  known: Known,
  random: Random,
  isValid: (schema: Schema, value: unknown) => boolean,
): Request {
  const path: Record<string, string> = {};
  const query: [string, string][] = [];
  const value = (p: Parameter) =>
    asText(validValue(p.schema, pathContext(operation, p), known, random, isValid, p.example));
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') path[parameter.name] = value(parameter) || ' ';
    else if (parameter.in === 'query' && (parameter.required || random.chance(0.6)))
      query.push([parameter.name, value(parameter)]);
  }
  let body: Request['body'] = { kind: 'none' };
  if (operation.body) {
    const made = validValue(operation.body.schema, 'body', known, random, isValid, operation.body.example);
    // A copy: mutations change it, and the value may be the document's own example.
    body = { kind: 'json', value: structuredClone(made) };
  }
  return { path, query, body };
}

/**
 * The name known rows are looked up by: a path's `{id}` names the row of the segment before it
 * (`/api/admin/stars/{id}` a star), other parameters their own name.
 */
function pathContext(operation: Operation, parameter: Parameter): string {
  if (parameter.name !== 'id') return parameter.name;
  const segments = operation.path.split('/');
  const at = segments.indexOf('{id}');
  return at > 0 ? `${segments[at - 1]}:id` : 'id';
}

type Mutation = (request: Request, operation: Operation, random: Random) => string | undefined;

/** A body field (top level) of a JSON body, to mutate. */
function bodyField(request: Request, operation: Operation, random: Random) {
  if (request.body.kind !== 'json' || !operation.body) return undefined;
  const value = request.body.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const properties = Object.entries(operation.body.schema.properties ?? {});
  if (properties.length === 0) return undefined;
  const [key, schema] = random.pick(properties);
  return { record: value as Record<string, unknown>, key, schema };
}

/** A parameter of the request, to mutate. */
function someParameter(request: Request, operation: Operation, random: Random) {
  const parameters = operation.parameters.filter((p) => p.in === 'query' || p.in === 'path');
  if (parameters.length === 0) return undefined;
  const parameter = random.pick(parameters);
  const set = (text: string) => {
    // An empty path value would be another path (`/api/category/` is the list): a blank one stays on this call.
    if (parameter.in === 'path') request.path[parameter.name] = text === '' ? ' ' : text;
    else request.query = [...request.query.filter(([k]) => k !== parameter.name), [parameter.name, text]];
  };
  return { parameter, set };
}

const MUTATIONS: Record<string, Mutation> = {
  'wrong type': (request, operation, random) => {
    const field = bodyField(request, operation, random);
    if (field && random.chance(0.6)) {
      field.record[field.key] = wrongType(field.schema, random);
      return `body ${field.key}`;
    }
    const parameter = someParameter(request, operation, random);
    if (!parameter) return undefined;
    parameter.set(asText(random.pick(['abc', 'null', '[1]', '{}', '1.5', 'true', '-0', ' 1', '0x1A'])));
    return parameter.parameter.name;
  },
  'out of bounds': (request, operation, random) => {
    const field = bodyField(request, operation, random);
    if (field && random.chance(0.6)) {
      field.record[field.key] = outOfBounds(field.schema, random);
      return `body ${field.key}`;
    }
    const parameter = someParameter(request, operation, random);
    if (!parameter) return undefined;
    parameter.set(asText(outOfBounds(parameter.parameter.schema, random)));
    return parameter.parameter.name;
  },
  'missing required': (request, operation, random) => {
    const field = bodyField(request, operation, random);
    const required = operation.body?.schema.required ?? [];
    if (field && required.length > 0 && random.chance(0.6)) {
      delete field.record[random.pick(required)];
      return 'body field';
    }
    if (operation.body && random.chance(0.3)) {
      request.body = { kind: 'none' };
      return 'body';
    }
    const names = operation.parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
    if (names.length === 0) return undefined;
    const name = random.pick(names);
    request.query = request.query.filter(([k]) => k !== name);
    return name;
  },
  'unknown key': (request, operation, random) => {
    const field = bodyField(request, operation, random);
    if (field && random.chance(0.4)) {
      field.record[random.pick(['extra', 'isAdmin', 'role', 'x-unknown'])] = random.pick([1, 'x', true]);
      return 'body';
    }
    request.query.push([random.pick(['x-unknown', 'debug', 'admin', 'callback', 'page_size']), '42']);
    return 'query';
  },
  'repeated key': (request) => {
    const first = request.query[0];
    if (!first) return undefined;
    request.query.push([first[0], first[1]]);
    return first[0];
  },
  'control character': (request, operation, random) => {
    const control = random.pick(CONTROLS);
    const field = bodyField(request, operation, random);
    if (field && random.chance(0.7)) {
      const current = field.record[field.key];
      field.record[field.key] = `${typeof current === 'string' ? current.slice(0, 5) : 'x'}${control}y`;
      return `body ${field.key} ${JSON.stringify(control)}`;
    }
    const parameter = someParameter(request, operation, random);
    if (!parameter) return undefined;
    parameter.set(`a${control}b`);
    return `${parameter.parameter.name} ${JSON.stringify(control)}`;
  },
  'hostile text': (request, operation, random) => {
    const text = random.pick(HOSTILE);
    const field = bodyField(request, operation, random);
    if (field && random.chance(0.6)) {
      field.record[field.key] = text;
      return `body ${field.key}`;
    }
    const parameter = someParameter(request, operation, random);
    if (!parameter) return undefined;
    parameter.set(text);
    return parameter.parameter.name;
  },
  huge: (request, operation, random) => {
    const field = bodyField(request, operation, random);
    const huge = random.pick(['x'.repeat(HUGE), 'é'.repeat(HUGE / 2)]);
    if (field) {
      field.record[field.key] = random.chance(0.8) ? huge : Array.from({ length: 20_000 }, (_, i) => i);
      return `body ${field.key}`;
    }
    const parameter = someParameter(request, operation, random);
    if (!parameter) return undefined;
    parameter.set('9'.repeat(random.pick([400, 3_000])));
    return parameter.parameter.name;
  },
  'not JSON': (request, _operation, random) => {
    request.body = {
      kind: 'raw',
      text: random.pick([
        '{',
        '{"a":',
        '[1,2',
        'null',
        '"x"',
        '{"__proto__":{"polluted":1}}',
        '\u0000',
        '',
        '1',
      ]),
      contentType: random.pick([
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
      ]),
    };
    return 'body';
  },
};

export const CASE_KINDS = ['example', 'valid', ...Object.keys(MUTATIONS)];

const WHO: Who[] = ['visitor', 'member', 'staff'];

/**
 * `perOperation` cases for each operation: first its example (as each of visitor, member and staff), then
 * valid requests and mutations of them in turn.
 */
export function makeCases(
  operations: Operation[],
  known: Known,
  seed: number,
  perOperation: number,
  isValid: (schema: Schema, value: unknown) => boolean,
): Case[] {
  const cases: Case[] = [];
  const mutations = Object.entries(MUTATIONS);
  operations.forEach((operation, index) => {
    const random = new Random(seed + index * 7919);
    for (const who of WHO)
      cases.push({ operation, request: exampleRequest(operation), who, kind: 'example' });
    for (let n = WHO.length; n < perOperation; n++) {
      const request = validRequest(operation, known, random, isValid);
      const who = random.pick(WHO);
      if (n % 4 === 0) {
        cases.push({ operation, request, who, kind: 'valid' });
        continue;
      }
      const [name, mutate] = mutations[(n + index) % mutations.length]!;
      const what = mutate(request, operation, random);
      cases.push({ operation, request, who, kind: what === undefined ? 'valid' : `${name}: ${what}` });
    }
  });
  return cases;
}

/** Text with its lone surrogates made U+FFFD, as URLSearchParams does: a URL can only carry UTF-8. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** One request's URL. */
export function urlOf(operation: Operation, request: Request): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(wellFormed(request.path[name] ?? '')),
  );
  const query = new URLSearchParams(request.query).toString();
  return query ? `${path}?${query}` : path;
}

/** An order that interleaves operations, so the limits of one call do not end its run in a row of 429s. */
export function shuffled<T>(items: T[], seed: number): T[] {
  const random = new Random(seed ^ 0x5bd1e995);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
