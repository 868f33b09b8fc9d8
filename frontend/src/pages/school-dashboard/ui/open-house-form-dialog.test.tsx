import { ThemeProvider, createTheme } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_OPEN_HOUSE } from '../model/open-house-form';
import { OpenHouseFormDialog } from './open-house-form-dialog';

jest.mock('@/shared/api', () => ({
  errorText: (_error: unknown, fallback: string) => fallback,
}));

const NOTICE = /we e-mail each of them the new details with an updated calendar invite/;

function renderDialog(familiesSignedUp?: boolean, onSubmit: () => Promise<void> = () => Promise.resolve()) {
  render(
    <ThemeProvider theme={createTheme()}>
      <OpenHouseFormDialog
        title="Edit open house"
        initial={{ ...EMPTY_OPEN_HOUSE, title: 'Fall Open House', date: '2027-01-09' }}
        familiesSignedUp={familiesSignedUp}
        onSubmit={onSubmit}
        onClose={() => undefined}
      />
    </ThemeProvider>,
  );
}

describe('OpenHouseFormDialog', () => {
  it('tells the owner that families signed up are e-mailed a change of time or place', () => {
    renderDialog(true);
    expect(screen.getByText(NOTICE)).toBeTruthy();
  });

  it('says nothing of it for a new open house or one nobody signed up for', () => {
    renderDialog();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('shows the server’s field errors under their fields, focuses the first, and does not repeat it in the banner', async () => {
    const refusal = { status: 400, data: { errors: { capacity: ['Capacity must be at least 1'] } } };
    renderDialog(false, () => Promise.reject(refusal));
    await userEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Capacity must be at least 1')).toBeTruthy();
    expect(screen.getAllByText('Capacity must be at least 1')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.');
    expect(document.activeElement).toBe(screen.getByLabelText(/Capacity/));
  });
});
