import { retryDelayMs, shouldRetryQuery } from './retry-rule';

describe('query retry rule', () => {
  it('does not retry client errors, except 408', () => {
    expect(shouldRetryQuery('404: Not Found', 0, false)).toBe(false);
    expect(shouldRetryQuery('401: {"message":"Unauthorized"}', 0, false)).toBe(false);
    expect(shouldRetryQuery('408: Request Timeout', 0, false)).toBe(true);
  });

  it('retries server errors up to twice', () => {
    expect(shouldRetryQuery('500: Internal Server Error', 0, false)).toBe(true);
    expect(shouldRetryQuery('503: down', 1, false)).toBe(true);
    expect(shouldRetryQuery('503: down', 2, false)).toBe(false);
  });

  it('follows the digit rule literally: any 4 in the message stops retries', () => {
    expect(shouldRetryQuery('500: error at line 42', 0, false)).toBe(false);
  });

  it('never retries mutations', () => {
    expect(shouldRetryQuery('500: Internal Server Error', 0, true)).toBe(false);
  });

  it('doubles the delay from 1 s and caps it at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
