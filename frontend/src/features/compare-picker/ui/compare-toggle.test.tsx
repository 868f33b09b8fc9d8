import { ThemeProvider, createTheme } from '@mui/material';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { ToastProvider, useCloseToastsOnPageChange } from '@/shared/ui';
import { COMPARE_STORAGE_KEY, TOO_MANY_MESSAGE } from '../model/compare-selection';
import { CompareToggle } from './compare-toggle';

/** The public layout's part that matters here: a new path closes the toasts about the page left. */
function Layout() {
  useCloseToastsOnPageChange();
  return <Outlet />;
}

const FOUR = ['a', 'b', 'c', 'd'].map((slug) => ({ slug, name: `School ${slug.toUpperCase()}` }));

function renderDirectory() {
  return render(
    <ThemeProvider theme={createTheme()}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/schools']}>
          <Routes>
            <Route element={<Layout />}>
              <Route
                path="/schools"
                element={
                  <>
                    <CompareToggle school={{ slug: 'e', name: 'School E' }} />
                    <Link to="/compare?schools=a,b,c,d">Compare now</Link>
                    <Link to="/schools?page=2">Page 2</Link>
                  </>
                }
              />
              <Route path="/compare" element={<table aria-label="School comparison" />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </ThemeProvider>,
  );
}

describe('CompareToggle', () => {
  beforeEach(() => localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify({ schools: FOUR })));
  afterEach(() => localStorage.clear());

  it('refuses a fifth school with a message that stays on its page and closes when the visitor leaves it', async () => {
    const user = userEvent.setup();
    renderDirectory();
    await user.click(screen.getByRole('checkbox', { name: 'Compare School E' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_MESSAGE);
    expect(screen.getByRole('checkbox', { name: 'Compare School E' })).not.toBeChecked();

    // Another page of the same directory is the same page: the message stays.
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TOO_MANY_MESSAGE);

    // 'Compare now': the comparison opens without the message over its table.
    await user.click(screen.getByRole('link', { name: 'Compare now' }));
    expect(screen.getByRole('table', { name: 'School comparison' })).toBeInTheDocument();
    // At once (its closing transition), not when its 5 seconds are up.
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 1000 });
  });
});
