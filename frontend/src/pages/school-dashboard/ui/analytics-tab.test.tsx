import { ThemeProvider, createTheme } from '@mui/material';
import { render, screen } from '@testing-library/react';
import type { SchoolAnalyticsResponse } from '@/shared/api/signed-in';
import { AnalyticsTab } from './analytics-tab';

let analytics: SchoolAnalyticsResponse;

jest.mock('@/shared/api/signed-in', () => ({
  useGetSchoolAnalyticsQuery: () => ({ currentData: analytics, isError: false }),
}));
// The chart needs a layout jsdom has not got; the Table view carries the same numbers.
jest.mock('@mui/x-charts/LineChart', () => ({ LineChart: () => null }));

describe('AnalyticsTab', () => {
  it('names each lead type as the inbox does: an RSVP is not an information request', () => {
    analytics = {
      schoolId: 7,
      days: 30,
      current: { from: '2026-10-25', to: '2026-11-23' },
      previous: { from: '2026-09-25', to: '2026-10-24' },
      totals: [{ metric: 'leads', current: 3, previous: 0, changePercent: null }],
      conversion: { requests: 2, visitors: 1, percent: null },
      clicksByKind: [],
      daily: [],
      referrers: [],
      leadsByType: [
        { type: 'information', count: 1 },
        { type: 'open_house', count: 1 },
        { type: 'tour', count: 1 },
      ],
      medianFirstResponseMinutes: null,
      peers: { groupSize: 1, medianLeads: null, medianProfileViews: null, schoolType: null },
      lastRolledUpAt: null,
    };
    render(
      <ThemeProvider theme={createTheme()}>
        <AnalyticsTab schoolId={7} />
      </ThemeProvider>,
    );
    expect(screen.getByText(/^Leads by type:/)).toHaveTextContent(
      'Leads by type: Information 1, Open house RSVP 1, Tour 1',
    );
    // Two requests from one counted visitor is no share: the counts, never a 200 % 'conversion'.
    expect(screen.getByTestId('profile-conversion')).toHaveTextContent(
      'Profile conversion: 2 information or tour requests from 1 unique profile visitor (more requests than counted visitors, so no rate).',
    );
    expect(screen.queryByText(/\d{3}%/)).toBeNull();
  });
});
