import { createApi, retry, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { httpErrorMessage, type HttpError } from './http-error';
import { retryDelayMs, shouldRetryQuery } from './retry-rule';

/**
 * Every call sends cookies and reads JSON. A non-ok answer becomes an
 * `HttpError` whose message is `status: body` and is logged to the console.
 */
const rawBaseQuery: BaseQueryFn<string | FetchArgs, unknown, HttpError> = async (args, api) => {
  const { url, method = 'GET', body, params, headers } = typeof args === 'string' ? ({ url: args } as FetchArgs) : args;
  const target = new URL(url, window.location.origin);
  for (const [key, value] of Object.entries((params ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) target.searchParams.append(key, String(item));
  }
  const requestHeaders = new Headers(headers as HeadersInit | undefined);
  if (body !== undefined) requestHeaders.set('Content-Type', 'application/json');
  const csrf = readCsrfToken();
  if (csrf && method !== 'GET') requestHeaders.set('X-CSRF-Token', csrf);

  let response: Response;
  try {
    response = await fetch(target.pathname + target.search, {
      method,
      credentials: 'include',
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: api.signal,
    });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', message: `FETCH_ERROR: ${String(error)}` } };
  }
  const text = await response.text();
  const data = parseJson(text);
  if (!response.ok) {
    console.error('Request failed', { status: response.status, url: target.pathname + target.search, body: text });
    return {
      error: { status: response.status, message: httpErrorMessage(response.status, text, response.statusText), data },
    };
  }
  return { data: data ?? (text === '' ? null : text) };
};

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The CSRF token the server hands out with the session (see identity), echoed on every change. */
function readCsrfToken(): string | undefined {
  const match = document.cookie.match(/(?:^|;\s*)vps\.csrf=([^;]+)/);
  return match ? decodeURIComponent(match[1]) : undefined;
}

const baseQueryWithRetry = retry(rawBaseQuery, {
  retryCondition: (error, _args, { attempt, baseQueryApi }) =>
    shouldRetryQuery((error as HttpError).message ?? '', attempt - 1, baseQueryApi.type === 'mutation'),
  backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt))),
});

/** The one API slice. Endpoints are injected by `generated/api.gen.ts` (`npm run codegen`). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRetry,
  endpoints: () => ({}),
  keepUnusedDataFor: 300,
  refetchOnMountOrArgChange: 30,
  refetchOnReconnect: true,
  refetchOnFocus: false,
});
