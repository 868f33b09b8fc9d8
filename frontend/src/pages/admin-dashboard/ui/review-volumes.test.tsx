import { ThemeProvider, createTheme } from '@mui/material';
import { render, screen, within } from '@testing-library/react';
import type { ModerationVolumesResponse, ReviewModerationVolumesResponse } from '@/shared/api/signed-in';
import { ReviewVolumes } from './review-volumes';

let volumes: ReviewModerationVolumesResponse;

jest.mock('@/shared/api/signed-in', () => ({
  useGetReviewModerationVolumesQuery: () => ({ data: volumes, error: undefined }),
}));

const window = (from: string, to: string, n: number): ModerationVolumesResponse => ({
  from,
  to,
  submitted: 10 * n,
  confirmed: 8 * n,
  autoHeld: n,
  published: 7 * n,
  removed: 2,
  removedByReason: [
    { reason: 'advertising', label: 'Advertising', count: 1 },
    { reason: 'hate', label: 'Hate', count: 1 },
  ],
  reportsReceived: 3,
  reportsResolved: 2,
});

describe('ReviewVolumes', () => {
  it('shows the last 30 days with removals by guideline, and each week, the latest first', () => {
    volumes = {
      lastDays: window('2027-01-07', '2027-02-05', 1),
      weeks: [window('2027-01-25', '2027-01-31', 2), window('2027-02-01', '2027-02-07', 3)],
    };
    render(
      <ThemeProvider theme={createTheme()}>
        <ReviewVolumes />
      </ThemeProvider>,
    );
    const last = screen.getByRole('table', { name: 'Moderation volumes, last 30 days' });
    expect(within(last).getByRole('row', { name: 'Submitted 10' })).toBeInTheDocument();
    expect(within(last).getByRole('row', { name: 'Held by an automatic check 1' })).toBeInTheDocument();
    expect(within(last).getByRole('row', { name: 'Removed: Advertising 1' })).toBeInTheDocument();
    expect(within(last).getByRole('row', { name: 'Reports resolved 2' })).toBeInTheDocument();
    const weeks = within(screen.getByRole('table', { name: 'Moderation volumes per week' })).getAllByRole('row');
    const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(
      within(weeks[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week of', 'Submitted', 'Confirmed', 'Auto-held', 'Published', 'Removed', 'Reports', 'Resolved']);
    expect(weeks.slice(1).map(cells)).toEqual([
      ['Feb 1', '30', '24', '3', '21', '2', '3', '2'],
      ['Jan 25', '20', '16', '2', '14', '2', '3', '2'],
    ]);
  });
});
