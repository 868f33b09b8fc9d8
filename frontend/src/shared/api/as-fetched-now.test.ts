import { asFetchedNow } from './base-api';

describe('asFetchedNow', () => {
  const state = (status: string, error?: { status: number | string }) =>
    ({
      queries: {
        q: { status, error, startedTimeStamp: 1, fulfilledTimeStamp: status === 'fulfilled' ? 2 : undefined },
      },
    }) as never;

  it.each([
    ['an answer', 'fulfilled', undefined],
    ['a 404', 'rejected', { status: 404 }],
    ["a refused search (400, 'Place Not Found')", 'rejected', { status: 400 }],
  ])('takes %s as fetched now, so the hydrated page does not ask again', (_name, status, error) => {
    expect(asFetchedNow(state(status, error), 5000)?.queries?.q?.fulfilledTimeStamp).toBe(5000);
  });

  it.each([
    ['a server error', 500],
    ['a timeout', 'TIMEOUT_ERROR'],
  ])('asks again after %s', (_name, status) => {
    expect(asFetchedNow(state('rejected', { status }), 5000)?.queries?.q?.fulfilledTimeStamp).toBeUndefined();
  });
});
