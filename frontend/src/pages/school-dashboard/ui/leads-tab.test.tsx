import { ThemeProvider, createTheme } from '@mui/material';
import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { LeadDetailResponse, LeadResponse } from '@/shared/api/signed-in';
import { ToastProvider } from '@/shared/ui';
import { LeadsTab } from './leads-tab';

const RSVP_ID = '7b7c0f43-1f7e-4b43-9a39-2a8b0b3f6d10';
const INFO_ID = '0d5e2a64-9a43-4c1e-8f0b-6f1b9d2f7a31';

const listQuery = jest.fn();
const leadQuery = jest.fn();

jest.mock('@/shared/api', () => ({
  errorText: (error: { data?: { message?: string } }, fallback: string) => error?.data?.message ?? fallback,
  useListSchoolLeadsQuery: (arg: unknown) => listQuery(arg),
  useGetSchoolLeadQuery: (arg: { leadId: string }, options: { skip?: boolean }) =>
    options.skip ? { isLoading: false, isError: false } : leadQuery(arg),
  useChangeLeadStatusMutation: () => [jest.fn(), { isLoading: false }],
  useAddLeadNoteMutation: () => [jest.fn(), { isLoading: false }],
  useGetLeadNotificationSettingQuery: () => ({ data: { mode: 'immediate' }, isLoading: false, isError: false }),
  usePutLeadNotificationSettingMutation: () => [jest.fn(), { isLoading: false }],
  fieldErrorsOf: () => ({}),
  useReplyToLeadMutation: () => [jest.fn(), { isLoading: false }],
  useRetryLeadReplyMailMutation: () => [jest.fn(), { isLoading: false }],
  useListLeadReplyTemplatesQuery: () => ({ data: [] }),
  useCreateLeadReplyTemplateMutation: () => [jest.fn(), { isLoading: false }],
  useUpdateLeadReplyTemplateMutation: () => [jest.fn(), { isLoading: false }],
  useDeleteLeadReplyTemplateMutation: () => [jest.fn(), { isLoading: false }],
  useGetSchoolResponseTimeQuery: () => ({
    data: {
      shown: false,
      usually: null,
      answered: 'Replied to 0 of 2 requests (0%) in the last 90 days',
      requests: 2,
      replied: 0,
      medianBusinessMinutes: null,
      minRequests: 5,
      windowDays: 90,
    },
  }),
}));
// The signed-in endpoints' hooks come from their own entry; the same mock answers for both.
jest.mock('@/shared/api/signed-in', () => jest.requireMock('@/shared/api'));

function lead(id: string, type: LeadResponse['type'], first: string): LeadResponse {
  return {
    id,
    schoolId: 7,
    type,
    status: 'new',
    closedReason: null,
    parentFirstName: first,
    parentLastName: 'Lopez',
    email: `${first.toLowerCase()}@example.com`,
    phone: null,
    childGrade: 'Kindergarten',
    intendedStart: '2026-2027',
    message: type === 'open_house' ? 'RSVP for Fall Open House (Sat, Dec 12, 2026), party of 3' : 'Tell us more',
    newsletter: false,
    overdue: false,
    preferredTimes: [],
    sourcePage: type === 'open_house' ? '/open-houses' : '/schools/example',
    createdAt: '2026-11-23T15:30:00Z',
    firstRespondedAt: null,
  };
}

function detail(row: LeadResponse): LeadDetailResponse {
  return { ...row, consentedAt: row.createdAt, notes: [], history: [], replies: [], firstRepliedAt: null };
}

const LEADS = [lead(RSVP_ID, 'open_house', 'Rosa'), lead(INFO_ID, 'information', 'Ivan')];

/** Where the router is now, so a test can read what the tab did to the URL. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderTab(url: string) {
  render(
    <ThemeProvider theme={createTheme()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[url]}>
          <LeadsTab schoolId={7} schoolName="Example Boarding School" acceptsLeads />
          <Location />
        </MemoryRouter>
      </ToastProvider>
    </ThemeProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('LeadsTab', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    listQuery.mockReturnValue({
      data: { leads: LEADS, total: 2, newCount: 2, page: 1, limit: 20 },
      isLoading: false,
      isFetching: false,
      isError: false,
    });
    leadQuery.mockImplementation(({ leadId }: { leadId: string }) => {
      const found = LEADS.find((row) => row.id === leadId);
      return found
        ? { data: detail(found), isLoading: false, isError: false }
        : { isLoading: false, isError: true, error: { status: 404, data: { message: 'Lead not found' } } };
    });
  });

  it('opens the lead the e-mail links to (`lead` in the URL), and closing drops `lead` from the URL', async () => {
    renderTab(`/school-dashboard?tab=leads&school=7&lead=${RSVP_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Rosa Lopez' });
    expect(leadQuery).toHaveBeenCalledWith({ schoolId: 7, leadId: RSVP_ID });
    expect(within(dialog).getByText('RSVP for Fall Open House (Sat, Dec 12, 2026), party of 3')).toBeInTheDocument();
    // The list stays behind the dialog.
    expect(screen.getByTestId(`lead-${INFO_ID}`)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(location()).toBe('/school-dashboard?tab=leads&school=7');
    // While it fades out, the dialog still shows the lead (not a spinner), then it is gone.
    expect(within(dialog).getByText('Rosa Lopez')).toBeInTheDocument();
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });

  it('puts an opened row’s lead in the URL, so a reload or a shared link shows it again', async () => {
    renderTab('/school-dashboard?tab=leads');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open lead from Ivan Lopez' }));
    expect(await screen.findByRole('dialog', { name: 'Ivan Lopez' })).toBeInTheDocument();
    expect(location()).toBe(`/school-dashboard?tab=leads&lead=${INFO_ID}`);
  });

  it('says so when the linked lead is not in this school’s inbox (or no lead at all)', async () => {
    renderTab('/school-dashboard?tab=leads&lead=0b1c2d3e-0000-4000-8000-000000000000');
    const dialog = await screen.findByRole('dialog', { name: 'Lead Not Found' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      "This lead is not in Example Boarding School's inbox. The link may be for another of your schools, or the lead no longer exists.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show All Leads' }));
    expect(location()).toBe('/school-dashboard?tab=leads');
  });

  it('labels an RSVP lead as one, and filters by it', async () => {
    renderTab('/school-dashboard?tab=leads');
    const rsvpRow = screen.getByTestId(`lead-${RSVP_ID}`);
    expect(within(rsvpRow).getByText('Open house RSVP')).toBeInTheDocument();
    expect(within(rsvpRow).queryByText('open_house')).not.toBeInTheDocument();
    expect(within(screen.getByTestId(`lead-${INFO_ID}`)).getByText('Information')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All types',
      'Information',
      'Tour',
      'Open house RSVP',
    ]);
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Open house RSVP' }));
    expect(listQuery).toHaveBeenLastCalledWith({ schoolId: 7, type: 'open_house', page: 1, limit: 20 });
  });
});
