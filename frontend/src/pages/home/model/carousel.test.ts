import { CAROUSEL_NEIGHBORHOODS, pickCarouselItems, wrapOffset } from './carousel';

describe('wrapOffset', () => {
  it('loops seamlessly over one copy of the list', () => {
    expect(wrapOffset(0, 5)).toBe(0);
    expect(wrapOffset(349, 5)).toBe(349);
    expect(wrapOffset(1750, 5)).toBe(0);
    expect(wrapOffset(1751, 5)).toBe(1);
  });

  it('wraps backwards too (the Previous button)', () => {
    expect(wrapOffset(-350, 5)).toBe(1400);
  });

  it('is 0 for an empty list', () => {
    expect(wrapOffset(120, 0)).toBe(0);
  });
});

describe('pickCarouselItems', () => {
  it('keeps the five featured neighborhoods in order, ignoring others', () => {
    const all = ['Paradise', 'Green Valley', 'anthem', 'Henderson', 'Summerlin', 'Southwest Las Vegas'].map((name) => ({
      name,
    }));
    expect(pickCarouselItems(all).map((n) => n.name)).toEqual([
      'Summerlin',
      'Henderson',
      'Southwest Las Vegas',
      'anthem',
      'Green Valley',
    ]);
    expect(CAROUSEL_NEIGHBORHOODS).toHaveLength(5);
  });

  it('skips featured names the list lacks', () => {
    expect(pickCarouselItems([{ name: 'Henderson' }]).map((n) => n.name)).toEqual(['Henderson']);
    expect(pickCarouselItems(undefined)).toEqual([]);
  });
});
