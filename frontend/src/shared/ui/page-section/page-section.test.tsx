import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PageSection } from './page-section';

const link = (n: number) => ({ title: `Card ${n}`, text: `Text ${n}`, href: `/to/${n}`, label: `Go ${n}` });

const renderSection = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('PageSection', () => {
  it('is a section named by its h2, with a lead line, link cards and other content', () => {
    renderSection(
      <PageSection id="help-title" title="Need Help?" subtitle="We are here." links={[link(1), link(2)]}>
        <p>More</p>
      </PageSection>,
    );
    const section = screen.getByRole('region', { name: 'Need Help?' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Need Help?' })).toHaveAttribute('id', 'help-title');
    expect(within(section).getByText('We are here.')).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: 'Card 2' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Go 1' })).toHaveAttribute('href', '/to/1');
    expect(within(section).getByText('More')).toBeInTheDocument();
  });

  it.each([
    [1, 'MuiGrid-grid-md-12'],
    [2, 'MuiGrid-grid-md-6'],
    [3, 'MuiGrid-grid-md-4'],
    [4, 'MuiGrid-grid-md-4'],
  ])('puts %i link card(s) side by side, three to a row at most', (count, column) => {
    renderSection(<PageSection id="s" title="S" links={Array.from({ length: count }, (_, n) => link(n))} />);
    for (const button of screen.getAllByRole('link')) expect(button.closest('.MuiGrid-root')).toHaveClass(column);
  });
});
