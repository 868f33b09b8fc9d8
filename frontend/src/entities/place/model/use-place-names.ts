import { useMemo } from 'react';
import { useListPlacesQuery } from '@/shared/api';

const NONE: readonly string[] = [];

/**
 * The names of the places a family can search around (the gazetteer, GET /api/places), by name; empty
 * while they load. Cached by the browser and the server for five minutes.
 */
export function usePlaceNames(): readonly string[] {
  const { data } = useListPlacesQuery();
  return useMemo(() => data?.places.map((place) => place.name) ?? NONE, [data]);
}
