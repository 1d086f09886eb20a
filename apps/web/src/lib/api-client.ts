/**
 * The one way the web client talks to the server: same-origin fetch with the session cookie, JSON in and
 * out, and a typed `ApiError` carrying the server's `{ status, title, errors }` body for every non-2xx answer.
 * Network failures (server unreachable) surface as the browser's own `TypeError`.
 */
import type { ErrorBody } from '@starlane/contract';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Anything with a `parse` method (a zod schema, for one) can check a response body. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  method?: HttpMethod;
  query?: QueryParams;
  /** Sent as JSON. Leave out for an empty body (no Content-Type is sent then). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Validates (and narrows) the response body; without it the body is trusted as `T`. */
  schema?: ResponseParser<T>;
  /** Lets the request outlive the page (a report sent as the tab closes). */
  keepalive?: boolean;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly title: string;
  readonly errors: Record<string, string[]>;

  constructor(body: ErrorBody) {
    super(body.title);
    this.status = body.status;
    this.title = body.title;
    this.errors = body.errors ?? {};
  }

  /** The first message for `field`, if the server sent one. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** 404 for an unknown id, 400 for one that cannot be an id: to a visitor both mean "no such thing". */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** `path` plus the defined query parameters, URL-encoded. */
export function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArrayRecord(value: unknown): value is Record<string, string[]> {
  return (
    isRecord(value) &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((item) => typeof item === 'string'))
  );
}

/** Builds the error for a failed response from whatever body it had. */
export function toApiError(response: Pick<Response, 'status' | 'statusText'>, data: unknown): ApiError {
  const fallbackTitle = response.statusText || `Request failed with status ${String(response.status)}`;
  if (isRecord(data)) {
    const title = typeof data.title === 'string' && data.title ? data.title : fallbackTitle;
    const errors = isStringArrayRecord(data.errors) ? data.errors : undefined;
    return new ApiError({ status: response.status, title, ...(errors ? { errors } : {}) });
  }
  return new ApiError({ status: response.status, title: fallbackTitle });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', query, body, signal, headers = {}, schema, keepalive } = options;
  const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  const init: RequestInit = { method, credentials: 'same-origin', headers: requestHeaders };
  if (signal) init.signal = signal;
  if (keepalive) init.keepalive = true;
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    requestHeaders['Content-Type'] = 'application/json';
  }

  const response = await fetch(buildUrl(path, query), init);
  const data = await readBody(response);
  if (!response.ok) throw toApiError(response, data);
  return schema ? schema.parse(data) : (data as T);
}

export const api = {
  get: <T = unknown>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(
    path: string,
    body?: unknown,
    options: Omit<RequestOptions<T>, 'method' | 'body'> = {},
  ) => apiRequest<T>(path, { ...options, method: 'POST', body }),
};

/** A human sentence for any thrown value, for toasts and error panels. */
export function errorMessage(error: unknown, fallback = 'Something went wrong.'): string {
  if (isApiError(error)) return error.title;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
