import { SCHOOL_PHONE_MIN_DIGITS, isPhoneNumber } from '.';

describe('the one phone rule', () => {
  it('takes digits with the usual separators', () => {
    expect(['(702) 555-0100', '+1 702.555.0100 ext 12', '702-555-0100 x3', ''].every((v) => isPhoneNumber(v))).toBe(
      true,
    );
    expect(['call us', '702/555', '555#1'].some((v) => isPhoneNumber(v))).toBe(false);
  });

  it("wants ten digits for a school's listing", () => {
    expect(isPhoneNumber('(702) 555-0100', SCHOOL_PHONE_MIN_DIGITS)).toBe(true);
    expect(isPhoneNumber('555-0100', SCHOOL_PHONE_MIN_DIGITS)).toBe(false);
    expect(isPhoneNumber('555-0100')).toBe(true);
  });
});
