import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
} from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { httpErrorMessage, type HttpError } from './http-error';
import { retryDelayMs, shouldRetryQuery } from './retry-rule';

/** Query values as the server reads them: unset ones left out, lists as repeated keys (`grades=a&grades=b`). */
export function serializeParams(params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  return query.toString();
}

/** The CSRF token the server hands out with the session (see identity), echoed on every change. */
function readCsrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.match(/(?:^|;\s*)vps\.csrf=([^;]+)/);
  return match ? decodeURIComponent(match[1]) : undefined;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * What the server-side renderer hands its per-request store (thunk `extra`): where the API answers.
 * The browser has none and calls its own origin.
 */
export interface ServerRenderExtra {
  /**
   * e.g. `http://127.0.0.1:3000`: the rendering process itself, over loopback; on the backend's render
   * threads an origin whose calls the backend answers in-process (render-pool.ts).
   */
  apiOrigin: string;
}

function apiOrigin(extra: unknown): string {
  const server = extra as ServerRenderExtra | undefined;
  return server?.apiOrigin ?? window.location.origin;
}

/**
 * RTK Query's fetch: cookies on every call, the CSRF header on every change,
 * JSON bodies, and the body read as text (shaped below). Absolute URLs (the
 * origin is added below), so the same calls run in the browser, on the server
 * and under the unit tests' fetch.
 */
const fetchQuery = fetchBaseQuery({
  credentials: 'include',
  paramsSerializer: serializeParams,
  prepareHeaders: (headers, { arg }) => {
    const method = typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET');
    const csrf = readCsrfToken();
    if (csrf && method !== 'GET') headers.set('X-CSRF-Token', csrf);
    return headers;
  },
  // A function (not 'text'): the request keeps the browser's own Accept header.
  responseHandler: (response) => response.text(),
  // Named so RTK does not warn where `fetch` is installed later (the unit tests' double).
  fetchFn: (...args) => fetch(...args),
});

/**
 * The app's error shape on top of it: a non-ok answer becomes an `HttpError`
 * whose message is `status: body` (the retry rule reads it), with the parsed
 * JSON as `data`, and is logged to the console.
 */
const rawBaseQuery: BaseQueryFn<string | FetchArgs, unknown, HttpError> = async (args, api, extraOptions) => {
  const request = typeof args === 'string' ? { url: args } : args;
  // Every parameter unset: no `?` at all, so the URL (and the server's cache key) stays the plain path.
  const origin = apiOrigin(api.extra);
  const url = /^https?:/.test(request.url) ? request.url : origin + request.url;
  const sendable =
    request.params && serializeParams(request.params) !== ''
      ? { ...request, url }
      : { ...request, url, params: undefined };
  const result = await fetchQuery(sendable, api, extraOptions);
  const { error } = result;
  if (!error) {
    const text = result.data as string;
    return { data: parseJson(text) ?? (text === '' ? null : text) };
  }
  if (typeof error.status === 'number') {
    const text = typeof error.data === 'string' ? error.data : '';
    const url = result.meta?.request.url ?? sendable.url;
    // The server renderer's misses (a 404 school) are answers it renders, not errors to log.
    if (typeof window !== 'undefined')
      console.error('Request failed', {
        status: error.status,
        url: new URL(url).pathname + new URL(url).search,
        body: text,
      });
    return {
      error: {
        status: error.status,
        message: httpErrorMessage(error.status, text, result.meta?.response?.statusText ?? ''),
        data: parseJson(text),
      },
    };
  }
  // The call never got an answer (network down, or the request aborted).
  const status = error.status === 'TIMEOUT_ERROR' ? 'TIMEOUT_ERROR' : 'FETCH_ERROR';
  const reason = 'error' in error ? String(error.error) : '';
  return { error: { status, message: `${status}: ${reason}` } };
};

const baseQueryWithRetry = retry(rawBaseQuery, {
  retryCondition: (error, _args, { attempt, baseQueryApi }) =>
    shouldRetryQuery((error as HttpError).message ?? '', attempt - 1, baseQueryApi.type === 'mutation'),
  backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt))),
});

/** The action the browser dispatches with the server's query cache before it hydrates the page. */
export const SERVER_STATE_ACTION = 'ssr/apiState';

interface ServerQueryEntry {
  status?: string;
  fulfilledTimeStamp?: number;
  error?: { status?: unknown };
}
interface ServerApiState {
  queries?: Record<string, ServerQueryEntry | undefined>;
}

/**
 * The server's answers as fetched when the browser takes them. A page from the page cache was rendered
 * from data still current (it is dropped when the catalogue changes, as the API's answers are), so its
 * render time would only make the page ask every query again right after hydration (the 30 s of
 * `refetchOnMountOrArgChange`), work on the main thread while it loads. A 'not found' (404) or a refused
 * search (400: 'Place Not Found', with the places to search instead) is an answer too: the page would
 * otherwise ask again on hydration, flash a loading state and drop a click on its links. Other failures
 * (a server error, a timeout) are asked again, as before.
 */
const ANSWERED_FAILURES: readonly unknown[] = [400, 404];

export function asFetchedNow(state: ServerApiState | undefined, now = Date.now()): ServerApiState | undefined {
  if (!state?.queries) return state;
  const queries: Record<string, ServerQueryEntry | undefined> = {};
  for (const [key, entry] of Object.entries(state.queries)) {
    const answered =
      entry?.status === 'fulfilled' ||
      (entry?.status === 'rejected' && ANSWERED_FAILURES.includes(entry.error?.status));
    queries[key] = answered ? { ...entry, fulfilledTimeStamp: now } : entry;
  }
  return { ...state, queries };
}

/**
 * On the server (no `window`) the query hooks start their requests during render: the renderer
 * renders once, awaits the running queries, and renders again with the data (see
 * app/entry-server.tsx). The page's own hooks decide what is fetched, with exactly their arguments.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/** The one API slice. Endpoints are injected by `generated/*.gen.ts` (`npm run codegen`). */
export const baseApi = createApi({
  reducerPath: 'api',
  // The server's answers, handed over in the page (app/main.tsx): the first render matches its HTML.
  extractRehydrationInfo: (action, { reducerPath }) =>
    (action as { type: string }).type === SERVER_STATE_ACTION
      ? (asFetchedNow((action as unknown as { payload: Record<string, ServerApiState> }).payload[reducerPath]) as never)
      : undefined,
  baseQuery: baseQueryWithRetry,
  endpoints: () => ({}),
  keepUnusedDataFor: 300,
  refetchOnMountOrArgChange: 30,
  refetchOnReconnect: true,
  refetchOnFocus: false,
});
