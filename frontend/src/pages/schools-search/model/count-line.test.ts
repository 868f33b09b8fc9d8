import { listCountLine, mapCountLine } from './count-line';

describe('the directory count line', () => {
  it("reads 'Showing X-Y of N schools' in list view", () => {
    expect(listCountLine(1, 12, 66)).toBe('Showing 1-12 of 66 schools');
    expect(listCountLine(1, 1, 1)).toBe('Showing 1-1 of 1 school');
    expect(listCountLine(13, 24, 1200, true)).toBe('Showing 13-24 of 1,200+ schools');
    expect(listCountLine(0, 0, 0)).toBe('0 schools');
  });

  it('says what the map shows in map view, with no page range', () => {
    expect(mapCountLine(66, 66)).toBe('66 schools on the map');
    expect(mapCountLine(1, 1)).toBe('1 school on the map');
    expect(mapCountLine(64, 66)).toBe('64 of 66 schools on the map');
    expect(mapCountLine(0, 2)).toBe('0 of 2 schools on the map');
    expect(mapCountLine(12, null)).toBe('12 schools on the map');
  });
});
