import { baseApi } from '../api';

export type Role = 'user' | 'school_admin' | 'admin' | 'super_admin';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  profileImageUrl: string | null;
}

/**
 * The signed-in user, or null when signed out (a 401 is an answer here, not an
 * error). Cached 5 minutes and never retried, per the spec.
 */
const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sessionUser: build.query<SessionUser | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: '/api/auth/user' });
        if (result.error) {
          const status = (result.error as { status?: unknown }).status;
          if (status === 401 || status === 404) return { data: null };
          return { error: result.error };
        }
        return { data: result.data as SessionUser };
      },
      keepUnusedDataFor: 300,
      extraOptions: { retryCondition: () => false },
    }),
  }),
});

export type SessionState =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

export function useSession(): SessionState {
  const { data, isLoading, isError } = sessionApi.useSessionUserQuery(undefined, { refetchOnMountOrArgChange: 300 });
  if (isLoading) return { status: 'loading' };
  if (isError || !data) return { status: 'signed-out' };
  return { status: 'signed-in', user: data };
}

export function isAdminRole(role: Role): boolean {
  return role === 'admin' || role === 'super_admin';
}
