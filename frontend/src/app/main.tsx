import { CacheProvider } from '@emotion/react';
import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SERVER_STATE_ACTION } from '@/shared/api';
import { setSessionCookieSeen } from '@/shared/auth';
import { loadToastView } from '@/shared/ui';
import { PageHydratedProvider } from './page-hydrated';
import { AppProviders } from './providers';
import { AppRoutes, preloadPage } from './routes';
import { SERVER_STATE_ELEMENT_ID, type ServerState } from './server-state';
import { createStyleCache } from './style-cache';
import { makeStore } from './store';

/**
 * Takes over the page (app/boot.ts, the HTML's only script, calls it): hydrates what the server
 * rendered, or renders the plain shell. Resolves once the page is React's.
 */
export async function startApp(): Promise<void> {
  const store = makeStore();
  // Enables refetch on reconnect (focus refetching stays off in the API slice).
  setupListeners(store.dispatch);
  let pageHydrated!: () => void;
  const done = new Promise<void>((resolve) => (pageHydrated = resolve));

  const app = (
    <StrictMode>
      {/* The same tree as the server's (app/entry-server.tsx); this cache takes over its style tags. */}
      <CacheProvider value={createStyleCache()}>
        <PageHydratedProvider value={pageHydrated}>
          <AppProviders store={store}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppProviders>
        </PageHydratedProvider>
      </CacheProvider>
    </StrictMode>
  );

  const root = document.getElementById('root')!;
  const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!serverState) {
    // The plain shell (signed-in visitors, dashboards, sign-in): rendered here. Sent without a session cookie, it
    // says so (backend spa.ts), and the header shows the signed-out links without asking who is signed in.
    if (document.querySelector('meta[name="session-cookie"][content="absent"]')) setSessionCookieSeen(false);
    // Its pages may toast before any interaction (the portal's 'Please log in' before it leaves for sign-in).
    void loadToastView();
    createRoot(root).render(app);
    return done;
  }
  // A page the server rendered (public routes): take over its HTML with the data it was rendered from.
  const state = JSON.parse(serverState) as ServerState;
  setSessionCookieSeen(state.sessionCookie);
  store.dispatch({ type: SERVER_STATE_ACTION, payload: state.store });
  // The page's chunk was fetched beside this one (boot.ts preloads it): with it loaded, the page hydrates
  // without suspending. A chunk that failed to load leaves the server's HTML until React retries it.
  await preloadPage(window.location.pathname).catch(() => undefined);
  // Running the page's code was a task of its own; hydration starts in the next one, so input waits for neither.
  await new Promise((resume) => setTimeout(resume, 0));
  // Hydrated as a transition: React works in short slices and lets the browser answer input between them
  // (one long task froze a phone for hundreds of milliseconds). A click on a part not yet hydrated makes
  // React hydrate it at once.
  startTransition(() => {
    hydrateRoot(root, app);
  });
  return done;
}
