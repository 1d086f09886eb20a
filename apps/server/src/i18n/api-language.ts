import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { es as zodSpanish } from 'zod/v4/locales';
import {
  DEFAULT_LOCALE,
  LOCALES,
  MESSAGES,
  MESSAGES_ES,
  negotiateLocale,
  type Locale,
} from '@starlane/contract';
import { FIXED_ES, PATTERNS_ES, type FixedText, type PatternText } from './api-texts-es.js';

/**
 * Every text the API may write itself (docs/decisions/0082): a text of the server's catalogue, one of the
 * spec's (the contract's MESSAGES), or one of the patterns with values in it. The English is the key.
 */
type SpecText = Extract<(typeof MESSAGES)[keyof typeof MESSAGES], string>;
export type ApiText = FixedText | SpecText | PatternText;

/** A confirmation: the contract's `Message`, its title one the catalogues translate. */
export const said = (title: ApiText): { status: 200; title: string } => ({ status: 200, title });

/** The English of each spec text to its Spanish; built once. */
const SPEC_ES = new Map<string, string>(
  (Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]).map((key) => [MESSAGES[key], MESSAGES_ES[key]]),
);
const FIXED = new Map<string, string>(Object.entries(FIXED_ES));

/** `text` (English, as the services write it) in `locale`, or undefined when no catalogue knows it. */
export function knownTranslation(text: string, locale: Locale): string | undefined {
  if (locale === DEFAULT_LOCALE) return text;
  const whole = FIXED.get(text) ?? SPEC_ES.get(text);
  if (whole !== undefined) return whole;
  for (const [pattern, say] of PATTERNS_ES) {
    const match = pattern.exec(text);
    if (match) return say(...match.slice(1).map((part) => part ?? ''));
  }
  return undefined;
}

/** `text` in `locale`; a text no catalogue knows (a value, a code) stays as it is. */
export const translate = (text: string, locale: Locale): string => knownTranslation(text, locale) ?? text;

const locales = new WeakMap<FastifyRequest, Locale>();

/** The language of the API's own texts for `request`: `lang`, else Accept-Language, else English. */
export function requestLocale(request: FastifyRequest): Locale {
  let locale = locales.get(request);
  if (!locale) {
    const query = request.query as Record<string, unknown> | undefined;
    // Query keys are matched in any case (lenient-keys.ts); the raw query may still carry LANG.
    const lang =
      query && typeof query === 'object'
        ? Object.entries(query).find(([k]) => k.toLowerCase() === 'lang')?.[1]
        : undefined;
    locale = negotiateLocale(lang, request.headers['accept-language']);
    locales.set(request, locale);
  }
  return locale;
}

/** Adds Accept-Language to the answer's Vary, keeping what is there. */
export function varyOnLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const names = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name.toLowerCase() === 'accept-language' || name === '*')) return;
  reply.header('vary', [...names, 'Accept-Language'].join(', '));
}

interface TitledBody {
  status: number;
  title: string;
  errors?: Record<string, string[]>;
}

function isTitledBody(payload: unknown): payload is TitledBody {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { status?: unknown }).status === 'number' &&
    typeof (payload as { title?: unknown }).title === 'string'
  );
}

/** A `{ status, title, errors }` answer in the request's language. */
export function localizeBody<T extends TitledBody>(body: T, locale: Locale): T {
  if (locale === DEFAULT_LOCALE) return body;
  const errors = body.errors
    ? Object.fromEntries(
        Object.entries(body.errors).map(([field, texts]) => [
          field,
          texts.map((text) => translate(text, locale)),
        ]),
      )
    : undefined;
  return { ...body, title: translate(body.title, locale), ...(errors ? { errors } : {}) };
}

const spanishIssues = zodSpanish().localeError;

/**
 * A schema check's message in `locale`: a text of the catalogues (a rule the contract words), else zod's
 * own Spanish for the issue (its English is zod's default).
 */
export function localizeIssue(
  issue: { keyword?: string; message?: string; params?: Record<string, unknown> },
  locale: Locale,
  input: unknown,
): string {
  const message = issue.message ?? 'is invalid';
  if (locale === DEFAULT_LOCALE) return message;
  const known = knownTranslation(message, locale);
  if (known !== undefined) return known;
  const params = (issue.params?.issue ?? issue.params ?? {}) as Record<string, unknown>;
  const said = spanishIssues({ ...params, code: issue.keyword, input } as never);
  const text = typeof said === 'string' ? said : said?.message;
  return text ?? translate('is invalid', locale);
}

/**
 * Every `{ status, title, errors }` answer (errors, confirmations) goes out in the request's language and
 * says that it depends on Accept-Language, so no shared cache hands one language's text to the other.
 */
export function registerApiLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!isTitledBody(payload)) return payload;
    varyOnLanguage(reply);
    return localizeBody(payload, requestLocale(request));
  });
}

/** The `lang` query parameter every documented call takes. */
export const LANG_PARAMETER = z.enum(LOCALES).optional().meta({
  description:
    'The language of the texts the answer writes itself (error titles, field errors, confirmations); wins over Accept-Language. English when neither names a language the site speaks.',
});

type QuerySchema = { extend?: (shape: Record<string, unknown>) => unknown } | undefined;

/**
 * Every documented call may answer with a text of its own (at least a 400), so every one takes `lang`:
 * added to its query schema as it is registered, so the document lists it and the unknown-key check
 * (documented-statuses.ts) lets it through. A query schema that is not a plain object (none today) is
 * left as it is; the document would then not list `lang` for it, and the fuzz gate would say so.
 */
export function acceptLangEverywhere(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { hide?: boolean; querystring?: QuerySchema } | undefined;
    if (!schema || schema.hide) return;
    if (schema.querystring === undefined) schema.querystring = z.object({ lang: LANG_PARAMETER });
    else if (typeof schema.querystring.extend === 'function')
      schema.querystring = schema.querystring.extend({ lang: LANG_PARAMETER }) as QuerySchema;
  });
}
