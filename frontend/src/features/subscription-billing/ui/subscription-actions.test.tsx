import { ThemeProvider, createTheme } from '@mui/material';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@/shared/ui';
import { SubscriptionActions } from './subscription-actions';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const cancel = jest.fn();
const resume = jest.fn();
const portalSession = jest.fn();

jest.mock('@/shared/api', () => ({
  errorText: (error: { data?: { message?: string } }, fallback: string) => error?.data?.message ?? fallback,
  useCancelSubscriptionMutation: () => [cancel, { isLoading: false }],
  useResumeSubscriptionMutation: () => [resume, { isLoading: false }],
  useCreateBillingPortalSessionMutation: () => [portalSession, { isLoading: false }],
}));
// The signed-in endpoints' hooks come from their own entry; the same mock answers for both.
jest.mock('@/shared/api/signed-in', () => jest.requireMock('@/shared/api'));

const resolved = (body: unknown) => ({ unwrap: () => Promise.resolve(body) });

function renderActions(subscription: { status: string; cancelAtPeriodEnd: boolean }, redirect = jest.fn()) {
  render(
    <ThemeProvider theme={createTheme()}>
      <ToastProvider>
        <SubscriptionActions schoolId={7} schoolName="Meadows School" subscription={subscription} redirect={redirect} />
      </ToastProvider>
    </ThemeProvider>,
  );
  return redirect;
}

describe('SubscriptionActions', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    cancel.mockReturnValue(resolved({ message: 'Your subscription will end on March 1, 2027.' }));
    resume.mockReturnValue(resolved({ message: 'Your subscription continues and renews on March 1, 2027.' }));
    portalSession.mockReturnValue(resolved({ url: 'https://billing.example/p/1' }));
  });

  it('offers Cancel (after a confirmation) for an active subscription, and no Resume', async () => {
    renderActions({ status: 'active', cancelAtPeriodEnd: false });
    expect(screen.queryByRole('button', { name: 'Resume Subscription' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the subscription of Meadows School?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(cancel).toHaveBeenCalledWith({ schoolBillingRequest: { schoolId: 7 } });
    expect(await screen.findByText('Subscription Cancelled')).toBeTruthy();
  });

  it('hides Cancel once the end is scheduled and offers Resume instead', async () => {
    renderActions({ status: 'active', cancelAtPeriodEnd: true });
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Resume Subscription' }));
    expect(resume).toHaveBeenCalledWith({ schoolBillingRequest: { schoolId: 7 } });
    expect(await screen.findByText('Subscription Resumed')).toBeTruthy();
    expect(screen.getByText('Your subscription continues and renews on March 1, 2027.')).toBeTruthy();
  });

  it('offers neither for a past-due subscription; Manage Billing opens the provider’s page', async () => {
    const redirect = renderActions({ status: 'past_due', cancelAtPeriodEnd: false });
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resume Subscription' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Upgrade Plan|Update Payment Method/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Manage Billing' }));
    expect(portalSession).toHaveBeenCalledWith({ schoolBillingRequest: { schoolId: 7 } });
    expect(redirect).toHaveBeenCalledWith('https://billing.example/p/1');
  });
});
