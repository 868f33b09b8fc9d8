import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnPath('/portal')).toBe('/portal');
    expect(safeReturnPath('/schools?grades=K&page=2')).toBe('/schools?grades=K&page=2');
  });

  it('refuses other origins, odd slashes, control characters and non-strings', () => {
    for (const next of [
      'https://evil.example/portal',
      '//evil.example',
      '/\\evil.example',
      '/portal\\..',
      'portal',
      '/portal\r\nSet-Cookie: x=1',
      `/${'x'.repeat(600)}`,
      '',
      undefined,
      ['/portal'],
    ]) {
      expect(safeReturnPath(next)).toBeNull();
    }
  });
});
