import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

const keyQuery = { data: '' as unknown, isLoading: false, isError: false };
jest.mock('@/shared/api', () => ({ useGetGoogleMapsKeyQuery: () => keyQuery }));

const loader = { isLoaded: true, loadError: undefined as Error | undefined };
const clusterers: number[] = [];
jest.mock('@react-google-maps/api', () => ({
  useJsApiLoader: () => loader,
  GoogleMap: ({ children, center, zoom }: { children: ReactNode; center: unknown; zoom: number }) => (
    <div data-testid="google-map" data-center={JSON.stringify(center)} data-zoom={zoom}>
      {children}
    </div>
  ),
  MarkerF: ({
    title,
    icon,
    onClick,
    clusterer,
  }: {
    title: string;
    icon: { fillColor: string; path: number };
    onClick: () => void;
    clusterer?: unknown;
  }) => (
    <button
      type="button"
      data-testid="marker"
      data-fill={icon.fillColor}
      data-path={icon.path}
      data-clustered={clusterer ? 'yes' : 'no'}
      onClick={onClick}
    >
      {title}
    </button>
  ),
  MarkerClustererF: ({ children }: { children: (clusterer: object) => ReactNode }) => {
    clusterers.push(1);
    return <div data-testid="clusterer">{children({})}</div>;
  },
  InfoWindowF: ({ children }: { children: ReactNode }) => <div role="dialog">{children}</div>,
}));

import { SchoolMap } from './school-map';

const school = (id: number, extra: object = {}) => ({
  id,
  name: `School ${id}`,
  slug: `school-${id}`,
  address: `${id} Main Street`,
  city: 'Las Vegas',
  zipCode: '89117',
  latitude: 36.1 + id / 100,
  longitude: -115.2,
  ...extra,
});

function renderMap(schools: Parameters<typeof SchoolMap>[0]['schools'], props: object = {}) {
  return render(
    <MemoryRouter>
      <SchoolMap schools={schools} {...props} />
    </MemoryRouter>,
  );
}

beforeAll(() => {
  (globalThis as unknown as { google: unknown }).google = { maps: { SymbolPath: { CIRCLE: 0 } } };
});

beforeEach(() => {
  Object.assign(keyQuery, { data: '', isLoading: false, isError: false });
  Object.assign(loader, { isLoaded: true, loadError: undefined });
  clusterers.length = 0;
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'error');
});

afterEach(() => jest.restoreAllMocks());

describe('SchoolMap', () => {
  it('without a key shows the list of located schools with directions, and only logs', () => {
    renderMap([school(1), school(2, { latitude: null })]);
    const fallback = screen.getByTestId('map-fallback');
    expect(fallback).toHaveTextContent('School 1');
    expect(fallback).not.toHaveTextContent('School 2');
    expect(screen.getByRole('link', { name: /Get Directions to School 1/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=School%201/),
    );
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining('no Google Maps key'));
    expect(console.error).not.toHaveBeenCalled();
  });

  it('with a key draws red circle markers at the default centre, skipping schools without coordinates', async () => {
    keyQuery.data = 'test-key';
    renderMap([school(1), school(2), school(3, { longitude: null })]);
    const markers = await screen.findAllByTestId('marker');
    expect(markers.map((m) => m.textContent)).toEqual(['School 1', 'School 2']);
    expect(markers[0]).toHaveAttribute('data-fill', '#dc2626');
    expect(markers[0]).toHaveAttribute('data-path', '0');
    const map = screen.getByTestId('google-map');
    expect(JSON.parse(map.getAttribute('data-center')!)).toEqual({ lat: 36.17, lng: -115.14 });
    expect(map).toHaveAttribute('data-zoom', '11');
    expect(screen.queryByTestId('clusterer')).toBeNull();
  });

  it('opens an info window with name, address, city and ZIP', async () => {
    keyQuery.data = 'test-key';
    renderMap([school(7)]);
    fireEvent.click(await screen.findByTestId('marker'));
    const info = screen.getByRole('dialog');
    expect(info).toHaveTextContent('School 7');
    expect(info).toHaveTextContent('7 Main Street');
    expect(info).toHaveTextContent('Las Vegas, 89117');
    expect(screen.getByRole('link', { name: 'School 7' })).toHaveAttribute('href', '/schools/school-7');
  });

  it('clusters markers when there are many', async () => {
    keyQuery.data = 'test-key';
    renderMap(Array.from({ length: 15 }, (_, i) => school(i + 1)));
    expect(await screen.findByTestId('clusterer')).toBeInTheDocument();
    expect(screen.getAllByTestId('marker').every((m) => m.getAttribute('data-clustered') === 'yes')).toBe(true);
  });

  it('falls back to the list when the script fails to load', async () => {
    keyQuery.data = 'test-key';
    loader.isLoaded = false;
    loader.loadError = new Error('network');
    renderMap([school(1)]);
    expect(await screen.findByTestId('map-fallback')).toBeInTheDocument();
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining('failed to load'));
    expect(console.error).not.toHaveBeenCalled();
  });

  it('falls back when Google refuses the key', async () => {
    keyQuery.data = 'bad-key';
    renderMap([school(1)]);
    await screen.findByTestId('google-map');
    act(() => window.gm_authFailure?.());
    await waitFor(() => expect(screen.getByTestId('map-fallback')).toBeInTheDocument());
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining('refused the API key'));
  });
});
