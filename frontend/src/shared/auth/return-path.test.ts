import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnPath('/portal')).toBe('/portal');
    expect(safeReturnPath('/schools?page=2')).toBe('/schools?page=2');
  });

  it('refuses other origins, odd slashes and control characters', () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', 'portal', '/a\nb', '', null]) {
      expect(safeReturnPath(next)).toBeNull();
    }
  });
});
