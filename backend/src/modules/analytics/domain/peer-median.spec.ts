import { median, peerMedian } from './peer-median';

describe('peer median', () => {
  it('is hidden below 5 schools', () => {
    expect(peerMedian([])).toBeNull();
    expect(peerMedian([1, 2, 3, 4])).toBeNull();
  });

  it('is the middle value of 5 or more, the mean of the middle two for an even count', () => {
    expect(peerMedian([9, 1, 5, 3, 7])).toBe(5);
    expect(peerMedian([0, 0, 10, 2, 4, 6])).toBe(3);
  });

  it('does not reorder the caller’s list', () => {
    const values = [3, 1, 2];
    expect(median(values)).toBe(2);
    expect(values).toEqual([3, 1, 2]);
  });
});
