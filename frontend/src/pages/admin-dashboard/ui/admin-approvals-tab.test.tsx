import { ThemeProvider, createTheme } from '@mui/material';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingChangeResponse } from '@/shared/api/signed-in';
import { ToastProvider } from '@/shared/ui';
import { AdminApprovalsTab } from './admin-approvals-tab';

// Full MUI forms driven by user-event are slow on a busy machine: allow for it.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const approve = jest.fn();
const reject = jest.fn();
const listQuery = jest.fn();

jest.mock('@/shared/api', () => ({
  errorText: (error: { data?: { message?: string } }, fallback: string) => error?.data?.message ?? fallback,
  useListPendingChangesForAdminQuery: (arg: unknown) => listQuery(arg),
  useApproveChangeMutation: () => [approve, { isLoading: false }],
  useRejectChangeMutation: () => [reject, { isLoading: false }],
}));
// The signed-in endpoints' hooks come from their own entry; the same mock answers for both.
jest.mock('@/shared/api/signed-in', () => jest.requireMock('@/shared/api'));

const change: PendingChangeResponse = {
  id: 41,
  schoolId: 7,
  schoolName: 'Desert Academy',
  userId: 'user-9',
  submittedBy: 'user-9',
  submitterName: 'Olive Owens',
  submitterEmail: 'olive@example.com',
  changeType: 'profile_update',
  changeData: { city: 'Henderson', socialLinks: { instagram: 'https://instagram.com/d' } },
  currentValues: { city: 'Las Vegas', socialLinks: null },
  status: 'pending',
  adminNotes: null,
  reviewedBy: null,
  reviewedAt: null,
  revertedAt: null,
  revertReason: null,
  newerConflicts: [],
  createdAt: '2026-03-01T12:00:00Z',
  updatedAt: '2026-03-01T12:00:00Z',
};

function renderTab() {
  render(
    <ThemeProvider theme={createTheme()}>
      <ToastProvider>
        <AdminApprovalsTab />
      </ToastProvider>
    </ThemeProvider>,
  );
}

describe('AdminApprovalsTab', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    listQuery.mockReturnValue({
      data: { items: [change], total: 1, page: 1, limit: 20 },
      isLoading: false,
      isError: false,
    });
  });

  it('shows each change with its type, school and submitter by name and e-mail, date, status and fields old → new', () => {
    renderTab();
    const card = screen.getByTestId('admin-change-41');
    expect(within(card).getByText('Profile Update')).toBeInTheDocument();
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText(/Submitted by Olive Owens \(olive@example\.com\)/)).toBeInTheDocument();
    expect(within(card).getByText('Desert Academy')).toBeInTheDocument();
    expect(within(card).queryByText(/user-9/)).not.toBeInTheDocument();
    expect(within(card).getByText('Las Vegas')).toBeInTheDocument();
    expect(within(card).getByText('(not set)')).toBeInTheDocument();
    // To the minute, in Las Vegas time (12:00 UTC is 4:00 AM PST).
    expect(within(card).getByText('Submitted Mar 1, 2026, 4:00 AM')).toBeInTheDocument();
    expect(within(card).getByText('Henderson')).toBeInTheDocument();
    expect(within(card).getByText('https://instagram.com/d')).toBeInTheDocument();
  });

  it('rejects with the default notes and toasts', async () => {
    const user = userEvent.setup();
    reject.mockReturnValue({ unwrap: () => Promise.resolve({}) });
    renderTab();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByLabelText('Notes')).toHaveValue('Changes need revision');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(reject).toHaveBeenCalledWith({ id: 41, rejectChangeRequest: { notes: 'Changes need revision' } });
    expect(await screen.findByText('Change Rejected')).toBeInTheDocument();
    expect(screen.getByText('The change has been rejected.')).toBeInTheDocument();
  });

  it('approves with optional notes and shows the server message when approval fails', async () => {
    const user = userEvent.setup();
    approve.mockReturnValue({
      unwrap: () => Promise.reject({ status: 409, data: { message: 'This change has already been approved.' } }),
    });
    renderTab();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.type(screen.getByLabelText('Notes (optional)'), 'Thanks');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(approve).toHaveBeenCalledWith({ id: 41, approveChangeRequest: { notes: 'Thanks' } });
    expect(await screen.findByText('Approval Failed')).toBeInTheDocument();
    expect(screen.getByText('This change has already been approved.')).toBeInTheDocument();
  });

  it("lists only what waits for review with 'Pending only'", async () => {
    const user = userEvent.setup();
    renderTab();
    expect(listQuery).toHaveBeenLastCalledWith(expect.objectContaining({ status: undefined, page: 1 }));
    await user.click(screen.getByRole('switch', { name: 'Pending only' }));
    expect(listQuery).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'pending', page: 1 }));
  });

  it('flags a change a newer one overlaps, on the card and in the approval dialog', async () => {
    const user = userEvent.setup();
    listQuery.mockReturnValue({
      data: {
        items: [
          {
            ...change,
            newerConflicts: [{ id: 44, status: 'pending', createdAt: '2026-03-02T18:30:00Z', fields: ['city'] }],
          },
        ],
        total: 1,
        page: 1,
        limit: 20,
      },
      isLoading: false,
      isError: false,
    });
    renderTab();
    const text =
      'Conflicts with a newer change. Change #44 (submitted Mar 2, 2026, 10:30 AM, pending) also sets City. ' +
      'Approving this older change would overwrite the newer one.';
    expect(within(screen.getByTestId('admin-change-41')).getByTestId('change-conflicts')).toHaveTextContent(text);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(within(screen.getByRole('dialog')).getByTestId('change-conflicts')).toHaveTextContent(text);
  });

  it('says an approved change was reverted since, not only that it was approved', () => {
    listQuery.mockReturnValue({
      data: {
        items: [{ ...change, status: 'approved', revertedAt: '2026-03-03T12:00:00Z', revertReason: 'Wrong city' }],
        total: 1,
        page: 1,
        limit: 20,
      },
      isLoading: false,
      isError: false,
    });
    renderTab();
    const card = screen.getByTestId('admin-change-41');
    expect(within(card).getByText('Reverted by the team')).toBeInTheDocument();
    expect(within(card).queryByText('Approved')).not.toBeInTheDocument();
  });

  it('shows the empty texts', () => {
    listQuery.mockReturnValue({ data: { items: [], total: 0, page: 1, limit: 20 }, isLoading: false, isError: false });
    renderTab();
    expect(screen.getByText('No pending changes')).toBeInTheDocument();
  });
});
