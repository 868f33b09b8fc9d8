import { ThemeProvider, createTheme } from '@mui/material';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ToastProvider } from '@/shared/ui';
import { ContactForm, SEND_FAILED, type ContactFormProps } from './contact-form';

function renderForm(send: ContactFormProps['send']) {
  return render(
    <ThemeProvider theme={createTheme()}>
      <ToastProvider>
        <ContactForm send={send} />
      </ToastProvider>
    </ThemeProvider>,
  );
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First Name/), 'Maria');
  await user.type(screen.getByLabelText(/Last Name/), 'Lopez');
  await user.type(screen.getByLabelText(/Email Address/), 'maria@example.com');
  await user.click(screen.getByLabelText(/Subject/));
  await user.click(within(screen.getByRole('listbox')).getByText('Help Finding a School'));
  await user.type(screen.getByLabelText(/Message/), 'We need a K-5 school in Henderson.');
}

describe('ContactForm', () => {
  it('is never sent by the browser itself: POST, and its button disabled in the server HTML, with a note', () => {
    const html = renderToString(
      <ThemeProvider theme={createTheme()}>
        <ToastProvider>
          <ContactForm send={jest.fn()} contactEmail="hello@example.com" />
        </ToastProvider>
      </ThemeProvider>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const form = page.querySelector('form')!;
    // Without JavaScript a GET put the name, e-mail and message in the address bar and sent nothing.
    expect(form.getAttribute('method')).toBe('post');
    expect(within(page).getByRole('button', { name: 'Send Message' })).toBeDisabled();
    expect(html).toMatch(/<noscript>.*Sending a message needs JavaScript.*mailto:hello@example\.com.*<\/noscript>/s);
  });

  it('enables its button in the browser', () => {
    renderForm(jest.fn());
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByRole('form', { name: 'Contact form' })).toHaveAttribute('method', 'post');
  });

  it('shows every message on an empty submit and sends nothing', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    renderForm(send);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Please select a subject',
      'Please provide a detailed message (at least 10 characters)',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends, toasts the server message, shows the success panel, and starts over empty', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockResolvedValue({ message: 'Thanks! We will reply soon.' });
    renderForm(send);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message Sent Successfully!')).toBeInTheDocument();
    // The panel takes the focus (and is scrolled to): the form it replaces was much taller.
    expect(document.activeElement).toBe(screen.getByText('Message Sent Successfully!').closest('[role="status"]'));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getByText('Thanks! We will reply soon.')).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@example.com',
      phone: null,
      subject: 'school-search',
      message: 'We need a K-5 school in Henderson.',
    });

    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByLabelText(/First Name/)).toHaveValue('');
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
  });

  it('keeps the form and shows the error toast (and server field messages) when sending fails', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockRejectedValue({
      status: 400,
      data: { statusCode: 400, message: 'x', errors: { email: ['Please enter a valid email address'] } },
    });
    renderForm(send);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(SEND_FAILED)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/First Name/)).toHaveValue('Maria'));
  });
});
