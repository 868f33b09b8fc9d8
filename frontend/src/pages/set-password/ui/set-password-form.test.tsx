import { ThemeProvider, createTheme } from '@mui/material';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@/shared/ui';
import { RequestLinkForm } from './request-link-form';
import { SetPasswordForm } from './set-password-form';

function wrap(node: React.ReactNode) {
  return render(
    <ThemeProvider theme={createTheme()}>
      <ToastProvider>{node}</ToastProvider>
    </ThemeProvider>,
  );
}

describe('SetPasswordForm', () => {
  it('checks length and the repeat before calling the server', async () => {
    const user = userEvent.setup();
    const setPassword = jest.fn();
    wrap(<SetPasswordForm setPassword={setPassword} onDone={jest.fn()} />);
    await user.type(screen.getByLabelText(/New Password/), 'short');
    await user.type(screen.getByLabelText(/Confirm Password/), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(setPassword).not.toHaveBeenCalled();
  });

  it('sets the password, says so and hands on the signed-in user', async () => {
    const user = userEvent.setup();
    const answer = {
      message: 'Your password has been set. You are now signed in.',
      user: {
        id: 'u1',
        email: 'owner@example.com',
        firstName: 'Olivia',
        lastName: null,
        role: 'school_admin' as const,
        profileImageUrl: null,
      },
    };
    const setPassword = jest.fn().mockResolvedValue(answer);
    const onDone = jest.fn();
    wrap(<SetPasswordForm setPassword={setPassword} onDone={onDone} />);
    await user.type(screen.getByLabelText(/New Password/), 'Red-Rock-Canyon');
    await user.type(screen.getByLabelText(/Confirm Password/), 'Red-Rock-Canyon');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Password Set')).toBeInTheDocument();
    expect(setPassword).toHaveBeenCalledWith('Red-Rock-Canyon');
    expect(screen.getByText('Your password has been set. You are now signed in.')).toBeInTheDocument();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(answer));
  });

  it("shows the server's policy message beside the field", async () => {
    const user = userEvent.setup();
    const tooCommon = 'This password is too common. Please choose a less predictable one.';
    const setPassword = jest
      .fn()
      .mockRejectedValue({ status: 400, data: { message: tooCommon, errors: { password: [tooCommon] } } });
    wrap(<SetPasswordForm setPassword={setPassword} onDone={jest.fn()} />);
    await user.type(screen.getByLabelText(/New Password/), 'Password123!');
    await user.type(screen.getByLabelText(/Confirm Password/), 'Password123!');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Could Not Set Password')).toBeInTheDocument();
    expect(screen.getAllByText(tooCommon).length).toBeGreaterThanOrEqual(2);
  });
});

describe('RequestLinkForm', () => {
  it("shows the server's answer once the link is requested", async () => {
    const user = userEvent.setup();
    const requestLink = jest
      .fn()
      .mockResolvedValue({ message: 'If an account exists for that email, we have sent a link.' });
    wrap(<RequestLinkForm requestLink={requestLink} />);
    await user.type(screen.getByLabelText(/Email/), ' owner@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for that email');
    expect(requestLink).toHaveBeenCalledWith('owner@example.com');
  });
});
