import { ThemeProvider, createTheme } from '@mui/material';
import { act, configure, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { PortalSchoolLinkResponse } from '@/shared/api/signed-in';
import type { SessionState } from '@/shared/auth';
import { ToastProvider } from '@/shared/ui';
import { PortalPage } from './portal-page';
import { browserNavigation } from './use-sign-in-redirect';

// Full MUI forms driven by user-event are slow on a busy machine: allow for it.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

let session: SessionState = { status: 'loading' };
const listQuery = jest.fn();
const updateSchool = jest.fn();

jest.mock('@/shared/auth', () => ({
  useSession: () => session,
  useLogout: () => jest.fn(),
}));
jest.mock('@/shared/api', () => ({
  useListPortalSchoolsQuery: () => listQuery(),
  useUpdatePortalSchoolMutation: () => [updateSchool],
  useChangePasswordMutation: () => [jest.fn()],
  useGetPortalLeadSummaryQuery: () => ({
    data: [
      { schoolId: 1, schoolName: 'Sun Academy', newCount: 3, total: 7 },
      { schoolId: 2, schoolName: 'Moon School', newCount: 0, total: 0 },
    ],
  }),
  useGetPortalSubscriptionQuery: ({ schoolId }: { schoolId: number }) => ({
    isLoading: false,
    isError: false,
    data: {
      subscription:
        schoolId === 1
          ? { status: 'past_due', cancelAtPeriodEnd: false, currentPeriodEnd: null, plan: { name: 'Monthly' } }
          : null,
    },
  }),
}));
// The signed-in endpoints' hooks come from their own entry; the same mock answers for both.
jest.mock('@/shared/api/signed-in', () => jest.requireMock('@/shared/api'));

const user = {
  id: 'u1',
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Lee',
  role: 'user' as const,
  profileImageUrl: null,
};

function link(id: number, name: string, isActive: boolean): PortalSchoolLinkResponse {
  return {
    schoolId: id,
    school: {
      id,
      name,
      slug: name.toLowerCase().replace(/ /g, '-'),
      address: '1 Main St',
      city: 'Las Vegas',
      zipCode: '89101',
      phone: null,
      email: null,
      website: null,
      description: null,
      tuitionMin: 9000,
      tuitionMax: null,
      grades: 'K-5',
      schoolType: 'Montessori',
      religiousAffiliation: null,
      latitude: null,
      longitude: null,
      features: [],
      neighborhoodId: null,
      isPremium: false,
      subscriptionStatus: 'free',
      socialLinks: null,
      videoUrls: [],
      additionalImages: [],
      imageUrl: null,
      academicNotes: null,
      isActive,
      isPublished: isActive,
      createdAt: '2026-01-01T00:00:00Z',
      enrollment: null,
      teachersFte: null,
      gradeMin: 0,
      gradeMax: 12,
      updatedAt: '2026-01-01T00:00:00Z',
      admissions: {
        applicationDeadlines: [],
        financialAidProvider: null,
        financialAidDeadline: null,
        gradeOpenings: [],
        acceptsOpportunityScholarship: false,
      },
    },
  };
}

function renderPage() {
  return render(
    <ThemeProvider theme={createTheme()}>
      <ToastProvider>
        <MemoryRouter>
          <PortalPage />
        </MemoryRouter>
      </ToastProvider>
    </ThemeProvider>,
  );
}

/** As `make dev` runs the app: StrictMode mounts, unmounts and mounts every component again. */
function renderPageStrict() {
  return render(
    <StrictMode>
      <ThemeProvider theme={createTheme()}>
        <ToastProvider>
          <MemoryRouter>
            <PortalPage />
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}

/** The toast's view is its own chunk (loaded with the first toast): lets its import settle, timers faked or not. */
async function toastLoaded() {
  for (let turn = 0; turn < 10; turn++) await act(() => Promise.resolve());
}

describe('PortalPage', () => {
  beforeEach(() => jest.clearAllMocks());

  it('toasts and goes to /api/login 500 ms after finding no session', async () => {
    jest.useFakeTimers();
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    session = { status: 'signed-out' };
    renderPage();
    await toastLoaded();
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('Please log in to access the portal.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(499));
    expect(assign).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledWith('/api/login?next=%2Fportal');
    jest.useRealTimers();
  });

  it('still goes to sign-in under StrictMode, with one toast', async () => {
    jest.useFakeTimers();
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    session = { status: 'signed-out' };
    renderPageStrict();
    await toastLoaded();
    expect(screen.getAllByText('Unauthorized')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(499));
    expect(assign).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/api/login?next=%2Fportal');
    jest.useRealTimers();
  });

  it('offers to claim a school when the user has none', () => {
    session = { status: 'signed-in', user };
    listQuery.mockReturnValue({ data: [], isLoading: false });
    renderPage();
    expect(screen.getByText('No Schools Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim Your School' })).toHaveAttribute('href', '/claim-school');
  });

  it('welcomes the user and shows counts, real subscription statuses and Active/Inactive badges', () => {
    session = { status: 'signed-in', user };
    listQuery.mockReturnValue({
      data: [link(1, 'Sun Academy', true), link(2, 'Moon School', false)],
      isLoading: false,
    });
    renderPage();
    expect(screen.getByRole('heading', { name: 'School Portal' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Pat')).toBeInTheDocument();
    expect(screen.getByText('Past Due')).toBeInTheDocument();
    expect(screen.getByText('No Subscription')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    // Each school opens its own dashboard (analytics, open houses, articles, profile): the portal had no way there.
    expect(screen.getByRole('link', { name: 'Open the dashboard of Moon School' })).toHaveAttribute(
      'href',
      '/school-dashboard?school=2',
    );
  });

  it('says a premium school without a subscription was granted premium, in Overview and in Billing', async () => {
    const actor = userEvent.setup();
    session = { status: 'signed-in', user };
    const granted = link(2, 'Moon School', true);
    granted.school.isPremium = true;
    listQuery.mockReturnValue({ data: [granted], isLoading: false });
    renderPage();
    expect(screen.getByTestId('subscription-status-2')).toHaveTextContent('Premium');
    expect(screen.getByText('Granted by the Vegas Private Schools team')).toBeInTheDocument();
    expect(screen.queryByText('No Subscription')).not.toBeInTheDocument();
    await actor.click(screen.getByRole('tab', { name: 'Billing' }));
    expect(await screen.findByText(/was granted by the Vegas Private Schools team/)).toBeInTheDocument();
    expect(screen.queryByText(/Choose a plan to unlock/)).not.toBeInTheDocument();
  });

  it('shows the e-mail in Settings, how this product signs people in, and the password change', async () => {
    const actor = userEvent.setup();
    session = { status: 'signed-in', user };
    listQuery.mockReturnValue({ data: [link(1, 'Sun Academy', true)], isLoading: false });
    renderPage();
    await actor.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');
    expect(screen.getByText(/You sign in with your e-mail and password/)).toBeInTheDocument();
    // Issue 36: the owner changes their own name and e-mail on the profile page (no more 'contact us').
    expect(screen.getByRole('link', { name: 'Change name or email' })).toHaveAttribute('href', '/account');
    expect(screen.queryByText(/authentication provider/)).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
  });

  it('shows each school’s new leads with a link to the inbox', () => {
    session = { status: 'signed-in', user };
    listQuery.mockReturnValue({
      data: [link(1, 'Sun Academy', true), link(2, 'Moon School', false)],
      isLoading: false,
    });
    renderPage();
    const leads = screen.getByRole('region', { name: 'Leads' });
    expect(within(leads).getByText('3 new')).toBeInTheDocument();
    expect(within(leads).getByText('7 in total')).toBeInTheDocument();
    expect(within(leads).getByText('0 new')).toBeInTheDocument();
    expect(within(leads).getByText('Moon School')).toBeInTheDocument();
    expect(
      within(leads)
        .getAllByRole('link', { name: 'Open Inbox' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/school-dashboard?tab=leads&school=1', '/school-dashboard?tab=leads&school=2']);
  });

  it('saves the edit form and toasts success', async () => {
    const actor = userEvent.setup();
    session = { status: 'signed-in', user };
    listQuery.mockReturnValue({ data: [link(1, 'Sun Academy', true)], isLoading: false });
    updateSchool.mockReturnValue({
      unwrap: () => Promise.resolve({ publishedFields: ['tuitionMin'], reviewedFields: [] }),
    });
    renderPage();
    await actor.click(screen.getByRole('tab', { name: 'Schools' }));
    expect(screen.getByText('Edit School Information')).toBeInTheDocument();
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription('Reviewed before publishing');
    expect(screen.getByLabelText('Phone')).not.toHaveAccessibleDescription('Reviewed before publishing');
    await actor.clear(screen.getByLabelText('Tuition Min ($)'));
    await actor.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('School information updated successfully.')).toBeInTheDocument();
    expect(updateSchool).toHaveBeenCalledWith({
      id: 1,
      updatePortalSchoolRequest: expect.objectContaining({ tuitionMin: null, tuitionMax: null, name: 'Sun Academy' }),
    });
  });

  it('says some changes wait for review when the server queued any', async () => {
    const actor = userEvent.setup();
    session = { status: 'signed-in', user };
    listQuery.mockReturnValue({ data: [link(1, 'Sun Academy', true)], isLoading: false });
    updateSchool.mockReturnValue({
      unwrap: () =>
        Promise.resolve({ publishedFields: ['phone', 'description'], reviewedFields: ['name', 'socialLinks'] }),
    });
    renderPage();
    await actor.click(screen.getByRole('tab', { name: 'Schools' }));
    await actor.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('School information updated successfully. Some changes are waiting for review.'),
    ).toBeInTheDocument();
    // Which fields are live and which wait, not only 'waiting for review'.
    const outcome = screen.getByRole('status', { name: 'What your save did' });
    expect(outcome).toHaveTextContent('Live now: Phone and Description.');
    expect(outcome).toHaveTextContent('Waiting for review: School Name and Social Links. They go live once our team');
  });

  it('shows the failure toast when saving fails', async () => {
    const actor = userEvent.setup();
    session = { status: 'signed-in', user };
    listQuery.mockReturnValue({ data: [link(1, 'Sun Academy', true)], isLoading: false });
    updateSchool.mockReturnValue({ unwrap: () => Promise.reject({ status: 500 }) });
    renderPage();
    await actor.click(screen.getByRole('tab', { name: 'Schools' }));
    await actor.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update school information. Please try again.')).toBeInTheDocument();
  });
});
