import { ThemeProvider, createTheme } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SessionState } from '@/shared/auth';
import { ToastProvider } from '@/shared/ui';
import { AdminDashboardPage } from './admin-dashboard-page';

let session: SessionState = { status: 'loading' };
jest.mock('@/shared/auth', () => ({
  useSession: () => session,
  useLogout: () => jest.fn(),
  isAdminRole: (role: string) => role === 'admin' || role === 'super_admin',
}));
// Each tab has its own tests; here only which one is shown matters.
jest.mock('./admin-overview', () => ({ AdminOverview: () => <p>Overview content</p> }));
jest.mock('./admin-schools-tab', () => ({ AdminSchoolsTab: () => <p>Schools content</p> }));
jest.mock('./admin-articles-tab', () => ({ AdminArticlesTab: () => <p>Articles content</p> }));
jest.mock('./admin-approvals-tab', () => ({ AdminApprovalsTab: () => <p>Approvals content</p> }));
jest.mock('./admin-corrections', () => ({ AdminCorrections: () => <p>Corrections content</p> }));
jest.mock('./admin-listing-reminders', () => ({ AdminListingReminders: () => null }));
jest.mock('./admin-claims-tab', () => ({ AdminClaimsTab: () => <p>Claims content</p> }));
jest.mock('./review-queue-count', () => ({ ReviewQueueCount: () => null }));

const admin = {
  id: 'a1',
  email: 'admin@example.com',
  firstName: 'Avery',
  lastName: null,
  role: 'admin' as const,
  profileImageUrl: null,
};

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

function renderAt(url: string) {
  render(
    <ThemeProvider theme={createTheme()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/admin-dashboard" element={<AdminDashboardPage />} />
            <Route path="/login" element={<h1>Sign-in page</h1>} />
          </Routes>
          <Address />
        </MemoryRouter>
      </ToastProvider>
    </ThemeProvider>,
  );
}

describe('AdminDashboardPage', () => {
  it('opens the tab the URL names', () => {
    session = { status: 'signed-in', user: admin };
    renderAt('/admin-dashboard?tab=claims');
    expect(screen.getByRole('tab', { name: 'Claims' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Claims content')).toBeInTheDocument();
  });

  it('puts the chosen tab in the URL, and the Overview without one', async () => {
    const user = userEvent.setup();
    session = { status: 'signed-in', user: admin };
    renderAt('/admin-dashboard');
    expect(screen.getByText('Overview content')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Approvals' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('/admin-dashboard?tab=approvals');
    expect(screen.getByText('Approvals content')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/admin-dashboard$/);
  });

  it('treats an unknown tab as the Overview', () => {
    session = { status: 'signed-in', user: admin };
    renderAt('/admin-dashboard?tab=nope');
    expect(screen.getByText('Overview content')).toBeInTheDocument();
  });

  it('sends a signed-in non-admin to /login without a way back here (no redirect loop)', () => {
    session = { status: 'signed-in', user: { ...admin, role: 'school_admin' } };
    renderAt('/admin-dashboard?tab=claims');
    expect(screen.getByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/login$/);
  });

  it('sends a signed-out visitor to sign in, to come back to the same tab', () => {
    session = { status: 'signed-out' };
    renderAt('/admin-dashboard?tab=claims');
    expect(screen.getByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent('/login?next=%2Fadmin-dashboard%3Ftab%3Dclaims');
  });
});
