import { ThemeProvider, createTheme } from '@mui/material';
import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminClaimsTab } from './admin-claims-tab';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

type ListArg = { status: 'pending' | 'approved' | 'rejected'; search?: string; page: number; limit: number };
const listQuery = jest.fn();

jest.mock('@/shared/api', () => ({
  useListClaimRequestsQuery: (arg: ListArg) => listQuery(arg),
}));
// The signed-in endpoints' hooks come from their own entry; the same mock answers for both.
jest.mock('@/shared/api/signed-in', () => jest.requireMock('@/shared/api'));
jest.mock('./claim-card', () => ({
  ClaimCard: ({ claim }: { claim: { schoolName: string } }) => <p>{claim.schoolName}</p>,
}));

/** 45 pending claims, 3 approved ones and none rejected, served page by page like the API. */
function serve({ status, page, limit }: ListArg) {
  const total = { pending: 45, approved: 3, rejected: 0 }[status];
  const from = (page - 1) * limit;
  const claims = Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, i) => ({
    id: from + i + 1,
    schoolName: `${status} school ${from + i + 1}`,
  }));
  return { data: { claims, total }, isLoading: false, isFetching: false, isError: false };
}

function section(name: RegExp) {
  return screen.getByRole('region', { name });
}

describe('AdminClaimsTab', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    listQuery.mockImplementation(serve);
  });

  it('pages through each section on its own, 20 claims a page', async () => {
    render(
      <ThemeProvider theme={createTheme()}>
        <AdminClaimsTab />
      </ThemeProvider>,
    );
    const active = section(/Active Claims \(45\)/);
    expect(within(active).getByText('pending school 1')).toBeTruthy();
    expect(within(active).queryByText('pending school 21')).toBeNull();
    await userEvent.click(within(active).getByRole('button', { name: 'Go to page 3' }));
    expect(within(section(/Active Claims/)).getByText('pending school 41')).toBeTruthy();
    expect(listQuery).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'pending', page: 3, limit: 20 }));
    // Three approved claims fit on one page: no pager.
    expect(within(section(/Approved Claims \(3\)/)).queryByRole('navigation')).toBeNull();
    expect(within(section(/Rejected Claims \(0\)/)).getByText('No rejected claims')).toBeTruthy();
  });

  it('goes back to the first page when the search changes', async () => {
    jest.useFakeTimers();
    try {
      render(
        <ThemeProvider theme={createTheme()}>
          <AdminClaimsTab />
        </ThemeProvider>,
      );
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(within(section(/Active Claims/)).getByRole('button', { name: 'Go to page 2' }));
      await user.type(screen.getByLabelText('Search claims'), 'school');
      act(() => {
        jest.advanceTimersByTime(400);
      });
      const pending = listQuery.mock.calls.map(([arg]: [ListArg]) => arg).filter((arg) => arg.status === 'pending');
      expect(pending.at(-1)).toEqual({ status: 'pending', search: 'school', page: 1, limit: 20 });
      expect(pending.some((arg) => arg.page === 2)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
