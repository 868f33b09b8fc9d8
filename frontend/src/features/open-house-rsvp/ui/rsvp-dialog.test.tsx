import { configureStore } from '@reduxjs/toolkit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { baseApi, type OpenHouseResponse } from '@/shared/api';
import { RsvpDialog, type RsvpDialogProps } from './rsvp-dialog';

const OPEN_HOUSE: OpenHouseResponse = {
  id: '3f1c2b9e-6a0d-4e8f-9b1a-2c3d4e5f6a7b',
  address: '1 Desert Way, Las Vegas, NV 89117',
  capacity: 20,
  description: '',
  durationMinutes: 90,
  startsAt: '2026-12-25T01:30:00.000Z',
  endsAt: '2026-12-25T03:00:00.000Z',
  startsAtLocal: '2026-12-24T17:30',
  format: 'in_person',
  gradeMin: 0,
  gradeMax: 5,
  grades: 'Kindergarten - 5th',
  school: {
    id: 1,
    imageUrl: null,
    name: 'Desert Pines Academy',
    neighborhoodName: null,
    slug: 'desert-pines-academy',
    takesRsvps: true,
    phone: null,
    website: null,
  },
  seatsLeft: 12,
  status: 'scheduled',
  timeZone: 'America/Los_Angeles',
  title: 'Winter Open House',
  virtualUrl: null,
};

function renderDialog(send: RsvpDialogProps['send']) {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) =>
      getDefault({ immutableCheck: false, serializableCheck: false }).concat(baseApi.middleware),
  });
  return render(
    <Provider store={store}>
      <RsvpDialog openHouse={OPEN_HOUSE} onClose={jest.fn()} send={send} />
    </Provider>,
  );
}

async function chooseGrade(user: ReturnType<typeof userEvent.setup>, grade: string) {
  await user.click(screen.getByRole('combobox', { name: /Child's grade/ }));
  await user.click(within(screen.getByRole('listbox')).getByText(grade));
}

describe('RsvpDialog', () => {
  it('checks the fields in the browser with the server’s messages, each once under its field', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    renderDialog(send);
    await user.type(screen.getByLabelText(/E-mail/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'RSVP' }));

    for (const message of [
      'Name is required',
      'Please enter a valid email address',
      "Please select your child's grade",
    ])
      expect(await screen.findAllByText(message)).toHaveLength(1);
    // No banner listing them again.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    // The first field in error has the focus.
    expect(screen.getByLabelText(/Your name/)).toHaveFocus();
  });

  it('offers only the grades the open house is for', async () => {
    const user = userEvent.setup();
    renderDialog(jest.fn());
    await user.click(screen.getByRole('combobox', { name: /Child's grade/ }));
    const offered = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent)
      .filter((text) => text && text.trim());
    // The event is for Kindergarten to 5th (0..5): no Pre-K, no 6th or later.
    expect(offered).toEqual(['Kindergarten', '1st', '2nd', '3rd', '4th', '5th']);
  });

  it('sends a valid RSVP and confirms it', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockResolvedValue({ id: 'r1', status: 'confirmed', partySize: 1 });
    renderDialog(send);
    await user.type(screen.getByLabelText(/Your name/), '  Maria Lopez ');
    await user.type(screen.getByLabelText(/E-mail/), 'maria@example.com');
    await chooseGrade(user, 'Kindergarten');
    await user.click(screen.getByRole('button', { name: 'RSVP' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "You're registered! We e-mailed your confirmation to maria@example.com",
    );
    expect(send).toHaveBeenCalledWith({
      name: 'Maria Lopez',
      email: 'maria@example.com',
      partySize: 1,
      childGrade: 'Kindergarten',
    });
  });

  it('shows a field error from the server under its field only, and other refusals in the banner', async () => {
    const user = userEvent.setup();
    const send = jest
      .fn()
      .mockRejectedValueOnce({
        status: 400,
        data: {
          statusCode: 400,
          message: 'Name must not contain line breaks',
          errors: { name: ['Name must not contain line breaks'] },
        },
      })
      .mockRejectedValueOnce({ status: 409, data: { statusCode: 409, message: 'This open house is full' } });
    renderDialog(send);
    await user.type(screen.getByLabelText(/Your name/), 'Maria');
    await user.type(screen.getByLabelText(/E-mail/), 'maria@example.com');
    await chooseGrade(user, '3rd');
    await user.click(screen.getByRole('button', { name: 'RSVP' }));
    expect(await screen.findAllByText('Name must not contain line breaks')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'RSVP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This open house is full. You can join the waitlist');
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
  });
});
