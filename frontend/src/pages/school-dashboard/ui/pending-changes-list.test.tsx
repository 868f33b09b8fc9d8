import { ThemeProvider, createTheme } from '@mui/material';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingChangeResponse } from '@/shared/api/signed-in';
import { ToastProvider } from '@/shared/ui';
import { PendingChangesList } from './pending-changes-list';

jest.setTimeout(30_000);

const withdraw = jest.fn();

jest.mock('@/shared/api', () => ({
  errorText: (error: { data?: { message?: string } }, fallback: string) => error?.data?.message ?? fallback,
}));
jest.mock('@/shared/api/signed-in', () => ({
  useWithdrawMyPendingChangeMutation: () => [withdraw, { isLoading: false }],
}));

const change = (id: number, patch: Partial<PendingChangeResponse> = {}): PendingChangeResponse => ({
  id,
  schoolId: 7,
  schoolName: 'Desert Academy',
  userId: 'user-9',
  submittedBy: 'user-9',
  submitterName: 'Olive Owens',
  submitterEmail: 'olive@example.com',
  changeType: 'profile_update',
  changeData: { name: `Name ${id}` },
  currentValues: { name: 'Desert Academy' },
  status: 'pending',
  adminNotes: null,
  reviewedBy: null,
  reviewedAt: null,
  revertedAt: null,
  revertReason: null,
  newerConflicts: [],
  createdAt: '2026-03-01T12:00:00Z',
  updatedAt: '2026-03-01T12:00:00Z',
  ...patch,
});

function renderList(changes: PendingChangeResponse[]) {
  render(
    <ThemeProvider theme={createTheme()}>
      <ToastProvider>
        <PendingChangesList changes={changes} />
      </ToastProvider>
    </ThemeProvider>,
  );
}

describe("PendingChangesList (the owner's history)", () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows when each change was submitted, flags one a newer change overlaps, and withdraws it', async () => {
    withdraw.mockReturnValue({ unwrap: () => Promise.resolve({}) });
    renderList([
      change(2, { createdAt: '2026-03-01T18:05:00Z' }),
      change(1, {
        newerConflicts: [{ id: 2, status: 'pending', createdAt: '2026-03-01T18:05:00Z', fields: ['name'] }],
      }),
    ]);
    const older = screen.getByTestId('my-change-1');
    expect(within(older).getByText('Submitted Mar 1, 2026, 4:00 AM')).toBeInTheDocument();
    expect(within(older).getByTestId('change-conflicts')).toHaveTextContent(
      'Change #2 (submitted Mar 1, 2026, 10:05 AM, pending) also sets School Name.',
    );
    expect(within(screen.getByTestId('my-change-2')).queryByTestId('change-conflicts')).not.toBeInTheDocument();
    await userEvent.click(within(older).getByRole('button', { name: 'Withdraw' }));
    expect(withdraw).toHaveBeenCalledWith({ id: 1 });
    expect(await screen.findByText('Change Withdrawn')).toBeInTheDocument();
  });

  it("says 'Reverted by the team' with the reason, not 'Approved'; decided changes cannot be withdrawn", () => {
    renderList([
      change(3, { status: 'approved', revertedAt: '2026-03-02T17:00:00Z', revertReason: 'Not the charter name' }),
      change(4, { status: 'withdrawn' }),
    ]);
    const reverted = screen.getByTestId('my-change-3');
    expect(within(reverted).getByText('Reverted by the team')).toBeInTheDocument();
    expect(within(reverted).queryByText('Approved')).not.toBeInTheDocument();
    expect(reverted).toHaveTextContent(
      'Our team set this change back on Mar 2, 2026, 9:00 AM. Reason: Not the charter name',
    );
    expect(within(screen.getByTestId('my-change-4')).getByText('Withdrawn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });
});
