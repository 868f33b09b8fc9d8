import { Alert, Skeleton } from '@mui/material';
import { useMemo } from 'react';
import { SchoolMap, type MapMode } from '@/features/school-map';
import { errorText, useGetSchoolMapQuery, type SchoolHitResponse } from '@/shared/api';
import { formatCount } from '@/shared/lib/format';
import { filtersToMapArgs, type SchoolFilters } from '@/shared/lib/url-filters';

export interface MapResultsProps {
  filters: SchoolFilters;
  /** The page of results already loaded: their addresses make better directions links. */
  known: readonly SchoolHitResponse[];
  /** Told whether a map or the list of locations shows (the page's heading says which). */
  onModeChange?: (mode: MapMode) => void;
}

/** Every school of the current filter on the map (GET /api/schools/map), with a notice when capped. */
export function MapResults({ filters, known, onModeChange }: MapResultsProps) {
  const { data, isLoading, isError, error } = useGetSchoolMapQuery(filtersToMapArgs(filters));
  const schools = useMemo(() => {
    const bySlug = new Map(known.map((school) => [school.slug, school]));
    return (data?.points ?? []).map((point) => {
      const school = bySlug.get(point.slug);
      return {
        id: point.slug,
        name: point.name,
        slug: point.slug,
        address: school?.address ?? null,
        city: school?.city ?? null,
        zipCode: school?.zipCode ?? null,
        latitude: point.lat,
        longitude: point.lng,
        distanceMiles: point.distanceMiles ?? null,
      };
    });
  }, [data, known]);

  if (isLoading)
    return <Skeleton variant="rectangular" height={320} sx={{ borderRadius: 3 }} aria-label="Loading map" />;
  if (isError)
    return <Alert severity="error">{errorText(error, 'The map could not be loaded. Please try again.')}</Alert>;
  return (
    <>
      {data?.capped && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="map-cap-notice">
          The map shows the first {formatCount(data.cap)} of {formatCount(data.total)} matching schools. Narrow the
          filters or set a smaller radius to see them all.
        </Alert>
      )}
      <SchoolMap
        schools={schools}
        height={600}
        label="Map of schools in the directory"
        center={data?.centre ? { lat: data.centre.lat, lng: data.centre.lng } : undefined}
        zoom={data?.centre ? 12 : undefined}
        withList
        onModeChange={onModeChange}
      />
    </>
  );
}
