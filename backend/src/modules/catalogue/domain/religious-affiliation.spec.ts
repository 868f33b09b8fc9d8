import { affiliationFamily, groupAffiliations, isAffiliationFamily } from './religious-affiliation';

describe('religious affiliations by family (issue 35)', () => {
  it('reads the family of a denomination written in brackets', () => {
    expect(affiliationFamily('Jewish (Conservative)')).toBe('Jewish');
    expect(affiliationFamily('Catholic')).toBe('Catholic');
    expect(isAffiliationFamily('Jewish')).toBe(true);
    expect(isAffiliationFamily('Lutheran (LCMS)')).toBe(false);
  });

  it('groups each family with its denominations, counting the whole family', () => {
    expect(
      groupAffiliations([
        { value: 'Catholic', count: 7 },
        { value: 'Jewish', count: 3 },
        { value: 'Jewish (Conservative)', count: 2 },
        { value: 'Jewish (Orthodox)', count: 1 },
        { value: 'Lutheran (LCMS)', count: 1 },
      ]),
    ).toEqual([
      { value: 'Catholic', count: 7, denominations: [] },
      {
        value: 'Jewish',
        count: 6,
        denominations: [
          { value: 'Jewish (Conservative)', count: 2 },
          { value: 'Jewish (Orthodox)', count: 1 },
        ],
      },
      // A family no school names alone is still offered: ticking it finds its denominations.
      { value: 'Lutheran', count: 1, denominations: [{ value: 'Lutheran (LCMS)', count: 1 }] },
    ]);
  });
});
