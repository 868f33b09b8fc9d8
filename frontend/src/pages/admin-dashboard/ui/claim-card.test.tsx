import { ThemeProvider, createTheme } from '@mui/material';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClaimRequestResponse } from '@/shared/api/signed-in';
import { ToastProvider } from '@/shared/ui';
import { ClaimCard } from './claim-card';

// Full MUI dialogs driven by user-event are slow on a busy machine: allow for it.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const approve = jest.fn();
const reject = jest.fn();
const conflictQuery = jest.fn();

jest.mock('@/shared/api', () => ({
  errorText: (error: { data?: { message?: string } }, fallback: string) => error?.data?.message ?? fallback,
  useApproveClaimMutation: () => [approve, { isLoading: false }],
  useRejectClaimMutation: () => [reject, { isLoading: false }],
  useUpdateClaimPaymentStatusMutation: () => [jest.fn(), { isLoading: false }],
  useGetClaimConflictQuery: (arg: unknown, options: unknown) => conflictQuery(arg, options),
  useListSchoolsForAdminQuery: () => ({ data: { items: [] }, isFetching: false }),
}));
// The signed-in endpoints' hooks come from their own entry; the same mock answers for both.
jest.mock('@/shared/api/signed-in', () => jest.requireMock('@/shared/api'));

const OWNER = { name: 'Olivia Owens', email: 'owner@example.com' };

const claim: ClaimRequestResponse = {
  id: 12,
  schoolName: 'Meadows School',
  firstName: 'Sam',
  lastName: 'Stranger',
  email: 'sam@example.com',
  phone: '702-555-0100',
  position: 'Parent volunteer',
  message: 'I help out at the school.',
  planName: 'Yearly',
  planInterval: 'yearly',
  status: 'pending',
  paymentStatus: 'completed',
  paymentSource: 'provider',
  paymentCompletedAt: '2026-03-01T12:00:00Z',
  userId: null,
  schoolId: null,
  linkedSchoolName: null,
  adminNotes: null,
  reviewedBy: null,
  reviewedAt: null,
  refundId: null,
  refundedAmount: null,
  refundedAt: null,
  conflict: { schoolId: 4, schoolName: 'Meadows School', owners: [OWNER] },
  namedSchool: { id: 4, name: 'Meadows School', location: '1 Meadow Ln, Las Vegas, 89107' },
  createdAt: '2026-03-01T11:00:00Z',
};

function renderCard(value: ClaimRequestResponse = claim) {
  render(
    <ThemeProvider theme={createTheme()}>
      <ToastProvider>
        <ClaimCard claim={value} />
      </ToastProvider>
    </ThemeProvider>,
  );
}

const resolved = (body: unknown) => ({ unwrap: () => Promise.resolve(body) });

describe('ClaimCard', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    conflictQuery.mockReturnValue({ data: undefined });
    approve.mockReturnValue(resolved({ message: 'ok' }));
    reject.mockReturnValue(resolved({ message: 'Claim rejected. The claimant was e-mailed your notes.' }));
  });

  it('names the current owners in a conflict banner and approves only after “Add as co-owner”', async () => {
    renderCard();
    const banner = screen.getByTestId('claim-conflict');
    expect(within(banner).getByText('Meadows School already has an owner')).toBeTruthy();
    expect(within(banner).getByText('Olivia Owens (owner@example.com)')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Approve as co-owner' }));
    const dialog = screen.getByRole('dialog', { name: 'Add as co-owner?' });
    expect(within(dialog).getByText(/managed by Olivia Owens \(owner@example.com\)/)).toBeTruthy();
    expect(approve).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add as co-owner' }));
    expect(approve).toHaveBeenCalledWith({ id: 12, approveClaimRequest: { schoolId: 4, confirmCoOwner: true } });
  });

  it('asks the server about the school the admin picks instead', () => {
    renderCard({ ...claim, conflict: null, namedSchool: null });
    expect(screen.queryByTestId('claim-conflict')).toBeNull();
    expect(conflictQuery).toHaveBeenCalledWith({ id: 12, schoolId: 0 }, { skip: true });
  });

  it('offers a plain Approve, waiting for a school, when no listing has the name the claim gives', () => {
    renderCard({ ...claim, conflict: null, namedSchool: null });
    expect(screen.getByRole('button', { name: 'Approve' })).toHaveProperty('disabled', true);
    // Nothing chosen, nothing shown as if chosen.
    expect(screen.getByRole('combobox', { name: 'School in the directory' })).toHaveProperty('value', '');
  });

  it('a picker that shows the school has chosen it: Approve is enabled at once (issue 36)', async () => {
    renderCard({ ...claim, conflict: null });
    expect(screen.getByRole('combobox', { name: 'School in the directory' })).toHaveProperty(
      'value',
      'Meadows School · 1 Meadow Ln, Las Vegas, 89107',
    );
    expect(screen.queryByText('Choose the school in the directory to approve.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(approve).toHaveBeenCalledWith({ id: 12, approveClaimRequest: { schoolId: 4 } });
  });

  it('approves a claim that needed no payment (its school already pays); no manual payment mark is offered', () => {
    renderCard({ ...claim, paymentStatus: 'not_required', paymentSource: null, paymentCompletedAt: null });
    expect(screen.getByText('No payment needed: the school already pays')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve as co-owner' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: 'Mark payment completed' })).toBeNull();
  });

  it('rejects with notes, saying first what happens to the payment', async () => {
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the claim for Meadows School?' });
    expect(within(dialog).getByText(/is e-mailed your notes/)).toBeTruthy();
    expect(within(dialog).getByText(/refunded in full to the card/)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(within(dialog).getByText('Please tell the claimant why the claim is rejected')).toBeTruthy();
    expect(reject).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/Notes for the claimant/), 'We could not confirm your role.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(reject).toHaveBeenCalledWith({ id: 12, rejectClaimRequest: { notes: 'We could not confirm your role.' } });
    expect(await screen.findByText('Claim Rejected')).toBeTruthy();
  });

  it('shows a rejected claim with its refund and notes, and no actions', () => {
    renderCard({
      ...claim,
      status: 'rejected',
      conflict: null,
      adminNotes: 'Not on staff.',
      reviewedAt: '2026-03-02T12:00:00Z',
      refundId: 're_1',
      refundedAmount: 99500,
      refundedAt: '2026-03-02T12:00:00Z',
    });
    expect(screen.getAllByText('Rejected')).toHaveLength(2);
    expect(screen.getByText('Refunded $995.00')).toBeTruthy();
    expect(screen.getByText('Not on staff.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
  });
});
