import type { ApiText } from './i18n/api-language.js';
import type { Noun } from './i18n/api-texts-es.js';

/**
 * Typed errors the services throw; the one error handler turns them into the contract's error body
 * (docs/http-contract.md). Titles are `ApiText`s, so each has its Spanish (docs/decisions/0082).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly title: ApiText,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(title);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(title: ApiText, errors?: Record<string, string[]>) {
    super(400, title, errors);
  }
}

export class UnauthorizedError extends AppError {
  constructor(title: ApiText = 'You have to be signed in for this') {
    super(401, title);
  }
}

export class ForbiddenError extends AppError {
  constructor(title: ApiText = 'This is not yours to change') {
    super(403, title);
  }
}

export class NotFoundError extends AppError {
  constructor(what: Noun) {
    super(404, `${what} was not found`);
  }
}

export class ConflictError extends AppError {
  constructor(title: ApiText, status = 409) {
    super(status, title);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(429, 'Too many requests, try again later', undefined, { 'retry-after': String(retryAfterSeconds) });
  }
}

/** `value`, or a 404 naming `what` when there is none: how services turn a missing row into an answer. */
export function found<T>(value: T | null | undefined, what: Noun): T {
  if (value === undefined || value === null) throw new NotFoundError(what);
  return value;
}

/** A media file the pipeline will not take (not a video, no duration, undecodable): names the file and why. */
export class MediaRejectedError extends AppError {
  constructor(
    readonly fileName: string,
    readonly reason: string,
  ) {
    super(422, `${fileName} was refused: ${reason}`, { file: [reason] });
  }
}
