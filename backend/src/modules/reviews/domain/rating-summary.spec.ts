import { ratingSummary } from './rating-summary';

const aspects = (value: number) => ({ academics: value, teachers: value, community: value, communication: value });

describe('rating summary (issue 39: the average only from 3 counted reviews)', () => {
  it("gives no average, distribution or aspects below 3 counted reviews ('Not enough reviews yet')", () => {
    expect(ratingSummary(4, { byStar: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 }, aspectSums: aspects(9) })).toEqual({
      count: 4,
      countedCount: 2,
      enoughReviews: false,
      average: null,
      distribution: null,
      aspects: null,
    });
  });

  it('averages to one decimal over the counted reviews from 3 on', () => {
    const summary = ratingSummary(3, {
      byStar: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 },
      aspectSums: { academics: 13, teachers: 12, community: 10, communication: 14 },
    });
    expect(summary).toEqual({
      count: 3,
      countedCount: 3,
      enoughReviews: true,
      average: 4.3,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 },
      aspects: { academics: 4.3, teachers: 4, community: 3.3, communication: 4.7 },
    });
  });
});
