import { ThemeProvider, createTheme } from '@mui/material';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UsersTab } from './users-tab';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const listQuery = jest.fn();
const disable = jest.fn();
const changeRole = jest.fn();
const unlink = jest.fn();
const toast = jest.fn();

jest.mock('@/shared/api', () => ({
  errorText: (_error: unknown, fallback: string) => fallback,
  useListUsersForAdminQuery: (arg: unknown) => listQuery(arg),
  useListSchoolsForAdminQuery: () => ({ data: { items: [] }, isFetching: false }),
  useDisableUserMutation: () => [disable, { isLoading: false }],
  useChangeUserRoleMutation: () => [changeRole, { isLoading: false }],
  useEnableUserMutation: () => [jest.fn(), { isLoading: false }],
  useResendPasswordLinkMutation: () => [jest.fn(), { isLoading: false }],
  useLinkUserSchoolMutation: () => [jest.fn(), { isLoading: false }],
  useUnlinkUserSchoolMutation: () => [unlink, { isLoading: false }],
  useInviteUserMutation: () => [jest.fn(), { isLoading: false }],
  fieldErrorsOf: () => ({}),
}));
// The signed-in endpoints' hooks come from their own entry; the same mock answers for both.
jest.mock('@/shared/api/signed-in', () => jest.requireMock('@/shared/api'));
jest.mock('@/shared/auth', () => ({
  useSession: () => ({ status: 'signed-in', user: { id: 'me', role: 'admin' } }),
}));
jest.mock('@/shared/ui', () => ({ useToast: () => ({ toast }) }));

function user(id: string, overrides: object = {}) {
  return {
    id,
    email: `${id}@example.com`,
    firstName: id === 'me' ? 'Avery' : 'Olivia',
    lastName: 'Tester',
    role: 'school_admin',
    isActive: true,
    hasPassword: true,
    lastSignInAt: null,
    createdAt: '2026-11-20T10:00:00Z',
    schools: [{ id: 4, name: 'Mesa Academy', slug: 'mesa-academy' }],
    ...overrides,
  };
}

describe('UsersTab', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    disable.mockReturnValue({ unwrap: () => Promise.resolve({}) });
    changeRole.mockImplementation(({ changeUserRoleRequest }) => ({
      unwrap: () => Promise.resolve({ role: changeUserRoleRequest.role }),
    }));
    unlink.mockReturnValue({ unwrap: () => Promise.resolve({}) });
    listQuery.mockReturnValue({
      data: { items: [user('me', { role: 'admin', schools: [] }), user('owner')], total: 2 },
      isLoading: false,
      isFetching: false,
      isError: false,
    });
  });

  it('shows role, schools and last sign-in; an admin cannot disable themselves', () => {
    render(
      <ThemeProvider theme={createTheme()}>
        <UsersTab />
      </ThemeProvider>,
    );
    const owner = screen.getByTestId('admin-user-owner');
    expect(within(owner).getByText('Mesa Academy')).toBeTruthy();
    expect(within(owner).getByText(/Last sign-in: never/)).toBeTruthy();
    const me = screen.getByTestId('admin-user-me');
    expect(within(me).getByText('You')).toBeTruthy();
    expect(within(me).getByRole('button', { name: 'Disable' })).toHaveProperty('disabled', true);
  });

  it('asks before disabling, then disables', async () => {
    render(
      <ThemeProvider theme={createTheme()}>
        <UsersTab />
      </ThemeProvider>,
    );
    await userEvent.click(within(screen.getByTestId('admin-user-owner')).getByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Olivia Tester?' });
    expect(within(dialog).getByText(/signed out everywhere at once/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(disable).toHaveBeenCalledWith({ id: 'owner' });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Account Disabled' }));
  });

  const renderTab = () =>
    render(
      <ThemeProvider theme={createTheme()}>
        <UsersTab />
      </ThemeProvider>,
    );
  const pickRole = async (label: string) => {
    await userEvent.click(
      within(screen.getByTestId('admin-user-owner')).getByRole('combobox', { name: /Role of Olivia Tester/ }),
    );
    await userEvent.click(screen.getByRole('option', { name: label }));
  };

  it('asks before making someone an Admin, and changes nothing on Cancel', async () => {
    renderTab();
    await pickRole('Admin');
    const dialog = screen.getByRole('dialog', { name: 'Make Olivia Tester an Admin?' });
    expect(dialog).toHaveTextContent('approve claims and changes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changeRole).not.toHaveBeenCalled();

    await pickRole('Admin');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make Admin' }));
    expect(changeRole).toHaveBeenCalledWith({ id: 'owner', changeUserRoleRequest: { role: 'admin' } });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Role Changed' }));
  });

  it('asks before taking a school from its owner', async () => {
    renderTab();
    await userEvent.click(screen.getByLabelText('Remove Mesa Academy from Olivia Tester'));
    const dialog = screen.getByRole('dialog', { name: 'Remove Mesa Academy from Olivia Tester?' });
    expect(unlink).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove School' }));
    expect(unlink).toHaveBeenCalledWith({ id: 'owner', schoolId: 4 });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'School Link Removed' }));
  });
});
