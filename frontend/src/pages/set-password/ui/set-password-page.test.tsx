import { ThemeProvider, createTheme } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Role } from '@/shared/api';
import { ToastProvider } from '@/shared/ui';
import { SetPasswordPage } from './set-password-page';

const confirm = jest.fn();
const rememberUser = jest.fn();

jest.mock('@/shared/api', () => ({
  // The real landing rule is used; the session module it sits beside refines the generated API at load.
  generatedApi: { enhanceEndpoints: () => undefined },
  useConfirmPasswordResetMutation: () => [confirm],
  useRequestPasswordResetMutation: () => [jest.fn()],
}));
jest.mock('@/shared/auth', () => ({
  ...jest.requireActual('@/shared/auth/landing-path'),
  useRememberSignedInUser: () => rememberUser,
}));

function answerFor(role: Role) {
  return {
    message: 'Your password has been set. You are now signed in.',
    user: { id: 'u1', email: 'new@example.com', firstName: 'Nia', lastName: null, role, profileImageUrl: null },
  };
}

function renderAt(url: string) {
  render(
    <ThemeProvider theme={createTheme()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/set-password" element={<SetPasswordPage />} />
            <Route path="/school-dashboard" element={<h1>School Dashboard</h1>} />
            <Route path="/admin-dashboard" element={<h1>Admin Dashboard</h1>} />
            <Route path="/login" element={<h1>Sign-in page</h1>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </ThemeProvider>,
  );
}

async function setPassword() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/New Password/), 'Red-Rock-Canyon');
  await user.type(screen.getByLabelText(/Confirm Password/), 'Red-Rock-Canyon');
  await user.click(screen.getByRole('button', { name: 'Set Password' }));
}

describe('SetPasswordPage', () => {
  beforeEach(() => jest.clearAllMocks());

  it('lands a school owner on their dashboard, signed in, not on the sign-in page', async () => {
    confirm.mockReturnValue({ unwrap: () => Promise.resolve(answerFor('school_admin')) });
    renderAt('/set-password?token=abc');
    await setPassword();
    expect(await screen.findByRole('heading', { name: 'School Dashboard' })).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith({
      confirmPasswordResetRequest: { token: 'abc', password: 'Red-Rock-Canyon' },
    });
    expect(rememberUser).toHaveBeenCalledWith(answerFor('school_admin').user);
  });

  it('lands an admin on the admin dashboard', async () => {
    confirm.mockReturnValue({ unwrap: () => Promise.resolve(answerFor('admin')) });
    renderAt('/set-password?token=abc');
    await setPassword();
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });
});
