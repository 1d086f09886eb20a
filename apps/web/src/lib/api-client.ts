/**
 * The one way the web client talks to the server: same-origin fetch with the session cookie, JSON in and
 * out, and a typed `ApiError` carrying the server's `{ status, title, errors }` body for every non-2xx answer.
 * Network failures (server unreachable) surface as the browser's own `TypeError`.
 */
import type { AnswerOf, ApiRoute, PathParamNames, ShapeOf, Values } from '@starlane/contract';
import { DEFAULT_LOCALE, localeOfPath, type ErrorBody, type Locale } from '@starlane/contract';

/**
 * The language of the page making the call (its path says it: docs/decisions/0072); the server writes its
 * own texts (errors, confirmations) in it (0082). English outside a browser.
 */
function pageLocale(): Locale {
  return typeof window === 'undefined' ? DEFAULT_LOCALE : localeOfPath(window.location.pathname);
}

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
  const requestHeaders: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': pageLocale(),
    ...headers,
  };
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

/*
 * The typed client: a call names a row of the contract's route table (`apiRoutes`), never a path, and the
 * row's types say which path parameters, query and body it takes and what it answers.
 */

type ParamsOption<P extends string> = [PathParamNames<P>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamNames<P>, string | number> };
/** Nothing in it is required. */
type AllOptional<T> = Partial<T> extends T ? true : false;

type QueryOption<S> = S extends { query: infer Q }
  ? AllOptional<Q> extends true
    ? { query?: Q }
    : { query: Q }
  : { query?: never };
type BodyOption<S> = S extends { body: infer B } ? { body: B } : { body?: never };

/** Where a route is: its path parameters and query. */
export type PlaceOptions<R extends ApiRoute> = ParamsOption<R['path']> & QueryOption<ShapeOf<R>>;

/** What a call of `R` takes. */
export type CallOptions<R extends ApiRoute> = PlaceOptions<R> &
  BodyOption<ShapeOf<R>> & {
    signal?: AbortSignal | undefined;
    headers?: Record<string, string>;
    keepalive?: boolean;
  };

/** The options as a rest argument: optional when nothing in them is required. */
type OptionsArg<T> = AllOptional<T> extends true ? [options?: T] : [options: T];

/** A route's path with its `:name` parameters filled in, URL-encoded. */
export function routePath(route: ApiRoute, params: Record<string, string | number> = {}): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The URL of a call, for a link or a beacon. */
export function apiUrl<R extends ApiRoute>(route: R, ...[options]: OptionsArg<PlaceOptions<R>>): string {
  const { params, query } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: QueryParams;
  };
  return buildUrl(routePath(route, params), query);
}

/** Calls the API: the route's method at its path, with the query and JSON body the route takes. */
export function callApi<R extends ApiRoute>(
  route: R,
  ...[options]: OptionsArg<CallOptions<R>>
): Promise<AnswerOf<R>> {
  const { params, query, body, signal, headers, keepalive } = (options ?? {}) as CallOptions<ApiRoute> & {
    params?: Record<string, string | number>;
    query?: QueryParams;
    body?: unknown;
  };
  return apiRequest<AnswerOf<R>>(routePath(route, params), {
    method: route.method,
    ...(query ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(signal ? { signal } : {}),
    ...(headers ? { headers } : {}),
    ...(keepalive ? { keepalive } : {}),
  });
}

/** The items of a list a route answers wrapped as `{ $values }`. */
export type ItemOf<R> = AnswerOf<R> extends Values<infer T> ? T : never;

/** Calls a route that answers `{ $values }` and hands back the bare list. */
export async function callApiValues<R extends ApiRoute>(
  route: R,
  ...options: OptionsArg<CallOptions<R>>
): Promise<ItemOf<R>[]> {
  const answer = (await callApi(route, ...options)) as Values<ItemOf<R>>;
  return answer.$values;
}

/** A human sentence for any thrown value, for toasts and error panels. */
export function errorMessage(error: unknown, fallback = 'Something went wrong.'): string {
  if (isApiError(error)) return error.title;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
