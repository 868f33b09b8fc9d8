import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { generatedApi } from '@/shared/api';

/**
 * The arguments of the school page's queries, in one place: the page's hooks use them, and so does the
 * server's prefetch below, which must ask exactly what the hooks will ask or they would ask again.
 */
export const schoolQueryArg = (slug: string) => ({ slug: encodeURIComponent(slug) });

/** The neighborhood card's query: by id, or by name for a school whose neighborhood has no profile id. */
export const neighborhoodQueryArg = (neighborhoodId: number | null, neighborhoodName: string | null) => ({
  idOrName: neighborhoodId !== null ? String(neighborhoodId) : encodeURIComponent(neighborhoodName ?? ''),
});

/** The 'Tuition & Costs' section's query. */
export const costsQueryArg = (slug: string) => ({ slug: encodeURIComponent(slug) });

export const openHousesQueryArg = (slug: string) => ({ school: slug, limit: 20 });

/** The page shows its location map only for a school with coordinates. */
export const isLocated = (school: { latitude: number | null; longitude: number | null }) =>
  school.latitude !== null && school.longitude !== null;

/**
 * The server renderer's prefetch (app/entry-server.tsx): the school, then its neighborhood, open
 * houses, the maps key and (for the claim box) the plans, before the page is rendered. Without it the renderer discovers them by rendering: one pass
 * for the school, one for what it shows beside it, one for the HTML (three renders of about 11 ms
 * each). A query asked here with other arguments than the page's only costs that extra pass again.
 */
export async function prefetchSchoolPage(
  params: Readonly<Record<string, string | undefined>>,
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
): Promise<void> {
  const { data: school } = await dispatch(
    generatedApi.endpoints.getSchoolBySlug.initiate(schoolQueryArg(params.slug ?? '')),
  );
  if (!school) return;
  const neighborhood = neighborhoodQueryArg(school.neighborhoodId, school.neighborhoodName);
  await Promise.all([
    // 'Tuition & Costs' (its schedule and the scholarship's rules).
    dispatch(generatedApi.endpoints.getSchoolCosts.initiate(costsQueryArg(school.slug))),
    neighborhood.idOrName ? dispatch(generatedApi.endpoints.getNeighborhood.initiate(neighborhood)) : undefined,
    school.isPremium
      ? dispatch(generatedApi.endpoints.listOpenHouses.initiate(openHousesQueryArg(school.slug)))
      : undefined,
    // The location map asks for the maps key (features/school-map).
    isLocated(school) ? dispatch(generatedApi.endpoints.getGoogleMapsKey.initiate()) : undefined,
    // The claim box of a listing nobody manages says what claiming costs (the plans' prices).
    school.managed ? undefined : dispatch(generatedApi.endpoints.listSubscriptionPlans.initiate()),
  ]);
}
