import { ratingsSourceText, ratingsSourced } from './ratings';

describe('neighborhood ratings', () => {
  it('are shown only with their source and date', () => {
    expect(ratingsSourced({ ratingsSource: null, ratingsAsOf: null })).toBe(false);
    expect(ratingsSourced({ ratingsSource: 'LVMPD', ratingsAsOf: null })).toBe(false);
    expect(ratingsSourced({ ratingsSource: ' ', ratingsAsOf: '2026-03-01' })).toBe(false);
    expect(ratingsSourceText({ ratingsSource: 'LVMPD crime statistics', ratingsAsOf: '2026-03-01' })).toBe(
      'Grades: LVMPD crime statistics, as of March 1, 2026',
    );
    expect(ratingsSourceText({})).toBeNull();
  });
});
