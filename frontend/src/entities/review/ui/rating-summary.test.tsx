import { render, screen } from '@testing-library/react';
import type { RatingSummaryResponse } from '@/shared/api';
import { RatingSummary } from './rating-summary';

const summary = (overrides: Partial<RatingSummaryResponse>): RatingSummaryResponse => ({
  count: 4,
  countedCount: 3,
  enoughReviews: true,
  average: 4,
  distribution: { '1': 0, '2': 0, '3': 1, '4': 1, '5': 1 },
  aspects: { academics: 4.3, teachers: 5, community: 3, communication: 3.7 },
  ...overrides,
});

describe('RatingSummary', () => {
  it('shows the average to one decimal, the count with the insiders not counted, the stars and the aspects', () => {
    render(<RatingSummary summary={summary({})} />);
    expect(screen.getByTestId('rating-average')).toHaveTextContent('4.0');
    expect(screen.getByTestId('rating-count')).toHaveTextContent(
      '4 reviews (1 from people who work at or for this school, not counted in the rating)',
    );
    expect(screen.getByText('Communication with families').nextSibling).toHaveTextContent('3.7');
    expect(screen.getByText('3 stars').nextSibling?.nextSibling).toHaveTextContent('1');
  });

  it("says 'Not enough reviews yet' below 3 counted reviews, with no average", () => {
    render(<RatingSummary summary={summary({ count: 2, countedCount: 2, enoughReviews: false, average: null })} />);
    expect(screen.getByText('Not enough reviews yet')).toBeInTheDocument();
    expect(screen.queryByTestId('rating-average')).toBeNull();
  });
});
