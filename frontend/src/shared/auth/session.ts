import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { type baseApi, generatedApi, useGetCurrentUserQuery, type Role, type SessionUserResponse } from '../api';

export type { Role };
export type SessionUser = SessionUserResponse;

/**
 * `GET /api/auth/user` (docs/product.md "Client behaviour"): never retried (a 401 is an answer, and a
 * failing server is not hammered), cached 5 minutes.
 */
generatedApi.enhanceEndpoints({
  endpoints: {
    getCurrentUser: { extraOptions: { retryCondition: () => false }, keepUnusedDataFor: 300 },
  },
});

export type SessionState =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

/**
 * False when the server that rendered the page saw no session cookie (it renders the signed-out
 * header then): nobody is signed in, so the probe would only log a 401. Unknown (true) for pages
 * rendered in the browser. A sign-in sets it (useRememberSignedInUser).
 */
let sessionCookieSeen = true;

/** Called once before the first render with what the server saw (app/main.tsx, app/entry-server.tsx). */
export function setSessionCookieSeen(seen: boolean): void {
  sessionCookieSeen = seen;
}

/** The header's three states: loading (nothing shown), signed out (401 or any failure), signed in. */
export function useSession(): SessionState {
  const { data, isLoading } = useGetCurrentUserQuery(undefined, {
    refetchOnMountOrArgChange: 300,
    skip: !sessionCookieSeen,
  });
  if (isLoading) return { status: 'loading' };
  if (!data) return { status: 'signed-out' };
  return { status: 'signed-in', user: data };
}

export function isAdminRole(role: Role): boolean {
  return role === 'admin' || role === 'super_admin';
}

type ApiDispatch = ThunkDispatch<{ api: ReturnType<typeof baseApi.reducer> }, unknown, UnknownAction>;

/**
 * Puts the user a sign-in returned into the session cache at once, so every
 * `useSession` reads "signed in" before the refetch the sign-in triggers.
 */
export function useRememberSignedInUser(): (user: SessionUser) => void {
  const dispatch = useDispatch<ApiDispatch>();
  return useCallback(
    (user: SessionUser) => {
      sessionCookieSeen = true;
      void dispatch(generatedApi.util.upsertQueryData('getCurrentUser', undefined, user));
    },
    [dispatch],
  );
}
