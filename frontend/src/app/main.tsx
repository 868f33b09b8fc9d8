import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SERVER_STATE_ACTION } from '@/shared/api';
import { setSessionCookieSeen } from '@/shared/auth';
import { AppProviders } from './providers';
import { AppRoutes, preloadPage } from './routes';
import { SERVER_STATE_ELEMENT_ID, type ServerState } from './server-state';
import { makeStore } from './store';
import './global.css';

const store = makeStore();
// Enables refetch on reconnect (focus refetching stays off in the API slice).
setupListeners(store.dispatch);

const app = (
  <StrictMode>
    {/* The same tree as the server's (app/entry-server.tsx); this cache takes over its style tags. */}
    <CacheProvider value={createCache({ key: 'css' })}>
      <AppProviders store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </CacheProvider>
  </StrictMode>
);

const root = document.getElementById('root')!;
const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
if (serverState) {
  // A page the server rendered (public routes): take over its HTML with the data it was rendered from.
  const state = JSON.parse(serverState) as ServerState;
  setSessionCookieSeen(state.sessionCookie);
  store.dispatch({ type: SERVER_STATE_ACTION, payload: state.store });
  // The server sends the page's chunk as a module script of its own (backend shared/http/spa.ts), so
  // it is there or on its way: asked for before hydrating, the page renders without suspending. The
  // root is hydrated at once (no await: React then owns every event from before DOMContentLoaded and
  // hydrates on a click), and a page chunk still on its way keeps the server's HTML until it arrives.
  void preloadPage(window.location.pathname).catch(() => undefined);
  hydrateRoot(root, app);
} else {
  // The plain shell (signed-in visitors, dashboards): rendered here.
  createRoot(root).render(app);
}
