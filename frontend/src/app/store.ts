import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { baseApi, type ServerRenderExtra } from '@/shared/api';

/**
 * One store per page load in the browser, one per request on the server (app/entry-server.tsx):
 * `extra` tells the server's queries where the API answers; `before` runs ahead of the thunks.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Redux's own type for a middleware adding no dispatch signature
export function makeStore(extra?: ServerRenderExtra, before: Middleware<{}, unknown>[] = []) {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(...before)
        .concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
