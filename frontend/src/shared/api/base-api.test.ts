import { configureStore } from '@reduxjs/toolkit';
import { baseApi, SERVER_STATE_ACTION, serializeParams } from './base-api';
import type { HttpError } from './http-error';

/** Endpoints of the shapes the generated file makes: a GET with params and a JSON mutation. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probeList: build.query<unknown, { grades?: string[]; location?: string; page?: number }>({
      query: (arg) => ({ url: '/api/probe', params: arg }),
    }),
    probeSave: build.mutation<unknown, { name: string }>({
      query: (body) => ({ url: '/api/probe', method: 'PUT', body }),
    }),
  }),
});

function newStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

describe('serializeParams', () => {
  it('leaves unset values out and repeats the key for each list item', () => {
    expect(
      serializeParams({ grades: ['Pre-K', 'K-5'], location: '', zipCode: null, page: 2, tuitionMin: undefined }),
    ).toBe('grades=Pre-K&grades=K-5&page=2');
  });
});

describe('baseApi', () => {
  const fetchMock = jest.fn<Promise<Response>, [Request]>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.cookie = 'vps.csrf=token%201';
  });
  afterEach(() => {
    jest.restoreAllMocks();
    document.cookie = 'vps.csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends cookies and the query as repeated keys, and reads JSON', async () => {
    fetchMock.mockResolvedValue(new Response('{"total":3}', { status: 200 }));
    const result = await newStore().dispatch(
      api.endpoints.probeList.initiate({ grades: ['Pre-K', 'K-5'], location: '' }),
    );
    expect(result.data).toEqual({ total: 3 });
    const request = fetchMock.mock.calls[0][0];
    expect(request.url).toBe(`${window.location.origin}/api/probe?grades=Pre-K&grades=K-5`);
    expect(request.credentials).toBe('include');
    expect(request.headers.get('X-CSRF-Token')).toBeNull();
  });

  it('asks for the plain path when every parameter is unset', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 200 }));
    const result = await newStore().dispatch(api.endpoints.probeList.initiate({ location: '' }));
    expect(result.data).toBeNull();
    expect(fetchMock.mock.calls[0][0].url).toBe(`${window.location.origin}/api/probe`);
  });

  it('sends a change as JSON with the CSRF token of the session cookie', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    await newStore().dispatch(api.endpoints.probeSave.initiate({ name: 'Desert Academy' }));
    const request = fetchMock.mock.calls[0][0];
    expect(request.method).toBe('PUT');
    expect(request.headers.get('X-CSRF-Token')).toBe('token 1');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.text()).toBe('{"name":"Desert Academy"}');
  });

  it('turns a failed answer into `status: body` with the parsed JSON, and does not retry a 4xx', async () => {
    const body = '{"statusCode":400,"message":"School type is required"}';
    fetchMock.mockResolvedValue(new Response(body, { status: 400 }));
    const result = await newStore().dispatch(api.endpoints.probeList.initiate({ page: 1 }));
    expect(result.error as HttpError).toEqual({
      status: 400,
      message: `400: ${body}`,
      data: { statusCode: 400, message: 'School type is required' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports an unreachable server as FETCH_ERROR; a mutation is never retried', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await newStore().dispatch(api.endpoints.probeSave.initiate({ name: 'x' }));
    expect(result.error).toEqual({ status: 'FETCH_ERROR', message: 'FETCH_ERROR: TypeError: Failed to fetch' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  describe("the server's answers handed over with a rendered page", () => {
    const renderedLongAgo = Date.now() - 10 * 60_000;
    function storeFromServer(entry: Record<string, unknown>) {
      const store = newStore();
      const key = 'probeList({"page":1})';
      store.dispatch({
        type: SERVER_STATE_ACTION,
        payload: {
          api: {
            mutations: {},
            provided: { tags: {}, keys: {} },
            subscriptions: {},
            queries: {
              [key]: {
                endpointName: 'probeList',
                queryCacheKey: key,
                originalArgs: { page: 1 },
                requestId: 'server',
                startedTimeStamp: renderedLongAgo,
                fulfilledTimeStamp: entry.status === 'fulfilled' ? renderedLongAgo : undefined,
                ...entry,
              },
            },
          },
        },
      });
      return store;
    }

    it('are not asked again on mount, however long ago the page was rendered (the page cache)', async () => {
      const store = storeFromServer({ status: 'fulfilled', data: { total: 7 } });
      const result = await store.dispatch(api.endpoints.probeList.initiate({ page: 1 }));
      expect(result.data).toEqual({ total: 7 });
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it("keep a 'not found' (a 404 page does not ask again on hydration), and ask again after another failure", async () => {
      const notFound = storeFromServer({ status: 'rejected', error: { status: 404, message: '404: {}' } });
      const kept = await notFound.dispatch(api.endpoints.probeList.initiate({ page: 1 }));
      expect((kept.error as HttpError).status).toBe(404);
      expect(fetchMock).not.toHaveBeenCalled();

      fetchMock.mockResolvedValue(new Response('{"total":1}', { status: 200 }));
      const failed = storeFromServer({ status: 'rejected', error: { status: 503, message: '503: {}' } });
      const asked = await failed.dispatch(api.endpoints.probeList.initiate({ page: 1 }));
      expect(asked.data).toEqual({ total: 1 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });
});
