import { REVIEW_ASPECTS, type ReviewAspect } from './review';

/** The average, distribution and aspects are shown only from this many counted reviews. */
export const MIN_COUNTED_REVIEWS = 3;

/** What the store adds up over a school's published reviews that count (not insiders'). */
export interface CountedRatings {
  /** Counted reviews by overall star, 1..5. */
  byStar: Record<1 | 2 | 3 | 4 | 5, number>;
  /** Sum of each aspect's ratings over the counted reviews. */
  aspectSums: Record<ReviewAspect, number>;
}

export interface RatingSummary {
  /** Published reviews shown, insiders' included. */
  count: number;
  /** Of them, the reviews the rating is made of (insiders' are not). */
  countedCount: number;
  /** Whether there are MIN_COUNTED_REVIEWS counted reviews: without, no average is given ('Not enough reviews yet'). */
  enoughReviews: boolean;
  /** Average overall rating to one decimal, null below MIN_COUNTED_REVIEWS. */
  average: number | null;
  /** Counted reviews by star, null below MIN_COUNTED_REVIEWS. */
  distribution: Record<'1' | '2' | '3' | '4' | '5', number> | null;
  aspects: Record<ReviewAspect, number> | null;
}

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

export function ratingSummary(count: number, counted: CountedRatings): RatingSummary {
  const stars = [1, 2, 3, 4, 5] as const;
  const countedCount = stars.reduce((sum, star) => sum + counted.byStar[star], 0);
  const enoughReviews = countedCount >= MIN_COUNTED_REVIEWS;
  if (!enoughReviews) return { count, countedCount, enoughReviews, average: null, distribution: null, aspects: null };
  const total = stars.reduce((sum, star) => sum + star * counted.byStar[star], 0);
  return {
    count,
    countedCount,
    enoughReviews,
    average: oneDecimal(total / countedCount),
    distribution: {
      '1': counted.byStar[1],
      '2': counted.byStar[2],
      '3': counted.byStar[3],
      '4': counted.byStar[4],
      '5': counted.byStar[5],
    },
    aspects: Object.fromEntries(
      REVIEW_ASPECTS.map((aspect) => [aspect, oneDecimal(counted.aspectSums[aspect] / countedCount)]),
    ) as Record<ReviewAspect, number>,
  };
}
