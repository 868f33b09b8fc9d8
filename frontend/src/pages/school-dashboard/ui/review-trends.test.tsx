import { ThemeProvider, createTheme } from '@mui/material';
import { render, screen, within } from '@testing-library/react';
import type { SchoolReviewAnalyticsResponse } from '@/shared/api/signed-in';
import { ReviewTrends, monthLabel } from './review-trends';

let analytics: SchoolReviewAnalyticsResponse;

jest.mock('@/shared/api/signed-in', () => ({
  useGetOwnSchoolReviewAnalyticsQuery: () => ({ data: analytics, error: undefined }),
}));
// The charts need a layout jsdom has not got; the table carries the same numbers.
jest.mock('@mui/x-charts/BarChart', () => ({ BarChart: () => null }));
jest.mock('@mui/x-charts/LineChart', () => ({ LineChart: () => null }));

describe('ReviewTrends', () => {
  it('lists every month, the latest first, with the reviews, the counted ones and their average', () => {
    analytics = {
      months: [
        { month: '2026-12', reviews: 0, countedReviews: 0, averageRating: null },
        { month: '2027-01', reviews: 3, countedReviews: 2, averageRating: 4.5 },
        { month: '2027-02', reviews: 1, countedReviews: 1, averageRating: 2 },
      ],
    };
    render(
      <ThemeProvider theme={createTheme()}>
        <ReviewTrends schoolId={7} />
      </ThemeProvider>,
    );
    const table = screen.getByRole('table', { name: 'Reviews and average rating per month' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Feb 2027112.0', 'Jan 2027324.5', 'Dec 202600–']);
    expect(screen.getByRole('img', { name: /Reviews per month, chart/ })).toBeInTheDocument();
  });

  it('names months shortly for the chart axis', () => {
    expect(monthLabel('2027-01')).toBe('Jan 2027');
    expect(monthLabel('2027-01', true)).toBe('Jan 27');
  });
});
