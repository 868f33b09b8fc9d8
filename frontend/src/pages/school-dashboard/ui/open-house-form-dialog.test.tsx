import { ThemeProvider, createTheme } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { EMPTY_OPEN_HOUSE } from '../model/open-house-form';
import { OpenHouseFormDialog } from './open-house-form-dialog';

jest.mock('@/shared/api', () => ({
  errorText: (_error: unknown, fallback: string) => fallback,
}));

const NOTICE = /we e-mail each of them the new details with an updated calendar invite/;

function renderDialog(familiesSignedUp?: boolean) {
  render(
    <ThemeProvider theme={createTheme()}>
      <OpenHouseFormDialog
        title="Edit open house"
        initial={{ ...EMPTY_OPEN_HOUSE, title: 'Fall Open House', date: '2027-01-09' }}
        familiesSignedUp={familiesSignedUp}
        onSubmit={() => Promise.resolve()}
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
});
