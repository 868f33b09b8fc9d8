import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { baseApi } from '@/shared/api';
import { ListingConfirmPage } from './listing-confirm-page';

const SCHOOL = {
  schoolId: 7,
  schoolName: 'Desert Pines Academy',
  schoolSlug: 'desert-pines-academy',
  lastConfirmedAt: null,
  lastConfirmedVia: null,
};

function json(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

function renderPage(fetchMock: jest.Mock, url = '/listing/confirm?token=listing.abc.def') {
  global.fetch = fetchMock as unknown as typeof fetch;
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) =>
      getDefault({ immutableCheck: false, serializableCheck: false }).concat(baseApi.middleware),
  });
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <ListingConfirmPage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('ListingConfirmPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the link without confirming, and confirms only when the button is pressed (a POST)', async () => {
    const fetchMock = jest.fn((request: Request) =>
      request.method === 'POST'
        ? json({ ...SCHOOL, lastConfirmedAt: '2026-12-02T18:00:00.000Z', lastConfirmedVia: 'reminder' })
        : json(SCHOOL),
    );
    renderPage(fetchMock);
    expect(await screen.findByText('Desert Pines Academy')).toBeInTheDocument();
    expect(screen.getByText('Not confirmed yet.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.every(([request]) => (request as Request).method === 'GET')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Everything is still correct' }));
    expect(await screen.findByTestId('listing-confirmed')).toHaveTextContent(
      'you confirmed that the listing of Desert Pines Academy is still correct on December 2, 2026',
    );
    expect(fetchMock.mock.calls.some(([request]) => (request as Request).method === 'POST')).toBe(true);
  });

  it('shows the server’s message for a bad or expired link', async () => {
    const message = 'This link has expired. Sign in to your school dashboard to confirm your listing.';
    renderPage(jest.fn(() => json({ statusCode: 400, message }, 400)));
    expect(await screen.findByTestId('listing-link-problem')).toHaveTextContent(message);
  });

  it('says a link without a token is not valid', () => {
    renderPage(jest.fn(), '/listing/confirm');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid');
  });
});
