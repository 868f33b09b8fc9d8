import { configureStore } from '@reduxjs/toolkit';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { baseApi } from '../api';
import { isAdminRole, useSession } from './session';

function answer(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

function renderSession() {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) =>
      getDefault({ immutableCheck: false, serializableCheck: false }).concat(baseApi.middleware),
  });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useSession(), { wrapper });
}

describe('useSession', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('is loading, then signed in with the user from /api/auth/user', async () => {
    const user = {
      id: 'u1',
      email: 'a@example.com',
      firstName: 'Avery',
      lastName: null,
      role: 'admin',
      profileImageUrl: null,
    };
    fetchMock.mockReturnValue(answer(200, user));
    const { result } = renderSession();
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'signed-in', user }));
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/auth/user');
    expect(request.credentials).toBe('include');
  });

  it('reads a 401 as signed out and does not ask again', async () => {
    fetchMock.mockReturnValue(answer(401, { statusCode: 401, message: 'Unauthorized' }));
    const { result } = renderSession();
    await waitFor(() => expect(result.current).toEqual({ status: 'signed-out' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads a failing server as signed out without retrying', async () => {
    fetchMock.mockReturnValue(answer(503, { statusCode: 503, message: 'Service temporarily unavailable.' }));
    const { result } = renderSession();
    await waitFor(() => expect(result.current).toEqual({ status: 'signed-out' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('isAdminRole', () => {
  it('admits admin and super_admin only', () => {
    expect(isAdminRole('admin')).toBe(true);
    expect(isAdminRole('super_admin')).toBe(true);
    expect(isAdminRole('school_admin')).toBe(false);
    expect(isAdminRole('user')).toBe(false);
  });
});
