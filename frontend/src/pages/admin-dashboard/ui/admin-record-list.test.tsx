import { ThemeProvider, createTheme } from '@mui/material';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminArticleResponse, AdminSchoolResponse } from '@/shared/api/signed-in';
import { ToastProvider } from '@/shared/ui';
import { AdminArticlesTab } from './admin-articles-tab';
import { AdminSchoolsTab } from './admin-schools-tab';

// Full MUI lists driven by user-event are slow on a busy machine: allow for it.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const listSchools = jest.fn();
const toggleSchool = jest.fn();
const updateSchool = jest.fn();
const listArticles = jest.fn();
const toggleArticle = jest.fn();
const updateArticle = jest.fn();
const archiveSchool = jest.fn();
const archiveArticle = jest.fn();

jest.mock('@/shared/api', () => ({
  errorText: (error: { data?: { message?: string } }, fallback: string) => error?.data?.message ?? fallback,
  useListSchoolsForAdminQuery: (arg: unknown) => listSchools(arg),
  useToggleSchoolStatusMutation: () => [toggleSchool],
  useUpdateSchoolAsAdminMutation: () => [updateSchool],
  useListArticlesForAdminQuery: (arg: unknown) => listArticles(arg),
  useToggleArticleStatusMutation: () => [toggleArticle],
  useUpdateArticleAsAdminMutation: () => [updateArticle],
  useCreateSchoolAsAdminMutation: () => [jest.fn()],
  useArchiveSchoolAsAdminMutation: () => [archiveSchool],
  useRestoreSchoolAsAdminMutation: () => [jest.fn()],
  useCreateArticleAsAdminMutation: () => [jest.fn()],
  useArchiveArticleAsAdminMutation: () => [archiveArticle],
  useRestoreArticleAsAdminMutation: () => [jest.fn()],
}));
// The signed-in endpoints' hooks come from their own entry; the same mock answers for both.
jest.mock('@/shared/api/signed-in', () => jest.requireMock('@/shared/api'));

// The edit forms have their own behaviour; here they only hand a body to the list's save.
jest.mock('./school-editor', () => ({
  SchoolEditor: ({ onSave }: { onSave: (body: unknown) => Promise<unknown> }) => (
    <button onClick={() => void onSave({ name: 'Renamed', isActive: true }).catch(() => undefined)}>Submit form</button>
  ),
}));
jest.mock('./article-editor', () => ({
  ArticleEditor: ({ onSave }: { onSave: (body: unknown) => Promise<unknown> }) => (
    <button onClick={() => void onSave({ title: 'Renamed' }).catch(() => undefined)}>Submit form</button>
  ),
}));

const school = {
  id: 7,
  name: 'Desert Academy',
  slug: 'desert-academy',
  location: '1 Main St, Henderson, NV 89052',
  schoolType: 'Montessori',
  website: 'https://desert.example',
  isActive: true,
  isPremium: true,
} as AdminSchoolResponse;

const article = {
  id: 3,
  title: 'Choosing a School',
  slug: 'choosing-a-school',
  category: 'ADMISSIONS GUIDE',
  excerpt: 'Where to start.',
  author: 'Ann Lee',
  createdAt: '2026-03-01T12:00:00Z',
  isPublished: false,
} as AdminArticleResponse;

const ok = () => ({ unwrap: () => Promise.resolve({}) });
const fails = () => ({ unwrap: () => Promise.reject({ status: 500, data: { message: 'Database is down.' } }) });
const page = <T,>(items: T[]) => ({ data: { items, total: items.length }, isLoading: false, isError: false });

function renderTab(tab: 'schools' | 'articles') {
  render(
    <ThemeProvider theme={createTheme()}>
      <ToastProvider>{tab === 'schools' ? <AdminSchoolsTab /> : <AdminArticlesTab />}</ToastProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  listSchools.mockReturnValue(page([school]));
  listArticles.mockReturnValue(page([article]));
});

describe('AdminSchoolsTab', () => {
  it('lists schools with their details, status switch and public link', () => {
    renderTab('schools');
    expect(listSchools).toHaveBeenLastCalledWith({ search: undefined, page: 1, limit: 20 });
    expect(screen.getByLabelText('Search schools by name, city or website')).toBeInTheDocument();
    const card = screen.getByTestId('admin-school-7');
    expect(within(card).getByRole('heading', { level: 3, name: 'Desert Academy' })).toBeInTheDocument();
    expect(within(card).getByText('Premium')).toBeInTheDocument();
    expect(within(card).getByText('1 Main St, Henderson, NV 89052')).toBeInTheDocument();
    expect(within(card).getByText('Montessori · https://desert.example')).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'Desert Academy is live' })).toBeChecked();
    expect(within(card).getByText('Live')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/schools/desert-academy');
  });

  it('disables View for a Draft school, which has no public page, and says why', async () => {
    const user = userEvent.setup();
    listSchools.mockReturnValue(page([{ ...school, isActive: false }]));
    renderTab('schools');
    const card = screen.getByTestId('admin-school-7');
    expect(within(card).getByText('Draft')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'View' })).not.toBeInTheDocument();
    const view = within(card).getByRole('button', { name: 'View' });
    expect(view).toBeDisabled();
    expect(view).toHaveAccessibleDescription('Publish to view the public page');
    // The hidden hint is one pixel wide: `sx` read a bare 1 as 100%, and the page scrolled sideways into blank space.
    expect(document.getElementById('view-hint-admin-school-7')).toHaveStyle({ width: '1px', height: '1px' });
    await user.hover(view.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Publish to view the public page');
  });

  it('switches a school to Draft and toasts', async () => {
    const user = userEvent.setup();
    toggleSchool.mockReturnValue(ok());
    listSchools.mockReturnValue(page([{ ...school, isPremium: false }]));
    renderTab('schools');
    await user.click(screen.getByRole('switch', { name: 'Desert Academy is live' }));
    expect(toggleSchool).toHaveBeenCalledWith({ id: 7, toggleSchoolStatusRequest: { isActive: false } });
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    expect(screen.getByText('School status has been updated.')).toBeInTheDocument();
  });

  it('asks before hiding a paying premium school and says what hiding does', async () => {
    const user = userEvent.setup();
    toggleSchool.mockReturnValue(ok());
    renderTab('schools');
    await user.click(screen.getByRole('switch', { name: 'Desert Academy is live' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide Desert Academy?' });
    expect(dialog).toHaveTextContent('Desert Academy is a paying premium listing.');
    expect(dialog).toHaveTextContent('removes it from the directory');
    expect(dialog).toHaveTextContent('the subscription keeps running');
    expect(toggleSchool).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggleSchool).not.toHaveBeenCalled();

    await user.click(screen.getByRole('switch', { name: 'Desert Academy is live' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hide School' }));
    expect(toggleSchool).toHaveBeenCalledWith({ id: 7, toggleSchoolStatusRequest: { isActive: false } });
    expect(await screen.findByText('School status has been updated.')).toBeInTheDocument();
  });

  it('asks before archiving a school, says a premium one keeps being billed, and archives on yes', async () => {
    const user = userEvent.setup();
    archiveSchool.mockReturnValue(ok());
    renderTab('schools');
    await user.click(within(screen.getByTestId('admin-school-7')).getByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive Desert Academy?' });
    expect(dialog).toHaveTextContent('leaves the directory and its public page at once');
    expect(dialog).toHaveTextContent('its subscription keeps running');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(archiveSchool).not.toHaveBeenCalled();

    await user.click(within(screen.getByTestId('admin-school-7')).getByRole('button', { name: 'Archive' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive School' }));
    expect(archiveSchool).toHaveBeenCalledWith({ id: 7 });
    expect(await screen.findByText('The school is hidden from the public and kept for history.')).toBeInTheDocument();
  });

  it('makes a premium school live again without asking', async () => {
    const user = userEvent.setup();
    toggleSchool.mockReturnValue(ok());
    listSchools.mockReturnValue(page([{ ...school, isActive: false }]));
    renderTab('schools');
    await user.click(screen.getByRole('switch', { name: 'Desert Academy is live' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggleSchool).toHaveBeenCalledWith({ id: 7, toggleSchoolStatusRequest: { isActive: true } });
  });

  it('saves the Edit dialog, toasts and closes it', async () => {
    const user = userEvent.setup();
    updateSchool.mockReturnValue(ok());
    renderTab('schools');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Desert Academy' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit form' }));
    expect(updateSchool).toHaveBeenCalledWith({ id: 7, adminUpdateSchoolRequest: { name: 'Renamed' } });
    expect(await screen.findByText('School Updated')).toBeInTheDocument();
    expect(screen.getByText('The school information has been saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the Edit dialog open and shows the server message when saving fails', async () => {
    const user = userEvent.setup();
    updateSchool.mockReturnValue(fails());
    renderTab('schools');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Submit form' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Database is down.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Desert Academy' })).toBeInTheDocument();
  });

  it('searches after a pause, from the first page, and shows the empty texts', async () => {
    const user = userEvent.setup();
    listSchools.mockReturnValue({ ...page([]), isFetching: false });
    renderTab('schools');
    expect(screen.getByText('No schools available')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search schools by name, city or website'), ' zen ');
    await waitFor(() => expect(listSchools).toHaveBeenLastCalledWith({ search: 'zen', page: 1, limit: 20 }));
    expect(screen.getByText('No schools found matching "zen"')).toBeInTheDocument();
  });
});

describe('AdminArticlesTab', () => {
  it('asks before archiving an article', async () => {
    const user = userEvent.setup();
    archiveArticle.mockReturnValue(ok());
    renderTab('articles');
    await user.click(within(screen.getByTestId('admin-article-3')).getByRole('button', { name: 'Archive' }));
    expect(archiveArticle).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Archive "Choosing a School"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive Article' }));
    expect(archiveArticle).toHaveBeenCalledWith({ id: 3 });
  });

  it('lists articles with their details, status switch and public link', () => {
    renderTab('articles');
    expect(listArticles).toHaveBeenLastCalledWith({ search: undefined, page: 1, limit: 20 });
    expect(screen.getByLabelText('Search articles by title, excerpt or author')).toBeInTheDocument();
    const card = screen.getByTestId('admin-article-3');
    expect(within(card).getByRole('heading', { level: 3, name: 'Choosing a School' })).toBeInTheDocument();
    expect(within(card).getByText('ADMISSIONS GUIDE')).toBeInTheDocument();
    expect(within(card).getByText('Where to start.')).toBeInTheDocument();
    expect(within(card).getByText(/^By Ann Lee · /)).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'Choosing a School is published' })).not.toBeChecked();
    expect(within(card).getByText('Draft')).toBeInTheDocument();
    // A draft has no public page yet (the public endpoints serve published articles only).
    expect(within(card).queryByRole('link', { name: 'View' })).not.toBeInTheDocument();
    const view = within(card).getByRole('button', { name: 'View' });
    expect(view).toBeDisabled();
    expect(view).toHaveAccessibleDescription('Publish to view the public page');
  });

  it('links View to the public page of a published article', () => {
    listArticles.mockReturnValue(page([{ ...article, isPublished: true }]));
    renderTab('articles');
    const card = screen.getByTestId('admin-article-3');
    expect(within(card).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/articles/choosing-a-school');
    expect(within(card).queryByRole('button', { name: 'View' })).not.toBeInTheDocument();
  });

  it('publishes an article and shows the server message when that fails', async () => {
    const user = userEvent.setup();
    toggleArticle.mockReturnValueOnce(ok()).mockReturnValueOnce(fails());
    renderTab('articles');
    await user.click(screen.getByRole('switch', { name: 'Choosing a School is published' }));
    expect(toggleArticle).toHaveBeenCalledWith({ id: 3, toggleArticleStatusRequest: { isPublished: true } });
    expect(await screen.findByText('Article status has been updated.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Choosing a School is published' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Database is down.')).toBeInTheDocument();
  });

  it('saves the Edit Article dialog and toasts', async () => {
    const user = userEvent.setup();
    updateArticle.mockReturnValue(ok());
    renderTab('articles');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Article' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit form' }));
    expect(updateArticle).toHaveBeenCalledWith({ id: 3, adminUpdateArticleRequest: { title: 'Renamed' } });
    expect(await screen.findByText('Article Updated')).toBeInTheDocument();
    expect(screen.getByText('The article has been saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the loading state', () => {
    listArticles.mockReturnValue({ isLoading: true, isError: false });
    renderTab('articles');
    expect(screen.getByRole('status', { name: 'Loading articles' })).toBeInTheDocument();
  });

  it('shows the failure state', () => {
    listArticles.mockReturnValue({ isLoading: false, isError: true });
    renderTab('articles');
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load articles');
  });
});
