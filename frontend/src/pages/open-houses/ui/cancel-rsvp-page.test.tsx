import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { formatOpenHouseStart, formatOpenHouseTime } from '@/entities/open-house';
import { baseApi } from '@/shared/api';
import { rsvpTimeText } from '../model/rsvp-time';
import { CancelRsvpPage } from './cancel-rsvp-page';

const OPEN_HOUSE_ID = '3f1c2b9e-6a0d-4e8f-9b1a-2c3d4e5f6a7b';
// Thu, Dec 24, 2026, 5:30 PM – 7:00 PM in Las Vegas.
const STARTS_AT = '2026-12-25T01:30:00.000Z';
const ENDS_AT = '2026-12-25T03:00:00.000Z';

const RSVP = {
  status: 'confirmed',
  firstName: 'Maria',
  partySize: 2,
  openHouseId: OPEN_HOUSE_ID,
  title: 'Winter Open House',
  startsAt: STARTS_AT,
  openHouseStatus: 'scheduled',
  schoolName: 'Desert Pines Academy',
};

function json(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

function renderPage(fetchMock: jest.Mock) {
  global.fetch = fetchMock as unknown as typeof fetch;
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) =>
      getDefault({ immutableCheck: false, serializableCheck: false }).concat(baseApi.middleware),
  });
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/open-houses/cancel?token=abc']}>
        <CancelRsvpPage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('CancelRsvpPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the open house's real end time, not its start twice", async () => {
    const fetchMock = jest.fn((request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/open-house-rsvps/lookup') return json(RSVP);
      if (path === `/api/open-houses/${OPEN_HOUSE_ID}`)
        return json({ id: OPEN_HOUSE_ID, startsAt: STARTS_AT, endsAt: ENDS_AT, title: RSVP.title });
      return json({ statusCode: 404, message: 'Not found' }, 404);
    });
    renderPage(fetchMock);
    const line = await screen.findByText(`Desert Pines Academy · ${formatOpenHouseTime(STARTS_AT, ENDS_AT)}`);
    expect(line.textContent).not.toContain(formatOpenHouseTime(STARTS_AT, STARTS_AT));
    expect(screen.getByRole('button', { name: 'Cancel my RSVP' })).toBeEnabled();
  });

  it('shows the start alone when the open house itself cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = jest.fn((request: Request) =>
      new URL(request.url).pathname === '/api/open-house-rsvps/lookup'
        ? json(RSVP)
        : json({ statusCode: 404, message: 'Open house not found' }, 404),
    );
    renderPage(fetchMock);
    expect(await screen.findByText(`Desert Pines Academy · ${formatOpenHouseStart(STARTS_AT)}`)).toBeInTheDocument();
  });
});

describe('rsvpTimeText', () => {
  it('reads the end from the open house the RSVP names', () => {
    const rsvp = { openHouseId: OPEN_HOUSE_ID, startsAt: STARTS_AT };
    const zone = 'America/Los_Angeles';
    expect(rsvpTimeText(rsvp, { id: OPEN_HOUSE_ID, startsAt: STARTS_AT, endsAt: ENDS_AT }, zone)).toBe(
      'Thu, Dec 24, 2026, 5:30 PM – 7:00 PM PST',
    );
    expect(rsvpTimeText(rsvp, undefined, zone)).toBe('Thu, Dec 24, 2026, 5:30 PM PST');
    expect(rsvpTimeText(rsvp, { id: 'another', startsAt: STARTS_AT, endsAt: ENDS_AT }, zone)).toBe(
      'Thu, Dec 24, 2026, 5:30 PM PST',
    );
  });
});
