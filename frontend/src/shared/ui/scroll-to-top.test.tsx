import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useScrollToTopOnPageChange } from './scroll-to-top';

const scrollTo = jest.fn();

beforeEach(() => {
  scrollTo.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

let navigate: ReturnType<typeof useNavigate>;

function Layout() {
  useScrollToTopOnPageChange();
  navigate = useNavigate();
  return (
    <nav>
      <Link to="/schools/a">School A</Link>
      <Link to="/schools?page=2">Page 2</Link>
      <Link to="/claim-school#pricing">Pricing</Link>
      <Link to="/about" replace>
        About
      </Link>
    </nav>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Layout />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useScrollToTopOnPageChange', () => {
  it('leaves the first page load alone', () => {
    renderAt('/schools');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top when a link (push) or a redirect (replace) opens another page', async () => {
    const user = userEvent.setup();
    renderAt('/schools');
    await user.click(screen.getByRole('link', { name: 'School A' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('leaves Back and Forward to the browser', async () => {
    const user = userEvent.setup();
    renderAt('/schools');
    await user.click(screen.getByRole('link', { name: 'School A' }));
    scrollTo.mockReset();
    act(() => void navigate(-1));
    act(() => void navigate(1));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not scroll for a #hash link or a change of the query alone', async () => {
    const user = userEvent.setup();
    renderAt('/schools');
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await user.click(screen.getByRole('link', { name: 'Pricing' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
