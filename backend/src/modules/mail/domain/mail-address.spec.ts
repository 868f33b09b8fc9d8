import { isSafeMailAddress, senderWithName } from './mail-address';

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

describe('senderWithName', () => {
  const from = '"Vegas Private Schools" <no-reply@example.com>';
  it('keeps the address and shows the name given', () => {
    expect(senderWithName(from, 'Oak Academy')).toBe('"Oak Academy" <no-reply@example.com>');
    expect(senderWithName('no-reply@example.com', 'Oak Academy')).toBe('"Oak Academy" <no-reply@example.com>');
  });
  it('escapes quotes and drops line breaks, so a name adds no header or address', () => {
    expect(senderWithName(from, 'St. "Mary\'s" \\ School\r\nBcc: x@y.z')).toBe(
      '"St. \\"Mary\'s\\" \\\\ School Bcc: x@y.z" <no-reply@example.com>',
    );
  });
  it('is MAIL_FROM as configured without a name', () => {
    expect(senderWithName(from, null)).toBe(from);
    expect(senderWithName(from, '  ')).toBe(from);
  });
});
