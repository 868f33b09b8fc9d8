import { ThemeProvider, createTheme } from '@mui/material';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@/shared/ui';
import { LeadNotificationSetting } from './lead-notification-setting';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const save = jest.fn();
let current: { data?: { mode: string }; isLoading: boolean; isError: boolean };

jest.mock('@/shared/api', () => ({
  errorText: (error: { data?: { message?: string } }, fallback: string) => error?.data?.message ?? fallback,
  useGetLeadNotificationSettingQuery: () => current,
  usePutLeadNotificationSettingMutation: () => [save, { isLoading: false }],
}));
// The signed-in endpoints' hooks come from their own entry; the same mock answers for both.
jest.mock('@/shared/api/signed-in', () => jest.requireMock('@/shared/api'));

function renderSetting() {
  render(
    <ThemeProvider theme={createTheme()}>
      <ToastProvider>
        <LeadNotificationSetting schoolId={7} />
      </ToastProvider>
    </ThemeProvider>,
  );
}

describe('LeadNotificationSetting', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    current = { data: { mode: 'immediate' }, isLoading: false, isError: false };
  });

  it('shows the saved choice and saves a new one with a success toast', async () => {
    save.mockReturnValue({ unwrap: () => Promise.resolve({ mode: 'daily_summary' }) });
    renderSetting();
    expect(screen.getByRole('radiogroup', { name: 'Notify me of new leads and RSVPs:' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'At once' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Daily summary' }));
    expect(save).toHaveBeenCalledWith({ schoolId: 7, leadNotificationSettingRequest: { mode: 'daily_summary' } });
    expect(await screen.findByText('Notifications Updated')).toBeTruthy();
    expect(screen.getByText('You will get one e-mail a day listing new leads and RSVPs.')).toBeTruthy();
  });

  it('says so when the server refuses', async () => {
    save.mockReturnValue({
      unwrap: () => Promise.reject({ data: { message: 'You do not own this school' } }),
    });
    renderSetting();
    await userEvent.click(screen.getByRole('radio', { name: 'Daily summary' }));
    expect(await screen.findByText('Not Saved')).toBeTruthy();
    expect(screen.getByText('You do not own this school')).toBeTruthy();
  });
});
