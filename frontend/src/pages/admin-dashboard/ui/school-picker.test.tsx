import { ThemeProvider, createTheme } from '@mui/material';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SchoolChoice } from '../model/claim-approval';
import { SchoolPicker } from './school-picker';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const searches: unknown[] = [];
jest.mock('@/shared/api', () => ({
  useListSchoolsForAdminQuery: (arg: unknown) => {
    searches.push(arg);
    const items = [{ id: 7, name: 'Meadows School', location: '1 Meadow Ln, Las Vegas, NV 89107' }];
    return { currentData: { items }, data: { items }, isFetching: false };
  },
}));
// The signed-in endpoints' hooks come from their own entry; the same mock answers for both.
jest.mock('@/shared/api/signed-in', () => jest.requireMock('@/shared/api'));

function Picker() {
  const [choice, setChoice] = useState<SchoolChoice>({ kind: 'existing', schoolId: null, label: '' });
  return <SchoolPicker claimId={12} claimSchoolName="Meadows School" value={choice} onChange={setChoice} />;
}

describe('SchoolPicker', () => {
  it('shows a school only once it is chosen (issue 36); empty, focus lists the matches for the claim’s name', async () => {
    render(
      <ThemeProvider theme={createTheme()}>
        <Picker />
      </ThemeProvider>,
    );
    const box = screen.getByRole('combobox', { name: 'School in the directory' }) as HTMLInputElement;
    // A name in the box while nothing is chosen read as chosen, with Approve disabled.
    expect(box.value).toBe('');
    expect(screen.getByText('No school chosen yet')).toBeInTheDocument();
    await userEvent.click(box);
    expect(searches).toContainEqual({ search: 'Meadows School', limit: 10 });
    expect(
      await screen.findByRole('option', { name: 'Meadows School · 1 Meadow Ln, Las Vegas, NV 89107' }),
    ).toBeTruthy();

    // Typed text that picks nothing does not stay behind to look like a choice.
    await userEvent.type(box, 'Mead');
    await userEvent.tab();
    expect(box.value).toBe('');

    await userEvent.click(box);
    await userEvent.click(
      await screen.findByRole('option', { name: 'Meadows School · 1 Meadow Ln, Las Vegas, NV 89107' }),
    );
    expect(box.value).toBe('Meadows School · 1 Meadow Ln, Las Vegas, NV 89107');
    expect(screen.queryByText('No school chosen yet')).not.toBeInTheDocument();
  });

  it('offers only the answer to the text in the box, not the last search’s schools while typing', async () => {
    render(
      <ThemeProvider theme={createTheme()}>
        <Picker />
      </ThemeProvider>,
    );
    const box = screen.getByRole('combobox', { name: 'School in the directory' });
    await userEvent.click(box);
    expect(await screen.findByRole('option')).toBeInTheDocument();
    await userEvent.type(box, ' Z');
    // The debounced search has not caught up: an Enter now must not pick the previous answer's first school.
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(await screen.findByRole('option')).toBeInTheDocument();
  });
});
