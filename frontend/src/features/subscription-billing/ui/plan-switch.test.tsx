import { ThemeProvider, createTheme } from '@mui/material';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@/shared/ui';
import { PlanSwitch } from './plan-switch';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const preview = jest.fn();
const confirm = jest.fn();

jest.mock('@/shared/api', () => ({
  errorText: (error: { data?: { message?: string } }, fallback: string) => error?.data?.message ?? fallback,
  useListSubscriptionPlansQuery: () => ({
    data: [
      { id: 1, name: 'Monthly', interval: 'monthly', price: 9900 },
      { id: 2, name: 'Yearly', interval: 'yearly', price: 99500 },
    ],
  }),
  usePreviewPlanChangeMutation: () => [preview, { isLoading: false }],
  useConfirmPlanChangeMutation: () => [confirm, { isLoading: false }],
}));
jest.mock('@/shared/api/signed-in', () => jest.requireMock('@/shared/api'));

const resolved = (body: unknown) => ({ unwrap: () => Promise.resolve(body) });
const rejected = (message: string) => ({ unwrap: () => Promise.reject({ data: { message } }) });

const QUOTE = {
  planId: 2,
  planName: 'Yearly',
  interval: 'yearly',
  newPriceCents: 99500,
  amountDueNowCents: 89600,
  unusedTimeCreditCents: 9900,
  creditCarriedCents: 0,
  nextChargeAt: '2027-12-03T12:00:00.000Z',
  prorationDate: '2026-12-03T12:00:00.000Z',
};

function renderSwitch() {
  render(
    <ThemeProvider theme={createTheme()}>
      <ToastProvider>
        <PlanSwitch schoolId={7} subscription={{ interval: 'monthly', planName: 'Monthly' }} />
      </ToastProvider>
    </ThemeProvider>,
  );
}

describe('PlanSwitch', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    preview.mockReturnValue(resolved(QUOTE));
    confirm.mockReturnValue(
      resolved({ message: 'Your plan is now Yearly. It renews on December 3, 2027.', planId: 2 }),
    );
  });

  it('shows the provider’s proration before switching, and switches for the instant it was priced', async () => {
    renderSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to yearly' }));
    expect(preview).toHaveBeenCalledWith({ planChangeRequest: { schoolId: 7, planId: 2 } });
    expect(confirm).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Switch to the Yearly plan?' });
    const costs = within(dialog).getByRole('table', { name: 'What the switch costs' });
    expect(within(costs).getByText('$995.00')).toBeTruthy();
    expect(within(costs).getByText('−$99.00')).toBeTruthy();
    expect(within(costs).getByText('$896.00')).toBeTruthy();
    expect(within(dialog).getByText('The Yearly plan then renews on December 3, 2027.')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to Yearly' }));
    expect(confirm).toHaveBeenCalledWith({
      confirmPlanChangeRequest: { schoolId: 7, planId: 2, prorationDate: '2026-12-03T12:00:00.000Z' },
    });
    expect(await screen.findByText('Plan Switched')).toBeTruthy();
  });

  it('keeps the dialog open with the provider’s reason when the card is declined', async () => {
    confirm.mockReturnValue(rejected('The card on file was declined, so the plan was not changed.'));
    renderSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to yearly' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to Yearly' }));
    expect(await within(dialog).findByText('The card on file was declined, so the plan was not changed.')).toBeTruthy();
  });

  it('changes nothing when the school keeps its plan', async () => {
    renderSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to yearly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep Monthly' }));
    expect(confirm).not.toHaveBeenCalled();
  });
});
