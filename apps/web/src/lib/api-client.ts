import { REQUEST_TIMEOUT_MS } from '@rta/domain/common/constants';
import { DEVICE_FINGERPRINT_HEADER } from '@rta/domain/accounts/constants';
import { useSession } from '../stores/session-store.ts';
import { readDeviceFingerprint } from './device-fingerprint.ts';
import { dispatchRateLimit, rateLimitDetail } from './rate-limit-event.ts';

/** An answer from our API that was not a success, with the server's message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The machine-readable code of the answer (AUTH_ERROR_CODES), when it has one. */
  get code(): string | undefined {
    const body = this.body;
    return typeof body === 'object' && body && 'code' in body && typeof body.code === 'string' ? body.code : undefined;
  }

  /** Per-field messages of a 400, keyed by field name. */
  get fields(): Record<string, string> {
    const body = this.body;
    if (typeof body !== 'object' || !body || !('fields' in body)) return {};
    const fields = body.fields;
    if (typeof fields !== 'object' || !fields) return {};
    return Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Send the session's bearer token (the default). Login sends none (spec §7). */
  auth?: boolean;
  headers?: Record<string, string>;
}

/** What the session reacts to; the accounts feature connects it at startup. */
export interface SessionHooks {
  /** The server refused the token this tab holds (401): the session is over. */
  sessionRefused: (code: string | undefined) => void;
  /** Spec §4: a 404 triggers a user refresh (roles or the account may have changed). */
  notFound: () => void;
}

let sessionHooks: SessionHooks = { sessionRefused: () => undefined, notFound: () => undefined };

export const connectSessionHooks = (hooks: SessionHooks): void => {
  sessionHooks = hooks;
};

const requestHeaders = (options: RequestOptions): { headers: Record<string, string>; token: string | null } => {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  // Spec §7: every request carries the bearer token and the fingerprint when they are stored.
  const token = options.auth === false ? null : useSession.getState().token;
  if (token) headers.authorization = `Bearer ${token}`;
  const fingerprint = readDeviceFingerprint();
  if (fingerprint) headers[DEVICE_FINGERPRINT_HEADER] = fingerprint;
  return { headers, token };
};

/** The session's headers for a request that is not JSON (a file's download): the bearer token and fingerprint. */
export const sessionHeaders = (accept: string): Record<string, string> =>
  requestHeaders({ headers: { accept } }).headers;

const messageOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body && 'message' in body && typeof body.message === 'string' ? body.message : undefined;

/** The session rules of spec §4 that any answer can trigger. */
const reactToFailure = (path: string, response: Response, body: unknown, sentToken: string | null): void => {
  if (response.status === 429) {
    dispatchRateLimit(rateLimitDetail(path, response.headers, messageOf(body)));
  } else if (response.status === 401 && sentToken && sentToken === useSession.getState().token) {
    // Only the token still held counts: an answer to a token replaced meanwhile (rotation,
    // a new login) says nothing about the current session.
    const code =
      typeof body === 'object' && body && 'code' in body && typeof body.code === 'string' ? body.code : undefined;
    sessionHooks.sessionRefused(code);
  } else if (response.status === 404) {
    sessionHooks.notFound();
  }
};

type CheckResult<T> = { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly unknown[] };

/**
 * What an answer is checked against: a schema (a Standard Schema: valibot's, or zod's while
 * its last schemas move to valibot).
 */
export interface AnswerCheck<T> {
  readonly '~standard': {
    readonly validate: (value: unknown) => CheckResult<T> | Promise<CheckResult<T>>;
    readonly types?: { readonly output: T } | undefined;
  };
}

/**
 * The one HTTP client: JSON in and out, credentials sent, the bearer token and device
 * fingerprint attached, a 30 s timeout, answers checked against a schema. It does not retry
 * (TanStack Query does, or `withRetry`). The schema may still be loading (a promise): it is
 * awaited once the answer is in, so code of the first paint can load its schema in parallel.
 */
export const apiRequest = async <T>(
  path: string,
  schema: AnswerCheck<T> | Promise<AnswerCheck<T>>,
  options: RequestOptions = {},
): Promise<T> => (await apiAnswer(path, schema, options)).data;

/** The target of an answer's `Link: <…>; rel="next"` header (a list's next page), if it has one. */
export const nextPageOf = (headers: Headers): string | undefined =>
  /<([^>]*)>\s*;\s*rel="?next"?/.exec(headers.get('link') ?? '')?.[1];

/** apiRequest, with the answer's headers (for a list's Link header). */
export const apiAnswer = async <T>(
  path: string,
  schema: AnswerCheck<T> | Promise<AnswerCheck<T>>,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> => {
  // A failure to load the schema is reported when it is awaited below, not as an unhandled rejection.
  if (schema instanceof Promise) schema.catch(() => undefined);
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const { headers, token } = requestHeaders(options);
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  });
  const body: unknown = response.headers.get('content-type')?.includes('json') ? await response.json() : null;
  if (!response.ok) {
    reactToFailure(path, response, body, token);
    throw new ApiError(messageOf(body) ?? response.statusText, response.status, body);
  }
  const checked = await (await schema)['~standard'].validate(body);
  if (checked.issues) throw new ApiError('Invalid data format received from server', response.status, body);
  return { data: checked.value, headers: response.headers };
};
