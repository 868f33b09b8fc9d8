import { isNavActive } from './nav-items';

describe('isNavActive', () => {
  it('highlights the exact path and its children', () => {
    expect(isNavActive('/schools', '/schools')).toBe(true);
    expect(isNavActive('/schools/bishop-gorman-high-school', '/schools')).toBe(true);
    expect(isNavActive('/articles', '/schools')).toBe(false);
  });
});
