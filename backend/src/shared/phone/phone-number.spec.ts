import { isPhoneNumber, phonePattern } from './phone-number';

describe('the one phone rule', () => {
  it('takes digits with the usual separators', () => {
    expect(['(702) 555-0100', '+1 702.555.0100 ext 12', '702-555-0100 x3', ''].every((v) => isPhoneNumber(v))).toBe(
      true,
    );
    expect(['call us', '702/555', '555#1'].some((v) => isPhoneNumber(v))).toBe(false);
  });

  it('asks for a number of digits when told', () => {
    expect(isPhoneNumber('(702) 555-0100', 10)).toBe(true);
    expect(isPhoneNumber('555-0100', 10)).toBe(false);
    expect(phonePattern(10).source).toBe('^(?=(?:\\D*\\d){10})[0-9+(). xXet-]*$');
  });
});
