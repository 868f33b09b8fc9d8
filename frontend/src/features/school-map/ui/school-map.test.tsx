import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

const keyQuery = { data: '' as unknown, isLoading: false, isError: false };
const tilesQuery = { data: { styleUrl: null as string | null }, isSuccess: true };
const tilesAsked: { skip?: boolean }[] = [];
jest.mock('@/shared/api', () => ({
  useGetGoogleMapsKeyQuery: () => keyQuery,
  useGetMapTilesQuery: (_arg: unknown, options: { skip?: boolean }) => {
    tilesAsked.push(options);
    return options.skip ? { data: undefined, isSuccess: false } : tilesQuery;
  },
}));

const webGl = { supported: true };
jest.mock('../model/webgl', () => ({ supportsWebGl: () => webGl.supported }));

/** The keyless map's view, standing in for MapLibre (jsdom has no WebGL). */
jest.mock('./maplibre-map-view', () => ({
  __esModule: true,
  default: ({ styleUrl, locations }: { styleUrl: string; locations: { name: string }[] }) => (
    <div data-testid="maplibre-map" data-style={styleUrl}>
      {locations.map((location) => (
        <button key={location.name} type="button">
          {location.name}
        </button>
      ))}
    </div>
  ),
}));

const loader = { isLoaded: true, loadError: undefined as Error | undefined };
const clusterers: { markers: FakeMarker[] }[] = [];

/** Google's Marker, drawn as a button (title, fill, whether it sits on the map or in a clusterer). */
class FakeMarker {
  static all: FakeMarker[] = [];
  listeners: Record<string, () => void> = {};
  map: unknown = null;
  constructor(public options: { title: string; optimized: boolean; icon: { fillColor: string; path: number } }) {
    FakeMarker.all.push(this);
  }
  addListener(event: string, listener: () => void) {
    this.listeners[event] = listener;
  }
  setMap(map: unknown) {
    this.map = map;
  }
}

jest.mock('@googlemaps/markerclusterer', () => ({
  MarkerClusterer: class {
    constructor(options: { markers: FakeMarker[] }) {
      clusterers.push(options);
    }
    clearMarkers() {}
    setMap() {}
  },
}));

jest.mock('@react-google-maps/api', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { useEffect } = require('react') as typeof import('react');
  return {
    useJsApiLoader: () => loader,
    GoogleMap: ({
      children,
      center,
      zoom,
      onLoad,
    }: {
      children: ReactNode;
      center: unknown;
      zoom: number;
      onLoad: (map: object) => void;
    }) => {
      useEffect(() => onLoad({ panTo: () => undefined, getZoom: () => 11, setZoom: () => undefined }), [onLoad]);
      return (
        <div data-testid="google-map" data-center={JSON.stringify(center)} data-zoom={zoom}>
          {children}
        </div>
      );
    },
    InfoWindowF: ({ children }: { children: ReactNode }) => <div role="dialog">{children}</div>,
  };
});

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
  (globalThis as unknown as { google: unknown }).google = {
    maps: { SymbolPath: { CIRCLE: 0 }, Marker: FakeMarker, event: { clearInstanceListeners: () => undefined } },
  };
});

/** The markers currently on the map or in a clusterer (the last render's). */
const liveMarkers = () =>
  FakeMarker.all.filter((marker) => marker.map || clusterers.some((c) => c.markers.includes(marker)));

beforeEach(() => {
  Object.assign(keyQuery, { data: '', isLoading: false, isError: false });
  tilesQuery.data = { styleUrl: null };
  tilesAsked.length = 0;
  webGl.supported = true;
  Object.assign(loader, { isLoaded: true, loadError: undefined });
  clusterers.length = 0;
  FakeMarker.all = [];
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
    await screen.findByTestId('google-map');
    await waitFor(() => expect(liveMarkers()).toHaveLength(2));
    const markers = liveMarkers();
    expect(markers.map((m) => m.options.title)).toEqual(['School 1', 'School 2']);
    expect(markers[0].options.icon.fillColor).toBe('#dc2626');
    expect(markers[0].options.icon.path).toBe(0);
    // Google's accessible-marker recipe: title + click listener + not optimized (focusable by keyboard).
    expect(markers[0].options.optimized).toBe(false);
    expect(markers[0].listeners.click).toBeDefined();
    const map = screen.getByTestId('google-map');
    expect(JSON.parse(map.getAttribute('data-center')!)).toEqual({ lat: 36.17, lng: -115.14 });
    expect(map).toHaveAttribute('data-zoom', '11');
    expect(clusterers).toHaveLength(0);
  });

  it('opens an info window with name, address, city and ZIP', async () => {
    keyQuery.data = 'test-key';
    renderMap([school(7)]);
    await waitFor(() => expect(liveMarkers()).toHaveLength(1));
    act(() => liveMarkers()[0].listeners.click());
    const info = screen.getByRole('dialog');
    expect(info).toHaveTextContent('School 7');
    expect(info).toHaveTextContent('7 Main Street');
    expect(info).toHaveTextContent('Las Vegas, 89117');
    expect(screen.getByRole('link', { name: 'School 7' })).toHaveAttribute('href', '/schools/school-7');
  });

  it('clusters markers when there are many (@googlemaps/markerclusterer)', async () => {
    keyQuery.data = 'test-key';
    renderMap(Array.from({ length: 15 }, (_, i) => school(i + 1)));
    await waitFor(() => expect(clusterers).toHaveLength(1));
    expect(clusterers[0].markers).toHaveLength(15);
  });

  it('ties the list beside the map to the markers, with distances', async () => {
    keyQuery.data = 'test-key';
    renderMap([school(1, { distanceMiles: 2.34 }), school(2, { distanceMiles: 4 })], { withList: true });
    const list = await screen.findByRole('list', { name: 'Schools on the map' });
    expect(list).toHaveTextContent('2.3 mi');
    fireEvent.click(screen.getByRole('button', { name: /School 2/ }));
    expect(screen.getByRole('dialog')).toHaveTextContent('4.0 mi away');
    expect(screen.getByRole('button', { name: /School 2/ })).toHaveAttribute('aria-current', 'true');
  });

  it('without a key shows distances in the fallback list', () => {
    renderMap([school(1, { distanceMiles: 1.25 })]);
    expect(screen.getByTestId('map-fallback')).toHaveTextContent('1.3 mi away');
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

  describe('without a key (issue 35)', () => {
    it('draws the keyless map over the configured tiles, and titles it as a map', async () => {
      tilesQuery.data = { styleUrl: '/tiles/style.json' };
      const modes: string[] = [];
      renderMap([school(1), school(2)], {
        title: { map: 'Find Them on the Map', list: 'Where to Find Them' },
        onModeChange: (mode: string) => modes.push(mode),
      });
      const map = await screen.findByTestId('maplibre-map');
      expect(map).toHaveAttribute('data-style', '/tiles/style.json');
      expect(screen.getByRole('heading', { name: 'Find Them on the Map' })).toBeInTheDocument();
      expect(modes.at(-1)).toBe('map');
    });

    it('shows the list, titled as a list, with no tiles configured', async () => {
      const modes: string[] = [];
      renderMap([school(1)], {
        title: { map: 'Find Them on the Map', list: 'Where to Find Them' },
        onModeChange: (mode: string) => modes.push(mode),
      });
      await waitFor(() => expect(tilesAsked.some((options) => !options.skip)).toBe(true));
      expect(screen.getByTestId('map-fallback')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Where to Find Them' })).toBeInTheDocument();
      expect(screen.queryByText('Find Them on the Map')).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Location' })).toBeInTheDocument();
      expect(modes.at(-1)).toBe('list');
    });

    it('shows the list where the browser cannot draw the map (no WebGL)', async () => {
      tilesQuery.data = { styleUrl: '/tiles/style.json' };
      webGl.supported = false;
      renderMap([school(1)]);
      await waitFor(() => expect(console.log).toHaveBeenCalledWith(expect.stringContaining('no WebGL')));
      expect(screen.getByTestId('map-fallback')).toBeInTheDocument();
      expect(screen.queryByTestId('maplibre-map')).not.toBeInTheDocument();
    });

    it('never asks for tiles while a Google key draws the map', async () => {
      keyQuery.data = 'test-key';
      renderMap([school(1)]);
      await screen.findByTestId('google-map');
      expect(tilesAsked.every((options) => options.skip)).toBe(true);
    });
  });
});
