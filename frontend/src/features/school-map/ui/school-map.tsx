import { Skeleton, Typography } from '@mui/material';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useGetGoogleMapsKeyQuery, useGetMapTilesQuery } from '@/shared/api';
import { locatedOnly, type MapLocationInput } from '../model/map-location';
import { supportsWebGl } from '../model/webgl';
import { MapFallback } from './map-fallback';

// The maps libraries are heavy: each loads only when its map is really shown, never with the page.
const GoogleMapView = lazy(() => import('./google-map-view'));
const MapLibreView = lazy(() => import('./maplibre-map-view'));

/** What a map area shows: an interactive map, or the list of the same places. */
export type MapMode = 'map' | 'list';

export interface SchoolMapProps {
  schools: readonly (MapLocationInput | null | undefined)[];
  /** Pixel height of the map area. */
  height?: number;
  /** Accessible name of the map region. */
  label?: string;
  center?: { lat: number; lng: number };
  zoom?: number;
  /** With a map: a list of the schools beside it on wide screens, tied to the markers. */
  withList?: boolean;
  /** A heading above the area, worded for what it shows: a map or a list. */
  title?: { map: string; list: string };
  /** Told what the area shows (the directory's heading speaks of a map only when there is one). */
  onModeChange?: (mode: MapMode) => void;
}

/** The key arrives as plain text; an empty body means maps are not configured. */
function readKey(data: unknown): string {
  return typeof data === 'string' ? data.trim() : data == null ? '' : String(data).trim();
}

/**
 * A map of schools: Google's with a key; without one, MapLibre over the operator's tiles
 * (MAP_TILES_STYLE_URL, issue 35) where the browser can draw it (WebGL); else, and always before the
 * page's script runs (the server's HTML, no JavaScript), a styled list of the same places with
 * directions, titled as a list. Map problems are only logged.
 */
export function SchoolMap({
  schools,
  height = 400,
  label = 'Map of schools',
  center,
  zoom,
  withList = false,
  title,
  onModeChange,
}: SchoolMapProps) {
  const locations = useMemo(() => locatedOnly(schools), [schools]);
  const { data, isLoading, isError } = useGetGoogleMapsKeyQuery();
  const apiKey = readKey(data);
  const [failed, setFailed] = useState(false);
  // The keyless map is the browser's only: the server (and a visitor without JavaScript) gets the list,
  // and hydration sees the same list before the map replaces it.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const noKey = !isLoading && (isError || !apiKey);
  const tiles = useGetMapTilesQuery(undefined, { skip: !mounted || !noKey });
  const styleUrl = tiles.data?.styleUrl ?? null;
  const webGl = useMemo(() => (styleUrl ? supportsWebGl() : false), [styleUrl]);

  const onFailure = useCallback((reason: string) => {
    console.log(`Map unavailable, showing the list of locations instead. ${reason}`);
    setFailed(true);
  }, []);

  useEffect(() => {
    if (isError) console.log('Map unavailable: the maps key could not be loaded.');
    else if (!isLoading && !apiKey && tiles.isSuccess && !styleUrl)
      console.log('Map unavailable: no Google Maps key and no map tiles are configured.');
    else if (styleUrl && !webGl) console.log('Map unavailable: this browser cannot draw maps (no WebGL).');
  }, [isError, isLoading, apiKey, tiles.isSuccess, styleUrl, webGl]);

  const engine = failed ? null : apiKey && !isError ? 'google' : noKey && styleUrl && webGl ? 'maplibre' : null;
  const mode: MapMode = engine ? 'map' : 'list';
  useEffect(() => {
    onModeChange?.(mode);
  }, [mode, onModeChange]);

  const heading = title && (
    <Typography variant="h3" component="h3" sx={{ mb: 2 }}>
      {mode === 'map' ? title.map : title.list}
    </Typography>
  );
  const list = <MapFallback locations={locations} height={height} />;

  if (isLoading)
    return (
      <>
        {heading}
        <Skeleton
          variant="rectangular"
          height={Math.min(height, 320)}
          sx={{ borderRadius: 3 }}
          aria-label="Loading map"
        />
      </>
    );
  if (engine === 'maplibre')
    return (
      <>
        {heading}
        {/* The list stays while the map's code loads: it is what the page showed before. */}
        <Suspense fallback={list}>
          <MapLibreView
            styleUrl={styleUrl!}
            locations={locations}
            height={height}
            label={label}
            center={center}
            zoom={zoom}
            withList={withList}
            onFailure={onFailure}
          />
        </Suspense>
      </>
    );
  if (engine !== 'google')
    return (
      <>
        {heading}
        {list}
      </>
    );

  return (
    <>
      {heading}
      <Suspense
        fallback={<Skeleton variant="rectangular" height={height} sx={{ borderRadius: 3 }} aria-label="Loading map" />}
      >
        <GoogleMapView
          apiKey={apiKey}
          locations={locations}
          height={height}
          label={label}
          center={center}
          zoom={zoom}
          withList={withList}
          onFailure={onFailure}
        />
      </Suspense>
    </>
  );
}
