import { MarkerClusterer } from '@googlemaps/markerclusterer';
import { GoogleMap, InfoWindowF, useJsApiLoader } from '@react-google-maps/api';
import { Box, Link, List, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config';
import { formatDistance } from '@/shared/lib/format';
import { CLUSTER_THRESHOLD, DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, type MapLocation } from '../model/map-location';

export interface GoogleMapViewProps {
  apiKey: string;
  locations: MapLocation[];
  height: number;
  label: string;
  center?: { lat: number; lng: number };
  zoom?: number;
  /** A list of the same schools beside the map (wide screens), each entry tied to its marker. */
  withList?: boolean;
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
 * The real Google map. This file is the only importer of the maps libraries,
 * and it is loaded as its own chunk only when a page shows a map with a key.
 * Markers are focusable (title + click listener + optimized: false, Google's
 * accessible-marker recipe): Tab reaches them, Enter opens the school's card,
 * as a click on its list entry does. Many markers are clustered.
 */
export default function GoogleMapView({
  apiKey,
  locations,
  height,
  label,
  center,
  zoom,
  withList = false,
  onFailure,
}: GoogleMapViewProps) {
  const { isLoaded, loadError } = useJsApiLoader({ id: 'vps-google-maps', googleMapsApiKey: apiKey });
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [selected, setSelected] = useState<MapLocation | null>(null);
  const listRefs = useRef(new Map<string, HTMLElement>());

  useEffect(() => {
    if (loadError) onFailure(`Google Maps script failed to load: ${loadError.message}`);
  }, [loadError, onFailure]);

  useEffect(() => {
    window.gm_authFailure = () => onFailure('Google Maps refused the API key');
    return () => {
      window.gm_authFailure = undefined;
    };
  }, [onFailure]);

  useEffect(() => {
    if (!map || !isLoaded) return;
    const markers = locations.map((location) => {
      const marker = new google.maps.Marker({
        position: { lat: location.lat, lng: location.lng },
        title:
          location.distanceMiles !== null
            ? `${location.name}, ${formatDistance(location.distanceMiles)}`
            : location.name,
        optimized: false,
        icon: {
          path: google.maps.SymbolPath.CIRCLE,
          scale: 9,
          fillColor: '#dc2626',
          fillOpacity: 1,
          strokeColor: '#ffffff',
          strokeWeight: 2,
        },
      });
      marker.addListener('click', () => {
        setSelected(location);
        listRefs.current.get(String(location.id))?.scrollIntoView({ block: 'nearest' });
      });
      return marker;
    });
    let clusterer: MarkerClusterer | null = null;
    if (markers.length > CLUSTER_THRESHOLD) clusterer = new MarkerClusterer({ map, markers });
    else markers.forEach((marker) => marker.setMap(map));
    return () => {
      clusterer?.clearMarkers();
      clusterer?.setMap(null);
      markers.forEach((marker) => {
        google.maps.event.clearInstanceListeners(marker);
        marker.setMap(null);
      });
    };
  }, [map, isLoaded, locations]);

  if (loadError) return null;
  if (!isLoaded)
    return <Skeleton variant="rectangular" height={height} sx={{ borderRadius: 3 }} aria-label="Loading map" />;

  const choose = (location: MapLocation) => {
    setSelected(location);
    map?.panTo({ lat: location.lat, lng: location.lng });
    if ((map?.getZoom() ?? 0) < 13) map?.setZoom(13);
  };

  const mapArea = (
    <GoogleMap
      mapContainerStyle={{ width: '100%', height }}
      center={center ?? DEFAULT_MAP_CENTER}
      zoom={zoom ?? DEFAULT_MAP_ZOOM}
      options={{ streetViewControl: false, mapTypeControl: false, fullscreenControl: true }}
      onLoad={setMap}
      onUnmount={() => setMap(null)}
      onClick={() => setSelected(null)}
    >
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
            {selected.distanceMiles !== null && (
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {formatDistance(selected.distanceMiles)} away
              </Typography>
            )}
          </Box>
        </InfoWindowF>
      )}
    </GoogleMap>
  );

  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        borderRadius: 3,
        overflow: 'hidden',
        border: 1,
        borderColor: '#d5dee8',
        display: 'grid',
        gridTemplateColumns: withList ? { xs: '1fr', md: '2fr 1fr' } : '1fr',
      }}
    >
      {mapArea}
      {withList && (
        <List
          aria-label="Schools on the map"
          dense
          sx={{
            display: { xs: 'none', md: 'block' },
            maxHeight: height,
            overflowY: 'auto',
            borderLeft: 1,
            borderColor: '#d5dee8',
            py: 0,
          }}
        >
          {locations.map((location) => (
            <ListItemButton
              key={location.id}
              ref={(element: HTMLElement | null) => {
                if (element) listRefs.current.set(String(location.id), element);
                else listRefs.current.delete(String(location.id));
              }}
              selected={selected?.id === location.id}
              aria-current={selected?.id === location.id ? 'true' : undefined}
              onClick={() => choose(location)}
            >
              <ListItemText
                primary={location.name}
                secondary={location.distanceMiles !== null ? formatDistance(location.distanceMiles) : undefined}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}
