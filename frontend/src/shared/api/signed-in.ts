/**
 * The endpoints of the signed-in areas (admin, portal, school dashboard, claims, billing): generated
 * apart from the public ones (openapi-config.cjs), so that only the pages that use them load them.
 * Errors, the base API and the public endpoints stay in `@/shared/api`.
 */
export * from './generated/signed-in-api.gen';

import { signedInGeneratedApi } from './generated/signed-in-api.gen';

// Per-endpoint overrides (see index.ts for why they live here and not in the generated file).
signedInGeneratedApi.enhanceEndpoints({
  // A tag of the public endpoints (generated apart): named here so these endpoints may invalidate it.
  addTagTypes: ['neighborhoods', 'schools', 'reviews'],
  endpoints: {
    // An admin's spam verdict or erasure also changes the school's inbox lists and counts (tag 'leads').
    markLeadSpam: { invalidatesTags: ['admin-leads', 'leads'] },
    eraseLead: { invalidatesTags: ['admin-leads', 'leads'] },
    // The admin's neighborhood editor changes what the public neighborhood pages (and its own list) read.
    createNeighborhoodAsAdmin: { invalidatesTags: ['admin', 'neighborhoods'] },
    updateNeighborhoodAsAdmin: { invalidatesTags: ['admin', 'neighborhoods'] },
    // The admin header's count of what waits for review: a claim decided or paid changes it too.
    getReviewQueue: { providesTags: ['admin', 'admin claims'] },
    archiveNeighborhoodAsAdmin: { invalidatesTags: ['admin', 'neighborhoods'] },
    restoreNeighborhoodAsAdmin: { invalidatesTags: ['admin', 'neighborhoods'] },
    deleteNeighborhoodAsAdmin: { invalidatesTags: ['admin', 'neighborhoods'] },
    // The gazetteer (GET /api/places, tag 'schools') is what the admin's Data tab lists and families search by.
    addValleyPlace: { invalidatesTags: ['admin', 'schools'] },
    removeValleyPlace: { invalidatesTags: ['admin', 'schools'] },
    // A moderator's decision or an owner's reply changes the school page's review block (tag 'reviews').
    publishReview: { invalidatesTags: ['admin-reviews', 'reviews'] },
    removeReview: { invalidatesTags: ['admin-reviews', 'reviews'] },
    publishReviewReply: { invalidatesTags: ['admin-reviews', 'reviews'] },
    removeReviewReply: { invalidatesTags: ['admin-reviews', 'reviews'] },
    replyToReview: { invalidatesTags: ['school-reviews', 'reviews'] },
    // An accepted correction changes the school: its page (tag 'schools') and the dashboard's school.
    acceptSchoolCorrection: {
      invalidatesTags: ['school-corrections', 'admin-corrections', 'schools', 'school-dashboard'],
    },
    declineSchoolCorrection: { invalidatesTags: ['school-corrections', 'admin-corrections'] },
    acceptAdminCorrection: {
      invalidatesTags: ['admin-corrections', 'school-corrections', 'schools', 'school-dashboard'],
    },
    declineAdminCorrection: { invalidatesTags: ['admin-corrections', 'school-corrections'] },
    // A comp makes a listing premium or free at once: its public page and the directory read it (tag 'schools').
    grantPremiumComp: { invalidatesTags: ['admin', 'schools'] },
    extendPremiumComp: { invalidatesTags: ['admin', 'schools'] },
    revokePremiumComp: { invalidatesTags: ['admin', 'schools'] },
  },
});
