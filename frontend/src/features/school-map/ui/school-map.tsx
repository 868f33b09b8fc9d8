import { Skeleton } from '@mui/material';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useGetGoogleMapsKeyQuery } from '@/shared/api';
import { locatedOnly, type MapLocationInput } from '../model/map-location';
import { MapFallback } from './map-fallback';

// The maps library is heavy: it loads only when a map with a key is really shown.
const GoogleMapView = lazy(() => import('./google-map-view'));

export interface SchoolMapProps {
  schools: readonly (MapLocationInput | null | undefined)[];
  /** Pixel height of the map area. */
  height?: number;
  /** Accessible name of the map region. */
  label?: string;
  center?: { lat: number; lng: number };
  zoom?: number;
  /** With a key: a list of the schools beside the map on wide screens, tied to the markers. */
  withList?: boolean;
}

/** The key arrives as plain text; an empty body means maps are not configured. */
function readKey(data: unknown): string {
  return typeof data === 'string' ? data.trim() : data == null ? '' : String(data).trim();
}

/**
 * A map of schools with red circle markers, or, with no key or a failed
 * script, a styled list of the same locations. Map problems are only logged.
 */
export function SchoolMap({
  schools,
  height = 400,
  label = 'Map of schools',
  center,
  zoom,
  withList = false,
}: SchoolMapProps) {
  const locations = useMemo(() => locatedOnly(schools), [schools]);
  const { data, isLoading, isError } = useGetGoogleMapsKeyQuery();
  const apiKey = readKey(data);
  const [failed, setFailed] = useState(false);

  const onFailure = useCallback((reason: string) => {
    console.log(`Map unavailable, showing the list of locations instead. ${reason}`);
    setFailed(true);
  }, []);

  useEffect(() => {
    if (isError) console.log('Map unavailable: the maps key could not be loaded.');
    else if (!isLoading && !apiKey) console.log('Map unavailable: no Google Maps key is configured.');
  }, [isError, isLoading, apiKey]);

  if (isLoading)
    return (
      <Skeleton
        variant="rectangular"
        height={Math.min(height, 320)}
        sx={{ borderRadius: 3 }}
        aria-label="Loading map"
      />
    );
  if (isError || !apiKey || failed) return <MapFallback locations={locations} height={height} label={label} />;

  return (
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
  );
}
