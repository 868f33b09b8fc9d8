import { ThemeProvider, createTheme } from '@mui/material';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@/shared/ui';
import { ChangePasswordForm } from './change-password-form';

// Full MUI forms driven by user-event are slow on a busy machine: allow for it.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

function renderForm(changePassword: jest.Mock) {
  render(
    <ThemeProvider theme={createTheme()}>
      <ToastProvider>
        <ChangePasswordForm changePassword={changePassword} />
      </ToastProvider>
    </ThemeProvider>,
  );
}

async function fill(current: string, next: string, repeat = next) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText(/Current Password/), current);
  if (next) await user.type(screen.getByLabelText(/^New Password/), next);
  if (repeat) await user.type(screen.getByLabelText(/Confirm New Password/), repeat);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('ChangePasswordForm', () => {
  it('checks the fields before calling the server', async () => {
    const changePassword = jest.fn();
    renderForm(changePassword);
    await fill('', 'short', 'shorter');
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('sends the current and new passwords, says so and empties the form', async () => {
    const message = 'Your password has been changed. Other devices signed in to your account have been signed out.';
    const changePassword = jest.fn().mockResolvedValue({ message });
    renderForm(changePassword);
    await fill('Old-Desert-Wind', 'Lone-Mountain-Sunset');
    expect(await screen.findByText('Password Changed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith({
      currentPassword: 'Old-Desert-Wind',
      newPassword: 'Lone-Mountain-Sunset',
    });
    await waitFor(() => expect(screen.getByLabelText(/Current Password/)).toHaveValue(''));
  });

  it('shows a wrong current password beside its field', async () => {
    const wrong = 'Current password is incorrect';
    const changePassword = jest
      .fn()
      .mockRejectedValue({ status: 400, data: { message: wrong, errors: { currentPassword: [wrong] } } });
    renderForm(changePassword);
    await fill('Not-My-Password', 'Lone-Mountain-Sunset');
    expect(await screen.findByText('Could Not Change Password')).toBeInTheDocument();
    expect(screen.getAllByText(wrong)).toHaveLength(2);
    expect(screen.getByLabelText(/Current Password/)).toHaveAttribute('aria-invalid', 'true');
  });
});
