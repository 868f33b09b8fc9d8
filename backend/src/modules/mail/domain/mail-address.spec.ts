import { isSafeMailAddress } from './mail-address';

describe('isSafeMailAddress', () => {
  it('accepts ordinary addresses', () => {
    expect(isSafeMailAddress('maria.lopez+school@example.co.uk')).toBe(true);
  });

  it('refuses header injection, lists, display names and oversize input', () => {
    for (const value of [
      'a@example.com\r\nBcc: b@example.com',
      'a@example.com\nX: y',
      'a@example.com, b@example.com',
      'Maria <a@example.com>',
      'no-at-sign',
      `${'a'.repeat(250)}@example.com`,
      'ctl@b.co\u0001\u0007',
      'tab\t@example.com',
      'del\u007f@example.com',
    ])
      expect(isSafeMailAddress(value)).toBe(false);
  });
});
