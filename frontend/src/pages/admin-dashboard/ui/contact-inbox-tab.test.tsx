import { ThemeProvider, createTheme } from '@mui/material';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactInboxTab } from './contact-inbox-tab';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const listQuery = jest.fn();
const retry = jest.fn();
const setStatus = jest.fn();
const toast = jest.fn();

jest.mock('@/shared/api', () => ({
  errorText: (_error: unknown, fallback: string) => fallback,
  fieldErrorsOf: () => ({}),
  useListUsersForAdminQuery: () => ({ data: { items: [], total: 0 } }),
  useUpdateContactMessageMutation: () => [jest.fn(), { isLoading: false }],
  useReplyToContactMessageMutation: () => [jest.fn(), { isLoading: false }],
  useListContactMessagesQuery: (arg: unknown, options: unknown) => listQuery(arg, options),
  useRetryContactMailMutation: () => [retry, { isLoading: false }],
  useSetContactMessageStatusMutation: () => [setStatus, { isLoading: false }],
}));
// The signed-in endpoints' hooks come from their own entry; the same mock answers for both.
jest.mock('@/shared/api/signed-in', () => jest.requireMock('@/shared/api'));
jest.mock('@/shared/ui', () => ({ useToast: () => ({ toast }) }));

const sent = {
  state: 'sent',
  recipient: 'inbox@example.com',
  attempts: 1,
  lastError: null,
  sentAt: '2026-11-23T10:00:00Z',
  failedAt: null,
};
const failed = {
  state: 'failed',
  recipient: 'maria@example.com',
  attempts: 3,
  lastError: '451 Mailbox unavailable',
  sentAt: null,
  failedAt: '2026-11-23T10:01:00Z',
};

function message(id: string, confirmation: object) {
  return {
    id,
    firstName: 'Maria',
    lastName: id,
    email: 'maria@example.com',
    phone: null,
    subject: 'general',
    subjectLabel: 'General Inquiry',
    message: 'A question about Montessori schools.',
    status: 'new',
    createdAt: '2026-11-23T10:00:00Z',
    notification: sent,
    confirmation,
    notes: null,
    assignee: null,
    replies: [],
  };
}

function renderTab() {
  render(
    <ThemeProvider theme={createTheme()}>
      <ContactInboxTab />
    </ThemeProvider>,
  );
}

describe('ContactInboxTab', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    retry.mockReturnValue({ unwrap: () => Promise.resolve({}) });
    listQuery.mockReturnValue({
      data: { items: [message('Failing', failed), message('Fine', sent)], total: 2, page: 1, limit: 20 },
      isLoading: false,
      isFetching: false,
      isError: false,
    });
  });

  it('shows each mail’s delivery with the reason of a failure, and Retry only where a mail failed', async () => {
    renderTab();
    const failing = screen.getByTestId('contact-message-Failing');
    expect(within(failing).getByText('Mail failed')).toBeTruthy();
    expect(within(failing).getByText(/Failed: 451 Mailbox unavailable/)).toBeTruthy();
    const fine = screen.getByTestId('contact-message-Fine');
    expect(within(fine).queryByRole('button', { name: 'Retry failed mail' })).toBeNull();
    expect(within(fine).getAllByText('Sent')).toHaveLength(2);

    await userEvent.click(within(failing).getByRole('button', { name: 'Retry failed mail' }));
    expect(retry).toHaveBeenCalledWith({ id: 'Failing' });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Mail Queued Again' }));
  });

  it('asks again every few seconds only while a mail is on its way', () => {
    renderTab();
    expect(listQuery).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ pollingInterval: 0 }));
    listQuery.mockReturnValue({
      data: { items: [message('Busy', { ...failed, state: 'retrying', failedAt: null })], total: 1 },
      isLoading: false,
      isFetching: false,
      isError: false,
    });
    renderTab();
    expect(screen.getByText(/Retrying \(3 attempts\): 451 Mailbox unavailable/)).toBeTruthy();
    expect(listQuery).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ pollingInterval: 3000 }));
  });
});
