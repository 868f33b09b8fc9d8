import { ThemeProvider, createTheme } from '@mui/material';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@/shared/ui';
import { LoginForm, type LoginFormProps } from './login-form';

function renderForm(props: Partial<LoginFormProps> = {}) {
  const signIn = props.signIn ?? jest.fn();
  const onSignedIn = props.onSignedIn ?? jest.fn();
  render(
    <ThemeProvider theme={createTheme()}>
      <ToastProvider>
        <LoginForm signIn={signIn} onSignedIn={onSignedIn} />
      </ToastProvider>
    </ThemeProvider>,
  );
  return { signIn, onSignedIn };
}

const OWNER = {
  id: 'u1',
  email: 'owner@example.com',
  firstName: 'Olivia',
  lastName: 'Owens',
  role: 'school_admin' as const,
  profileImageUrl: null,
};

describe('LoginForm', () => {
  it('shows the product’s messages and sends nothing when the form is invalid', async () => {
    const user = userEvent.setup();
    const { signIn } = renderForm();
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('says "Signing in..." while pending, then welcomes the user and hands them on', async () => {
    const user = userEvent.setup();
    let finish: (value: typeof OWNER) => void = () => undefined;
    const signIn = jest.fn(() => new Promise<typeof OWNER>((resolve) => (finish = resolve)));
    const { onSignedIn } = renderForm({ signIn });
    await user.type(screen.getByLabelText(/Email/), 'owner@example.com');
    await user.type(screen.getByLabelText(/Password/), 'DemoOwner!2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(signIn).toHaveBeenCalledWith({ email: 'owner@example.com', password: 'DemoOwner!2026' });
    finish(OWNER);
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Olivia!')).toBeInTheDocument();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(OWNER));
  });

  it('shows "Login Failed" with "Invalid email or password" on a 401', async () => {
    const user = userEvent.setup();
    const signIn = jest.fn().mockRejectedValue({ status: 401, data: { statusCode: 401, message: 'x' } });
    const { onSignedIn } = renderForm({ signIn });
    await user.type(screen.getByLabelText(/Email/), 'owner@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
