import { NAV_ITEMS, isNavActive } from './nav-items';

describe('isNavActive', () => {
  it('highlights the exact path and its children', () => {
    expect(isNavActive('/schools', '/schools')).toBe(true);
    expect(isNavActive('/schools/bishop-gorman-high-school', '/schools')).toBe(true);
    expect(isNavActive('/articles', '/schools')).toBe(false);
  });
});

describe('NAV_ITEMS', () => {
  it('lists the four main pages, then Open Houses', () => {
    expect(NAV_ITEMS.map((item) => [item.label, item.href])).toEqual([
      ['Directory', '/schools'],
      ['Neighborhoods', '/neighborhoods'],
      ['Articles', '/articles'],
      ['Resources', '/resources'],
      ['Open Houses', '/open-houses'],
    ]);
    expect(isNavActive('/open-houses/cancel', '/open-houses')).toBe(true);
  });
});
