/**
 * The server-side renderer of the public pages (issue 21), built by `vite build --ssr` into
 * frontend/dist-server/entry-server.cjs and called by the backend (shared/http/spa.ts) for every
 * public route an anonymous visitor opens.
 *
 * Data comes from the same RTK Query endpoints as in the browser: on the server the query hooks
 * start their requests while rendering (base-api.ts), so a pass renders, the running queries are
 * awaited, and the page is rendered again until a pass starts no new query (a school page would need two:
 * the school, then its neighborhood and open houses). A page module can name its queries ahead
 * (`serverPrefetch`, app/routes.tsx): the school page does, and is rendered once. The final HTML is complete (`onAllReady`): it
 * is cached, and its emotion styles are extracted from it.
 */
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { Middleware, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Writable } from 'node:stream';
import { baseApi, type ServerRenderExtra } from '@/shared/api';
import { setSessionCookieSeen } from '@/shared/auth';
import { AppProviders } from './providers';
import { AppRoutes, pagePrefetch, pageRoute } from './routes';
import { serializeServerState } from './server-state';
import { createStyleCache } from './style-cache';
import { makeStore, type AppStore } from './store';

export { pageRoute };

/** A page that needs more rounds of queries than this is rendered with what it has. */
const MAX_PASSES = 4;
/** A render (a lazy chunk, a slow answer) that takes longer is given up: the shell is served instead. */
const RENDER_TIMEOUT_MS = 10_000;

export interface RenderRequest {
  /** Path and query, e.g. `/schools?grades=K`. */
  url: string;
  /** Where the API answers for this process, e.g. `http://127.0.0.1:3000`. */
  apiOrigin: string;
}

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** `<style data-emotion>` tags for the head: the styles this markup uses, nothing else. */
  styles: string;
  /** The JSON for `<script type="application/json" id="server-state">`, safe inside a script element. */
  state: string;
  /** How many times the page was rendered (1 when everything it shows was fetched before). */
  passes: number;
}

// Only anonymous visitors are rendered here (the backend serves the shell when a session cookie is
// sent): the header renders signed-out and never asks who is signed in.
setSessionCookieSeen(false);

type ApiState = ReturnType<AppStore['getState']>['api'];

/**
 * A query that failed (the unknown school's 404) stays failed for the rest of the request: RTK Query
 * would start it again for the next pass's hook, and that pass would render it loading. Thunks get
 * a view of the state where failed queries count as settled, so their `condition` skips them.
 */
function settledQueriesStaySettled(extra: ServerRenderExtra): Middleware {
  return (api) => (next) => (action) => {
    if (typeof action !== 'function') return next(action);
    const getState = () => {
      const state = api.getState() as { api: ApiState };
      const queries = { ...state.api.queries };
      for (const [key, query] of Object.entries(queries)) {
        if (query?.status === 'rejected' && !query.fulfilledTimeStamp) {
          queries[key] = { ...query, fulfilledTimeStamp: query.startedTimeStamp } as typeof query;
        }
      }
      return { ...state, api: { ...state.api, queries } };
    };
    return (action as (dispatch: unknown, getState: unknown, extra: unknown) => unknown)(api.dispatch, getState, extra);
  };
}

function renderToHtml(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      // Every boundary inline, in document order: React otherwise moves large ones to the end of the
      // page with an inline script to put them in place (no inline script passes our CSP, and no
      // script runs at all with JavaScript disabled).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      // An error inside a Suspense boundary: React renders the fallback and the browser retries it.
      onError: (error) => console.error('server render:', error),
    });
    const timer = setTimeout(() => {
      stream.abort();
      reject(new Error(`rendering took longer than ${RENDER_TIMEOUT_MS} ms`));
    }, RENDER_TIMEOUT_MS);
  });
}

/** How many URLs `queriesOfUrl` remembers (the least recently rendered is forgotten first). */
const REMEMBERED_URLS = 2000;

type AskedQuery = { endpointName: string; originalArgs: unknown };

/**
 * The queries each URL's last render ended with. A URL is rendered again whenever the page cache
 * lost it (a catalogue write clears the pages that read it): its queries are then asked before the
 * first pass, so the page renders once instead of discovering them pass by pass. Anything that
 * changed since (a school moved to another neighborhood) is still found by the passes.
 */
const queriesOfUrl = new Map<string, AskedQuery[]>();

function rememberQueries(url: string, api: ApiState): void {
  const asked = Object.values(api.queries)
    .filter((query) => query?.status === 'fulfilled')
    .map((query) => ({ endpointName: query!.endpointName, originalArgs: query!.originalArgs }));
  queriesOfUrl.delete(url);
  queriesOfUrl.set(url, asked);
  if (queriesOfUrl.size > REMEMBERED_URLS) queriesOfUrl.delete(queriesOfUrl.keys().next().value!);
}

function askRememberedQueries(url: string, dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) {
  // The generated endpoints are injected into baseApi at runtime; its type only knows the base.
  const endpoints = baseApi.endpoints as unknown as Record<
    string,
    { initiate(args: unknown): (dispatch: unknown, getState: unknown, extra: unknown) => PromiseLike<unknown> }
  >;
  return Promise.all(
    (queriesOfUrl.get(url) ?? []).map(({ endpointName, originalArgs }) =>
      endpoints[endpointName] ? dispatch(endpoints[endpointName].initiate(originalArgs) as never) : undefined,
    ),
  );
}

export async function render({ url, apiOrigin }: RenderRequest): Promise<RenderedPage> {
  const extra: ServerRenderExtra = { apiOrigin };
  const store = makeStore(extra, [settledQueriesStaySettled(extra)]);
  // The prepended middleware hides the thunk signature from the store's type; it is there.
  const dispatch = store.dispatch as ThunkDispatch<unknown, unknown, UnknownAction>;
  // A page that knows its queries asks them first and is then rendered once; the passes below still
  // catch anything it did not ask (the path's query string is not part of a route's params).
  const prefetch = await pagePrefetch(new URL(url, 'http://render.invalid').pathname);
  await Promise.all([prefetch?.(dispatch), askRememberedQueries(url, dispatch)]);
  for (let pass = 1; ; pass++) {
    const cache = createStyleCache();
    const emotion = createEmotionServer(cache);
    const queriesBefore = store.getState().api.queries;
    const html = await renderToHtml(
      <StrictMode>
        <CacheProvider value={cache}>
          <AppProviders store={store}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </CacheProvider>
      </StrictMode>,
    );
    await Promise.all(dispatch(baseApi.util.getRunningQueriesThunk()));
    if (store.getState().api.queries === queriesBefore || pass === MAX_PASSES) {
      rememberQueries(url, store.getState().api);
      return {
        html,
        // Marked as already placed (`data-s`): they are in the head, and emotion's browser cache would otherwise
        // move every one of them there again, which makes the browser parse them and restyle the page anew.
        styles: emotion
          .constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html))
          .replace(/<style data-emotion="/g, '<style data-s="" data-emotion="'),
        state: serializeServerState({ sessionCookie: false, store: { api: store.getState().api } }),
        passes: pass,
      };
    }
  }
}
