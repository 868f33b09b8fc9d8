import { ThemeProvider, createTheme } from '@mui/material';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditLogTab } from './audit-log-tab';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const listQuery = jest.fn();
const revert = jest.fn();
const refetch = jest.fn();
const toast = jest.fn();

jest.mock('@/shared/api', () => ({
  errorText: (error: { data?: { message?: string } }, fallback: string) => error?.data?.message ?? fallback,
  useListAuditLogQuery: (arg: unknown) => listQuery(arg),
  useListAuditActionsQuery: () => ({ data: { actions: ['school.updated', 'school.change_reverted'] } }),
  useListSchoolsForAdminQuery: () => ({ data: { items: [] }, isFetching: false }),
  useRevertAuditEntryMutation: () => [revert, { isLoading: false }],
}));
// The signed-in endpoints' hooks come from their own entry; the same mock answers for both.
jest.mock('@/shared/api/signed-in', () => jest.requireMock('@/shared/api'));
jest.mock('@/shared/ui', () => ({ useToast: () => ({ toast }), visuallyHidden: {} }));

function entry(id: number, overrides: object = {}) {
  return {
    id,
    actorId: 'owner-1',
    actorName: 'Olivia Owens',
    actorEmail: 'owner@example.com',
    action: 'school.updated',
    targetType: 'school',
    targetId: '4',
    targetName: 'Mesa Academy',
    before: { phone: '702-555-0100', description: 'Old words' },
    after: { phone: '702-555-0199', description: 'New words' },
    createdAt: '2026-11-20T10:00:00Z',
    revertible: true,
    revertedBy: null,
    revertOf: null,
    ...overrides,
  };
}

function renderTab() {
  return render(
    <ThemeProvider theme={createTheme()}>
      <AuditLogTab />
    </ThemeProvider>,
  );
}

describe('AuditLogTab', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    const many = Object.fromEntries(Array.from({ length: 23 }, (_, i) => [`field${i}`, i]));
    listQuery.mockReturnValue({
      data: {
        items: [
          entry(3, {
            action: 'school.change_reverted',
            actorName: 'Ada Admin',
            before: { phone: '702-555-0199' },
            after: { phone: '702-555-0100', revertOf: 1 },
            revertible: false,
            revertOf: 1,
          }),
          entry(2),
          entry(1, { revertible: false, revertedBy: 3 }),
          entry(5, {
            action: 'school.archived',
            before: { archivedAt: null, ...many },
            after: { archivedAt: '2026-11-28T23:26:41.455Z' },
            revertible: false,
          }),
        ],
        total: 4,
        page: 1,
        limit: 25,
      },
      isLoading: false,
      isFetching: false,
      isError: false,
      refetch,
    });
  });

  it('offers Revert on revertible rows, marks reverted ones and names what a revert undid', () => {
    renderTab();
    const open = screen.getByTestId('audit-entry-2');
    expect(within(open).getByRole('button', { name: 'Revert' })).toBeTruthy();
    const reverted = screen.getByTestId('audit-entry-1');
    expect(within(reverted).queryByRole('button', { name: 'Revert' })).toBeNull();
    expect(within(reverted).getByText('Reverted')).toBeTruthy();
    expect(within(reverted).getByText('by entry #3')).toBeTruthy();
    const revertRow = screen.getByTestId('audit-entry-3');
    expect(within(revertRow).getByText('Reverted entry #1')).toBeTruthy();
    expect(within(revertRow).getByText('Reverted change')).toBeTruthy();
    expect(within(revertRow).getByText('phone: 702-555-0199 → 702-555-0100')).toBeTruthy();
  });

  it('shows times as dates and opens the rest of a long entry', async () => {
    renderTab();
    const row = screen.getByTestId('audit-entry-5');
    expect(row.textContent).not.toContain('2026-11-28T23:26');
    expect(row.textContent).toMatch(/archivedAt: — → Nov 2\d, 2026/);
    expect(within(row).queryByText('field22: 22 → —')).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: '(+20 more)' }));
    expect(within(row).getByText('field22: 22 → —')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Show less' }));
    expect(within(row).queryByText('field22: 22 → —')).toBeNull();
  });

  it('asks first, listing each field old ← new; Cancel reverts nothing', async () => {
    renderTab();
    await userEvent.click(within(screen.getByTestId('audit-entry-2')).getByRole('button', { name: 'Revert' }));
    const dialog = screen.getByRole('dialog', { name: 'Revert this change?' });
    const fields = within(dialog).getByLabelText('Fields to revert');
    expect(within(fields).getByText('phone')).toBeTruthy();
    expect(fields.textContent).toContain('702-555-0100←702-555-0199');
    expect(fields.textContent).toContain('Old words←New words');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(revert).not.toHaveBeenCalled();
  });

  it('reverts on confirmation with the reason the owner is told, and says which fields went back', async () => {
    revert.mockReturnValue({
      unwrap: () => Promise.resolve({ reverted: ['phone'], changedSince: ['description'] }),
    });
    renderTab();
    await userEvent.click(within(screen.getByTestId('audit-entry-2')).getByRole('button', { name: 'Revert' }));
    const dialog = screen.getByRole('dialog');
    // No reason, no revert: the owner is told why.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revert' }));
    expect(revert).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Please say why the change is reverted')).toBeTruthy();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      '  That number rings another school ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revert' }));
    expect(revert).toHaveBeenCalledWith({ id: 2, revertChangeRequest: { reason: 'That number rings another school' } });
    expect(toast).toHaveBeenCalledWith({
      title: 'Change Reverted',
      description: 'Reverted: phone. Left as they are (changed since): description.',
    });
  });

  it("shows the server's message when the revert is refused, and reloads the list", async () => {
    revert.mockReturnValue({
      unwrap: () =>
        Promise.reject({ status: 409, data: { message: 'This change has already been reverted (entry #9).' } }),
    });
    renderTab();
    await userEvent.click(within(screen.getByTestId('audit-entry-2')).getByRole('button', { name: 'Revert' }));
    await userEvent.type(within(screen.getByRole('dialog')).getByRole('textbox', { name: /Reason/ }), 'Typo');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revert' }));
    expect(toast).toHaveBeenCalledWith({
      title: 'Revert Failed',
      description: 'This change has already been reverted (entry #9).',
      variant: 'destructive',
    });
    expect(refetch).toHaveBeenCalled();
  });
});
