import { ThemeProvider, createTheme } from '@mui/material';
import { render, screen, within } from '@testing-library/react';
import type { AttendeeResponse, OwnerOpenHouseResponse } from '@/shared/api/signed-in';
import { OpenHouseAttendeesDialog } from './open-house-attendees-dialog';

let attendees: AttendeeResponse[] = [];

jest.mock('@/shared/api/signed-in', () => ({
  useListOpenHouseAttendeesQuery: () => ({ data: attendees, isLoading: false }),
  useCheckInAttendeeMutation: () => [jest.fn()],
}));

function attendee(id: string, name: string, status: AttendeeResponse['status']): AttendeeResponse {
  return {
    id,
    name,
    email: `${id}@example.com`,
    partySize: 2,
    childGrade: 'Kindergarten',
    status,
    checkedInAt: null,
    erased: false,
    createdAt: '2026-11-23T15:30:00Z',
  };
}

describe('OpenHouseAttendeesDialog', () => {
  it('shows each RSVP’s status as a word, not its lower-case code', () => {
    attendees = [
      attendee('a', 'Rosa Lopez', 'confirmed'),
      attendee('b', 'Wes Lee', 'waitlisted'),
      attendee('c', 'Cam Diaz', 'cancelled'),
    ];
    render(
      <ThemeProvider theme={createTheme()}>
        <OpenHouseAttendeesDialog
          schoolId={7}
          openHouse={{ id: 'oh1', title: 'Fall Open House' } as OwnerOpenHouseResponse}
          onClose={() => undefined}
        />
      </ThemeProvider>,
    );
    const rows = within(screen.getByRole('table', { name: 'Attendees' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      'Confirmed',
      'Waitlisted',
      'Cancelled',
    ]);
  });
});
