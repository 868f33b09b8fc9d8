import { ThemeProvider, createTheme } from '@mui/material';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MAX_AUTOMATIC_CHECKS } from '../model/checkout-return';
import { CheckoutReturnPanel } from './checkout-return-panel';

const statusQuery = jest.fn();
const refetch = jest.fn();

jest.mock('@/shared/api', () => ({
  useGetClaimCheckoutStatusQuery: (arg: unknown, options: unknown) => statusQuery(arg, options),
}));
// The signed-in endpoints' hooks come from their own entry; the same mock answers for both.
jest.mock('@/shared/api/signed-in', () => jest.requireMock('@/shared/api'));

function renderPanel(sessionId: string | null) {
  return render(
    <ThemeProvider theme={createTheme()}>
      <MemoryRouter>
        <CheckoutReturnPanel sessionId={sessionId} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('CheckoutReturnPanel', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('says the payment was received only when the server confirms it', () => {
    statusQuery.mockReturnValue({ data: { status: 'paid' }, isFetching: false, refetch });
    renderPanel('cs_paid');
    expect(screen.getByRole('heading', { name: 'Claim Request Submitted!' })).toBeTruthy();
    expect(screen.getByText(/We have received your payment/)).toBeTruthy();
    expect(statusQuery).toHaveBeenCalledWith({ sessionId: 'cs_paid' }, { skip: false });
  });

  it('confirms while pending, asking again a few times on its own, then offers Refresh and contact', () => {
    statusQuery.mockReturnValue({ data: { status: 'pending' }, isFetching: false, refetch });
    renderPanel('cs_pending');
    expect(screen.getByRole('heading', { name: 'Confirming Your Payment' })).toBeTruthy();
    expect(screen.getByText('We are confirming your payment…')).toBeTruthy();
    expect(screen.queryByText(/We have received your payment/)).toBeNull();
    for (let i = 0; i < MAX_AUTOMATIC_CHECKS + 3; i += 1) {
      act(() => {
        jest.advanceTimersByTime(2000);
      });
    }
    expect(refetch).toHaveBeenCalledTimes(MAX_AUTOMATIC_CHECKS);
    expect(screen.getByText(/taking longer than usual/)).toBeTruthy();
    act(() => {
      screen.getByRole('button', { name: 'Refresh' }).click();
    });
    expect(refetch).toHaveBeenCalledTimes(MAX_AUTOMATIC_CHECKS + 1);
  });

  it('tells nothing was found to an address typed by hand, without asking the server', () => {
    statusQuery.mockReturnValue({ data: undefined, isFetching: false, refetch });
    renderPanel(null);
    expect(statusQuery).toHaveBeenCalledWith({ sessionId: '' }, { skip: true });
    expect(screen.getByText('We are confirming your payment…')).toBeTruthy();
    expect(screen.getByText(/We could not find a payment for this page/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Submit a Claim' }).getAttribute('href')).toBe('/claim-school');
  });
});
