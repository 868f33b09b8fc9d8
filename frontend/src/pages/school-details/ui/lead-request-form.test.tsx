import { ThemeProvider, createTheme } from '@mui/material';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmitLeadRequest } from '@/shared/api';
import { ToastProvider } from '@/shared/ui';
import { LeadRequestForm, type LeadRequestFormProps } from './lead-request-form';

// Full MUI forms driven by user-event are slow on a busy machine: allow for it.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

// Monday 23 November 2026.
const TODAY = new Date(2026, 10, 23);

function renderForm(props: Partial<LeadRequestFormProps> & Pick<LeadRequestFormProps, 'send'>) {
  const onSent = props.onSent ?? jest.fn();
  render(
    <ThemeProvider theme={createTheme()}>
      <ToastProvider>
        <LeadRequestForm
          schoolName="Desert Oak Academy"
          type="tour"
          sourcePage="/schools/desert-oak-academy"
          today={TODAY}
          {...props}
          onSent={onSent}
        />
      </ToastProvider>
    </ThemeProvider>,
  );
  return { onSent };
}

async function fillTour(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First Name/), 'Maria');
  await user.type(screen.getByLabelText(/Last Name/), 'Lopez');
  await user.type(screen.getByLabelText(/Email Address/), 'maria@example.com');
  await user.click(screen.getByLabelText(/Child's Grade/));
  await user.click(within(screen.getByRole('listbox')).getByText('Kindergarten'));
  await user.click(screen.getByLabelText(/Intended Start/));
  await user.click(within(screen.getByRole('listbox')).getByText('2027-2028'));
  // jsdom's date input takes its value as typed text only through a change event.
  fireEvent.change(screen.getByLabelText(/^Date 1/), { target: { value: '2026-11-24' } });
  await user.click(
    within(screen.getByRole('radiogroup', { name: 'Time of day for date 1' })).getByLabelText('Morning'),
  );
  await user.type(screen.getByLabelText(/Message/), 'We would like to visit the kindergarten.');
  await user.click(screen.getByLabelText('I agree that Desert Oak Academy may contact me about admissions'));
}

describe('LeadRequestForm', () => {
  it('offers the school years from today and the consent line with the school’s name, newsletter unticked', () => {
    renderForm({ send: jest.fn() });
    expect(screen.getByLabelText('I agree that Desert Oak Academy may contact me about admissions')).not.toBeChecked();
    expect(screen.getByLabelText("Send me Desert Oak Academy's newsletter (optional)")).not.toBeChecked();
    expect(screen.getByLabelText(/^Date 1/)).toHaveAttribute('min', '2026-11-24');
    // The honeypot is in the form for robots but out of people's way.
    const honeypot = screen.getByLabelText('Leave this field empty', { selector: 'input' });
    expect(honeypot).toHaveAttribute('tabindex', '-1');
  });

  it('shows "Sending..." while the request is pending, then reports the e-mail it was sent for', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (value: unknown) => void = () => undefined;
    const send = jest.fn((_body: SubmitLeadRequest) => new Promise((resolve) => (answer = resolve)));
    const { onSent } = renderForm({ send });
    await fillTour(user);
    await user.click(screen.getByRole('button', { name: 'Request Tour' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    const body = send.mock.calls[0][0];
    expect(body).toMatchObject({
      type: 'tour',
      parentFirstName: 'Maria',
      childGrade: 'Kindergarten',
      intendedStart: '2027-2028',
      preferredTimes: [{ date: '2026-11-24', period: 'morning' }],
      consent: true,
      newsletter: false,
      website: '',
      sourcePage: '/schools/desert-oak-academy',
    });
    expect(body).not.toHaveProperty('phone');
    answer({ received: true });
    await screen.findByRole('button', { name: 'Request Tour' });
    expect(onSent).toHaveBeenCalledWith('maria@example.com');
  });

  it('a retry after a failure sends the same idempotency key and start time, so the server stores one request', async () => {
    const user = userEvent.setup({ delay: null });
    const send = jest
      .fn()
      .mockRejectedValueOnce({ status: 503, data: { message: 'Service temporarily unavailable' } })
      .mockResolvedValueOnce({ received: true });
    const { onSent } = renderForm({ send });
    await fillTour(user);
    await user.click(screen.getByRole('button', { name: 'Request Tour' }));
    expect(await screen.findByText('Service temporarily unavailable')).toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Request Tour' }));
    await screen.findByRole('button', { name: 'Request Tour' });
    expect(onSent).toHaveBeenCalledTimes(1);
    const [first, second] = send.mock.calls.map(([body]) => body as SubmitLeadRequest);
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
    expect(second.formStartedAt).toBe(first.formStartedAt);
  });

  it('puts the server’s field messages on their fields', async () => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn().mockRejectedValue({
      status: 400,
      data: { message: 'Validation failed', errors: { email: ['Please enter a valid email address'] } },
    });
    renderForm({ send, type: 'information' });
    await user.type(screen.getByLabelText(/First Name/), 'Maria');
    await user.type(screen.getByLabelText(/Last Name/), 'Lopez');
    await user.type(screen.getByLabelText(/Email Address/), 'maria@example.com');
    await user.click(screen.getByLabelText(/Child's Grade/));
    await user.click(within(screen.getByRole('listbox')).getByText('Pre-K'));
    await user.click(screen.getByLabelText(/Intended Start/));
    await user.click(within(screen.getByRole('listbox')).getByText('2026-2027 (this school year)'));
    await user.type(screen.getByLabelText(/Message/), 'Do you offer a half-day Pre-K?');
    await user.click(screen.getByLabelText('I agree that Desert Oak Academy may contact me about admissions'));
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Date 1/)).not.toBeInTheDocument();
    expect(send.mock.calls[0][0]).not.toHaveProperty('preferredTimes');
  });
});
