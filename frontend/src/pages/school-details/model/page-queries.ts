import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { generatedApi, type ReviewSort } from '@/shared/api';

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
 * houses, the maps key, (for the claim box) the plans, the response time and the first page of reviews, before the page is rendered. Without it the renderer discovers them by rendering: one pass
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
    // 'Usually replies within …' under the request buttons of a school that takes requests (issue 44).
    school.takesRequests
      ? dispatch(generatedApi.endpoints.getPublicSchoolResponseTime.initiate({ schoolId: school.id }))
      : undefined,
    // The review block's first page, newest first (a page asked with ?reviewSort or ?reviewPage renders once more).
    dispatch(generatedApi.endpoints.listSchoolReviews.initiate(reviewsQueryArg(school.id, new URLSearchParams()))),
  ]);
}

export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'highest', label: 'Highest rated' },
  { value: 'lowest', label: 'Lowest rated' },
  { value: 'helpful', label: 'Most helpful' },
] as const satisfies readonly { value: ReviewSort; label: string }[];

/** The review block's sort and page from the page's query (`reviewSort`, `reviewPage`): links, so they work without script. */
export function reviewsQueryArg(schoolId: number, search: URLSearchParams) {
  const asked = search.get('reviewSort');
  const sort: ReviewSort = REVIEW_SORT_OPTIONS.some((option) => option.value === asked)
    ? (asked as ReviewSort)
    : 'newest';
  const page = Math.max(1, Math.min(1000, Math.floor(Number(search.get('reviewPage')) || 1)));
  return { schoolId, sort, page, limit: REVIEWS_PAGE_SIZE };
}
