import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@starlane/contract';
import { AppError } from '../errors.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { localizeIssue, requestLocale, type ApiText } from '../i18n/api-language.js';

/**
 * Fastify's own 4xx errors in words of our catalogue (docs/decisions/0082); the English answer keeps
 * Fastify's message, which names the detail.
 */
const FASTIFY_TITLES: Record<string, ApiText> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body is of a type this call does not read',
};

/** How long a client is asked to wait while the database is unreachable (docs/decisions/0022). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/** `/name/0` (a JSON pointer) becomes `name.0`; an empty pointer names the whole part of the request. */
function fieldOf(instancePath: string, fallback: string): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field === '' ? fallback : field;
}

/** The part of the request a schema check was about. */
function partOf(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

/** The value a JSON pointer names in `root` (what a schema check refused), if any. */
function valueAt(root: unknown, pointer: string): unknown {
  let value = root;
  for (const key of pointer.split('/').slice(1)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return value;
}

/** The single place where failures become responses: docs/http-contract.md's `{ status, title, errors }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = {
        status: error.status,
        title: error.title,
        ...(error.errors ? { errors: error.errors } : {}),
      };
      return reply
        .status(error.status)
        .headers(error.headers ?? {})
        .send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      // The provider's issue type comes from a deep fastify import that type-aware lint cannot always resolve.
      const issues = error.validation as ReadonlyArray<{
        instancePath: string;
        keyword?: string;
        message?: string;
        params?: Record<string, unknown>;
      }>;
      for (const issue of issues) {
        const field = fieldOf(issue.instancePath, error.validationContext ?? 'request');
        const input = valueAt(partOf(request, error.validationContext), issue.instancePath);
        (errors[field] ??= []).push(localizeIssue(issue, requestLocale(request), input));
      }
      const body: ErrorBody = { status: 400, title: 'One or more fields are invalid', errors };
      return reply.status(400).send(body);
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ status: 500, title: 'Internal server error' } satisfies ErrorBody);
    }

    if (isDatabaseUnavailable(error)) {
      request.log.warn({ event: 'outage.database', err: error }, 'database unavailable: answered 503');
      const body: ErrorBody = {
        status: 503,
        title: 'The site is unavailable for a moment, try again shortly',
      };
      return reply.status(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send(body);
    }

    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ status, title: 'Internal server error' } satisfies ErrorBody);
    }
    // Fastify's own 4xx errors: malformed JSON, body too large, unsupported media type, rate limits...
    const title =
      requestLocale(request) === 'en'
        ? error.message
        : (FASTIFY_TITLES[error.code] ?? 'The request is not valid');
    return reply.status(status).send({ status, title } satisfies ErrorBody);
  });
}
