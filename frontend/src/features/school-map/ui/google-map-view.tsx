import { GoogleMap, InfoWindowF, MarkerClustererF, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { Box, Link, Skeleton, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config';
import { CLUSTER_THRESHOLD, DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, type MapLocation } from '../model/map-location';

export interface GoogleMapViewProps {
  apiKey: string;
  locations: MapLocation[];
  height: number;
  label: string;
  center?: { lat: number; lng: number };
  zoom?: number;
  /** Called once when the script fails or Google rejects the key; the caller shows the fallback. */
  onFailure: (reason: string) => void;
}

declare global {
  interface Window {
    /** Google calls this when the key is refused. */
    gm_authFailure?: () => void;
  }
}

/**
 * The real Google map. This file is the only importer of @react-google-maps/api,
 * and it is loaded as its own chunk only when a page shows a map with a key.
 */
export default function GoogleMapView({
  apiKey,
  locations,
  height,
  label,
  center,
  zoom,
  onFailure,
}: GoogleMapViewProps) {
  const { isLoaded, loadError } = useJsApiLoader({ id: 'vps-google-maps', googleMapsApiKey: apiKey });
  const [selected, setSelected] = useState<MapLocation | null>(null);

  useEffect(() => {
    if (loadError) onFailure(`Google Maps script failed to load: ${loadError.message}`);
  }, [loadError, onFailure]);

  useEffect(() => {
    window.gm_authFailure = () => onFailure('Google Maps refused the API key');
    return () => {
      window.gm_authFailure = undefined;
    };
  }, [onFailure]);

  const markerIcon = useMemo<google.maps.Symbol | undefined>(
    () =>
      isLoaded
        ? {
            path: google.maps.SymbolPath.CIRCLE,
            scale: 9,
            fillColor: '#dc2626',
            fillOpacity: 1,
            strokeColor: '#ffffff',
            strokeWeight: 2,
          }
        : undefined,
    [isLoaded],
  );

  if (loadError) return null;
  if (!isLoaded)
    return <Skeleton variant="rectangular" height={height} sx={{ borderRadius: 3 }} aria-label="Loading map" />;

  const renderMarker = (location: MapLocation, clusterer?: Parameters<typeof MarkerF>[0]['clusterer']) => (
    <MarkerF
      key={location.id}
      position={{ lat: location.lat, lng: location.lng }}
      title={location.name}
      icon={markerIcon}
      clusterer={clusterer}
      onClick={() => setSelected(location)}
    />
  );

  return (
    <Box
      role="region"
      aria-label={label}
      sx={{ borderRadius: 3, overflow: 'hidden', border: 1, borderColor: '#d5dee8' }}
    >
      <GoogleMap
        mapContainerStyle={{ width: '100%', height }}
        center={center ?? DEFAULT_MAP_CENTER}
        zoom={zoom ?? DEFAULT_MAP_ZOOM}
        options={{ streetViewControl: false, mapTypeControl: false, fullscreenControl: true }}
        onClick={() => setSelected(null)}
      >
        {locations.length > CLUSTER_THRESHOLD ? (
          <MarkerClustererF>
            {(clusterer) => <>{locations.map((location) => renderMarker(location, clusterer))}</>}
          </MarkerClustererF>
        ) : (
          locations.map((location) => renderMarker(location))
        )}
        {selected && (
          <InfoWindowF position={{ lat: selected.lat, lng: selected.lng }} onCloseClick={() => setSelected(null)}>
            <Box sx={{ maxWidth: 240, color: '#1c2430' }}>
              <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
                {selected.slug ? (
                  <Link component={RouterLink} to={paths.school.href(selected.slug)}>
                    {selected.name}
                  </Link>
                ) : (
                  selected.name
                )}
              </Typography>
              {selected.address && <Typography variant="body2">{selected.address}</Typography>}
              <Typography variant="body2">{[selected.city, selected.zipCode].filter(Boolean).join(', ')}</Typography>
            </Box>
          </InfoWindowF>
        )}
      </GoogleMap>
    </Box>
  );
}
