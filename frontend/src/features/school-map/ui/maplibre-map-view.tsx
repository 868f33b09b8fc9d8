import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Link, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { LngLatBounds, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// The library finds its worker beside its own file, which bundling moves: the built worker's address instead.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Supercluster from 'supercluster';
import { paths } from '@/shared/config';
import { formatDistance } from '@/shared/lib/format';
import { CLUSTER_THRESHOLD, DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, type MapLocation } from '../model/map-location';

export interface MapLibreViewProps {
  /** The operator's MapLibre style (MAP_TILES_STYLE_URL): absolute, or a path on this site. */
  styleUrl: string;
  locations: MapLocation[];
  height: number;
  label: string;
  center?: { lat: number; lng: number };
  zoom?: number;
  /** A list of the same schools beside the map (wide screens), each entry tied to its marker. */
  withList?: boolean;
  /** Called once when the map cannot start or its style cannot load; the caller shows the list. */
  onFailure: (reason: string) => void;
}

/** A school or a cluster of schools, as one marker. */
type Pin =
  { kind: 'school'; location: MapLocation } | { kind: 'cluster'; id: number; count: number; lng: number; lat: number };

const MARKER_CSS = {
  school:
    'width:22px;height:22px;border-radius:50%;background:#dc2626;border:2px solid #fff;box-shadow:0 0 0 1px #dc2626;cursor:pointer;padding:0',
  cluster:
    'min-width:36px;height:36px;padding:0 8px;border-radius:18px;background:#0d3b66;color:#fff;border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.35);font:700 14px/1 system-ui,sans-serif;cursor:pointer',
};

/** The label a school's marker says aloud and shows on hover. */
function schoolTitle(location: MapLocation): string {
  return location.distanceMiles !== null
    ? `${location.name}, ${formatDistance(location.distanceMiles)}`
    : location.name;
}

/**
 * The keyless interactive map (issue 35): MapLibre GL over the operator's tile style. This file is the
 * only importer of maplibre-gl and supercluster, loaded as its own chunk only when a map shows without
 * a Google key. Markers are real buttons (Tab reaches them in the list's order, Enter opens the
 * school's card, as a click on its list entry does); the map itself takes the arrow keys and +/-.
 * More than a few schools are clustered: a cluster's button zooms in on its schools.
 */
export default function MapLibreView({
  styleUrl,
  locations,
  height,
  label,
  center,
  zoom,
  withList = false,
  onFailure,
}: MapLibreViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [view, setView] = useState(0);
  const [selected, setSelected] = useState<MapLocation | null>(null);
  const card = useRef<HTMLAnchorElement>(null);
  const listRefs = useRef(new Map<string, HTMLElement>());
  const failure = useRef(onFailure);
  useEffect(() => {
    failure.current = onFailure;
  }, [onFailure]);

  // The map, once per style, started where the caller first asked.
  const first = useRef({ center, zoom });
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const start = first.current;
    let instance: MapLibreMap;
    let loaded = false;
    try {
      setWorkerUrl(workerUrl);
      instance = new MapLibreMap({
        container: element,
        style: new URL(styleUrl, window.location.href).toString(),
        center: [(start.center ?? DEFAULT_MAP_CENTER).lng, (start.center ?? DEFAULT_MAP_CENTER).lat],
        zoom: start.zoom ?? DEFAULT_MAP_ZOOM,
        attributionControl: { compact: true },
      });
    } catch (error) {
      failure.current(`The map could not start: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    instance.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    instance.getCanvas().setAttribute('aria-label', `${label}: arrow keys move it, plus and minus zoom`);
    instance.on('load', () => {
      loaded = true;
      setMap(instance);
    });
    // Before it has loaded, an error is the style or its tiles missing: the list is shown instead.
    instance.on('error', (event) => {
      if (!loaded) failure.current(`The map tiles could not be loaded: ${event.error?.message ?? 'unknown error'}`);
    });
    instance.on('moveend', () => setView((n) => n + 1));
    return () => {
      setMap(null);
      instance.remove();
    };
  }, [styleUrl, label]);

  // Where the map looks: the caller's centre (a search's place, a school), else all its schools.
  const centreLat = center?.lat;
  const centreLng = center?.lng;
  useEffect(() => {
    if (!map) return;
    if (centreLat !== undefined && centreLng !== undefined) {
      map.jumpTo({ center: [centreLng, centreLat], zoom: zoom ?? map.getZoom() });
    } else if (locations.length > 1) {
      const bounds = new LngLatBounds();
      for (const location of locations) bounds.extend([location.lng, location.lat]);
      map.fitBounds(bounds, { padding: 48, maxZoom: 13, duration: 0 });
    } else if (locations.length === 1) {
      map.jumpTo({ center: [locations[0].lng, locations[0].lat], zoom: Math.max(map.getZoom(), 13) });
    }
  }, [map, centreLat, centreLng, zoom, locations]);

  const clusters = useMemo(() => {
    if (locations.length <= CLUSTER_THRESHOLD) return null;
    const index = new Supercluster<{ index: number }>({ radius: 56, maxZoom: 16 });
    index.load(
      locations.map((location, index) => ({
        type: 'Feature' as const,
        properties: { index },
        geometry: { type: 'Point' as const, coordinates: [location.lng, location.lat] },
      })),
    );
    return index;
  }, [locations]);

  // The markers of the current view: every school, or the clusters of the visible part of the map.
  const pins = useMemo((): Pin[] => {
    if (!map) return [];
    if (!clusters) return locations.map((location) => ({ kind: 'school', location }));
    const bounds = map.getBounds();
    void view;
    const found = clusters
      .getClusters(
        [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
        Math.round(map.getZoom()),
      )
      .map((feature) => {
        const [lng, lat] = feature.geometry.coordinates;
        const properties = feature.properties as {
          cluster?: boolean;
          cluster_id?: number;
          point_count?: number;
          index?: number;
        };
        return { lng, lat, ...properties };
      });
    // Schools in the list's order (nearest first with a centre), so Tab walks them as the list reads; then the clusters.
    return [
      ...found
        .filter((found) => !found.cluster)
        .sort((a, b) => a.index! - b.index!)
        .map((found): Pin => ({ kind: 'school', location: locations[found.index!] })),
      ...found
        .filter((found) => found.cluster)
        .map((found): Pin => ({
          kind: 'cluster',
          id: found.cluster_id!,
          count: found.point_count!,
          lng: found.lng,
          lat: found.lat,
        })),
    ];
  }, [map, clusters, locations, view]);

  useEffect(() => {
    if (!map) return;
    const markers = pins.map((pin) => {
      const button = document.createElement('button');
      button.type = 'button';
      if (pin.kind === 'school') {
        button.style.cssText = MARKER_CSS.school;
        button.title = schoolTitle(pin.location);
        button.setAttribute('aria-label', schoolTitle(pin.location));
        button.dataset.testid = 'map-marker';
        button.addEventListener('click', (event) => {
          event.stopPropagation();
          setSelected(pin.location);
          listRefs.current.get(String(pin.location.id))?.scrollIntoView({ block: 'nearest' });
        });
        return new Marker({ element: button }).setLngLat([pin.location.lng, pin.location.lat]).addTo(map);
      }
      button.style.cssText = MARKER_CSS.cluster;
      button.textContent = String(pin.count);
      button.setAttribute('aria-label', `${pin.count} schools here: zoom in`);
      button.dataset.testid = 'map-cluster';
      button.addEventListener('click', (event) => {
        event.stopPropagation();
        const expansion = clusters?.getClusterExpansionZoom(pin.id) ?? map.getZoom() + 2;
        map.easeTo({ center: [pin.lng, pin.lat], zoom: Math.min(expansion, 17) });
      });
      return new Marker({ element: button }).setLngLat([pin.lng, pin.lat]).addTo(map);
    });
    return () => markers.forEach((marker) => marker.remove());
  }, [map, pins, clusters]);

  // The school's card takes the focus when it opens, so a keyboard reaches its link at once.
  useEffect(() => {
    if (selected) card.current?.focus();
  }, [selected]);

  const choose = (location: MapLocation) => {
    setSelected(location);
    map?.easeTo({ center: [location.lng, location.lat], zoom: Math.max(map.getZoom(), 13) });
  };

  return (
    <Box
      role="region"
      aria-label={label}
      data-testid="maplibre-map"
      sx={{
        borderRadius: 3,
        overflow: 'hidden',
        border: 1,
        borderColor: '#d5dee8',
        display: 'grid',
        gridTemplateColumns: withList ? { xs: '1fr', md: '2fr 1fr' } : '1fr',
      }}
    >
      <Box sx={{ position: 'relative', height }}>
        {/* Sized by width and height, not by offsets: MapLibre makes its container `position: relative`. */}
        <Box ref={container} sx={{ width: '100%', height: '100%' }} />
        {selected && (
          <Paper
            role="dialog"
            aria-label={selected.name}
            elevation={4}
            sx={{ position: 'absolute', left: 12, bottom: 12, maxWidth: 280, p: 1.5, pr: 5, color: '#1c2430' }}
          >
            <IconButton
              aria-label="Close"
              size="small"
              onClick={() => setSelected(null)}
              sx={{ position: 'absolute', top: 4, right: 4 }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
            <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
              {selected.slug ? (
                <Link component={RouterLink} to={paths.school.href(selected.slug)} ref={card}>
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
          </Paper>
        )}
      </Box>
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
