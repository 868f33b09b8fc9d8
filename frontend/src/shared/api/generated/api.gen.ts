import { baseApi as api } from '../base-api';
export const addTagTypes = [
  'alerts',
  'analytics',
  'articles',
  'auth',
  'contact',
  'catalogue',
  'listing-confirmations',
  'neighborhoods',
  'open-houses',
  'costs',
  'schools',
  'reviews',
  'claims',
  'lead-requests',
  'corrections',
  'billing',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      saveAlert: build.mutation<SaveAlertApiResponse, SaveAlertApiArg>({
        query: (queryArg) => ({ url: `/api/alerts`, method: 'POST', body: queryArg.saveAlertRequest }),
        invalidatesTags: ['alerts'],
      }),
      confirmAlert: build.mutation<ConfirmAlertApiResponse, ConfirmAlertApiArg>({
        query: (queryArg) => ({ url: `/api/alerts/confirm`, method: 'POST', body: queryArg.alertTokenRequest }),
        invalidatesTags: ['alerts'],
      }),
      deleteAllManagedAlerts: build.mutation<DeleteAllManagedAlertsApiResponse, DeleteAllManagedAlertsApiArg>({
        query: (queryArg) => ({
          url: `/api/alerts/manage`,
          method: 'DELETE',
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ['alerts'],
      }),
      listManagedAlerts: build.query<ListManagedAlertsApiResponse, ListManagedAlertsApiArg>({
        query: (queryArg) => ({
          url: `/api/alerts/manage`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ['alerts'],
      }),
      deleteManagedAlert: build.mutation<DeleteManagedAlertApiResponse, DeleteManagedAlertApiArg>({
        query: (queryArg) => ({
          url: `/api/alerts/manage/${queryArg.id}`,
          method: 'DELETE',
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ['alerts'],
      }),
      changeManagedAlert: build.mutation<ChangeManagedAlertApiResponse, ChangeManagedAlertApiArg>({
        query: (queryArg) => ({
          url: `/api/alerts/manage/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.changeAlertRequest,
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ['alerts'],
      }),
      keepManagedAlert: build.mutation<KeepManagedAlertApiResponse, KeepManagedAlertApiArg>({
        query: (queryArg) => ({
          url: `/api/alerts/manage/${queryArg.id}/keep`,
          method: 'POST',
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ['alerts'],
      }),
      openUnsubscribeLink: build.query<OpenUnsubscribeLinkApiResponse, OpenUnsubscribeLinkApiArg>({
        query: (queryArg) => ({
          url: `/api/alerts/unsubscribe`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ['alerts'],
      }),
      unsubscribeAlert: build.mutation<UnsubscribeAlertApiResponse, UnsubscribeAlertApiArg>({
        query: (queryArg) => ({
          url: `/api/alerts/unsubscribe`,
          method: 'POST',
          body: queryArg.oneClickUnsubscribeBody,
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ['alerts'],
      }),
      recordAnalyticsEvents: build.mutation<RecordAnalyticsEventsApiResponse, RecordAnalyticsEventsApiArg>({
        query: (queryArg) => ({ url: `/api/analytics/events`, method: 'POST', body: queryArg.beaconRequest }),
        invalidatesTags: ['analytics'],
      }),
      listArticles: build.query<ListArticlesApiResponse, ListArticlesApiArg>({
        query: (queryArg) => ({
          url: `/api/articles`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            category: queryArg.category,
            relatedTo: queryArg.relatedTo,
          },
        }),
        providesTags: ['articles'],
      }),
      getArticleBySlug: build.query<GetArticleBySlugApiResponse, GetArticleBySlugApiArg>({
        query: (queryArg) => ({ url: `/api/articles/${queryArg.slug}` }),
        providesTags: ['articles'],
      }),
      requestOwnEmailChange: build.mutation<RequestOwnEmailChangeApiResponse, RequestOwnEmailChangeApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/email-change`,
          method: 'POST',
          body: queryArg.requestEmailChangeRequest,
        }),
        invalidatesTags: ['auth'],
      }),
      confirmOwnEmailChange: build.mutation<ConfirmOwnEmailChangeApiResponse, ConfirmOwnEmailChangeApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/email-change/confirm`,
          method: 'POST',
          body: queryArg.confirmEmailChangeRequest,
        }),
        invalidatesTags: ['auth'],
      }),
      changePassword: build.mutation<ChangePasswordApiResponse, ChangePasswordApiArg>({
        query: (queryArg) => ({ url: `/api/auth/password`, method: 'POST', body: queryArg.changePasswordRequest }),
        invalidatesTags: ['auth'],
      }),
      confirmPasswordReset: build.mutation<ConfirmPasswordResetApiResponse, ConfirmPasswordResetApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/password-reset/confirm`,
          method: 'POST',
          body: queryArg.confirmPasswordResetRequest,
        }),
        invalidatesTags: ['auth'],
      }),
      requestPasswordReset: build.mutation<RequestPasswordResetApiResponse, RequestPasswordResetApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/password-reset/request`,
          method: 'POST',
          body: queryArg.requestPasswordResetRequest,
        }),
        invalidatesTags: ['auth'],
      }),
      updateOwnProfile: build.mutation<UpdateOwnProfileApiResponse, UpdateOwnProfileApiArg>({
        query: (queryArg) => ({ url: `/api/auth/profile`, method: 'PATCH', body: queryArg.updateProfileRequest }),
        invalidatesTags: ['auth'],
      }),
      getCurrentUser: build.query<GetCurrentUserApiResponse, GetCurrentUserApiArg>({
        query: () => ({ url: `/api/auth/user` }),
        providesTags: ['auth'],
      }),
      submitContactMessage: build.mutation<SubmitContactMessageApiResponse, SubmitContactMessageApiArg>({
        query: (queryArg) => ({ url: `/api/contact`, method: 'POST', body: queryArg.submitContactMessageRequest }),
        invalidatesTags: ['contact'],
      }),
      getContactInfo: build.query<GetContactInfoApiResponse, GetContactInfoApiArg>({
        query: () => ({ url: `/api/contact/info` }),
        providesTags: ['contact'],
      }),
      getGoogleMapsKey: build.query<GetGoogleMapsKeyApiResponse, GetGoogleMapsKeyApiArg>({
        query: () => ({ url: `/api/google-maps-key` }),
        providesTags: ['catalogue'],
      }),
      readListingLink: build.query<ReadListingLinkApiResponse, ReadListingLinkApiArg>({
        query: (queryArg) => ({
          url: `/api/listing-confirmations`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ['listing-confirmations'],
      }),
      confirmListingByLink: build.mutation<ConfirmListingByLinkApiResponse, ConfirmListingByLinkApiArg>({
        query: (queryArg) => ({
          url: `/api/listing-confirmations`,
          method: 'POST',
          body: queryArg.listingTokenRequest,
        }),
        invalidatesTags: ['listing-confirmations'],
      }),
      signIn: build.mutation<SignInApiResponse, SignInApiArg>({
        query: (queryArg) => ({ url: `/api/login`, method: 'POST', body: queryArg.signInRequest }),
        invalidatesTags: ['auth'],
      }),
      signOut: build.mutation<SignOutApiResponse, SignOutApiArg>({
        query: () => ({ url: `/api/logout`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      getMapTiles: build.query<GetMapTilesApiResponse, GetMapTilesApiArg>({
        query: () => ({ url: `/api/map-tiles` }),
        providesTags: ['catalogue'],
      }),
      listNeighborhoods: build.query<ListNeighborhoodsApiResponse, ListNeighborhoodsApiArg>({
        query: () => ({ url: `/api/neighborhoods` }),
        providesTags: ['neighborhoods'],
      }),
      getNeighborhood: build.query<GetNeighborhoodApiResponse, GetNeighborhoodApiArg>({
        query: (queryArg) => ({ url: `/api/neighborhoods/${queryArg.idOrName}` }),
        providesTags: ['neighborhoods'],
      }),
      cancelOpenHouseRsvp: build.mutation<CancelOpenHouseRsvpApiResponse, CancelOpenHouseRsvpApiArg>({
        query: (queryArg) => ({ url: `/api/open-house-rsvps/cancel`, method: 'POST', body: queryArg.rsvpTokenRequest }),
        invalidatesTags: ['open-houses'],
      }),
      lookupRsvp: build.mutation<LookupRsvpApiResponse, LookupRsvpApiArg>({
        query: (queryArg) => ({ url: `/api/open-house-rsvps/lookup`, method: 'POST', body: queryArg.rsvpTokenRequest }),
        invalidatesTags: ['open-houses'],
      }),
      listOpenHouses: build.query<ListOpenHousesApiResponse, ListOpenHousesApiArg>({
        query: (queryArg) => ({
          url: `/api/open-houses`,
          params: {
            grade: queryArg.grade,
            neighborhood: queryArg.neighborhood,
            from: queryArg['from'],
            to: queryArg.to,
            format: queryArg.format,
            school: queryArg.school,
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['open-houses'],
      }),
      getOpenHouse: build.query<GetOpenHouseApiResponse, GetOpenHouseApiArg>({
        query: (queryArg) => ({ url: `/api/open-houses/${queryArg.id}` }),
        providesTags: ['open-houses'],
      }),
      rsvpToOpenHouse: build.mutation<RsvpToOpenHouseApiResponse, RsvpToOpenHouseApiArg>({
        query: (queryArg) => ({
          url: `/api/open-houses/${queryArg.id}/rsvps`,
          method: 'POST',
          body: queryArg.rsvpRequest,
        }),
        invalidatesTags: ['open-houses'],
      }),
      getOpportunityScholarship: build.query<GetOpportunityScholarshipApiResponse, GetOpportunityScholarshipApiArg>({
        query: () => ({ url: `/api/opportunity-scholarship` }),
        providesTags: ['costs'],
      }),
      getCurrentScholarshipRules: build.query<GetCurrentScholarshipRulesApiResponse, GetCurrentScholarshipRulesApiArg>({
        query: () => ({ url: `/api/opportunity-scholarship/rules` }),
        providesTags: ['costs'],
      }),
      listPlaces: build.query<ListPlacesApiResponse, ListPlacesApiArg>({
        query: () => ({ url: `/api/places` }),
        providesTags: ['schools'],
      }),
      confirmReview: build.mutation<ConfirmReviewApiResponse, ConfirmReviewApiArg>({
        query: (queryArg) => ({ url: `/api/reviews/confirm`, method: 'POST', body: queryArg.reviewTokenRequest }),
        invalidatesTags: ['reviews'],
      }),
      deleteManagedReview: build.mutation<DeleteManagedReviewApiResponse, DeleteManagedReviewApiArg>({
        query: (queryArg) => ({
          url: `/api/reviews/manage`,
          method: 'DELETE',
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ['reviews'],
      }),
      readManagedReview: build.query<ReadManagedReviewApiResponse, ReadManagedReviewApiArg>({
        query: (queryArg) => ({
          url: `/api/reviews/manage`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ['reviews'],
      }),
      editManagedReview: build.mutation<EditManagedReviewApiResponse, EditManagedReviewApiArg>({
        query: (queryArg) => ({
          url: `/api/reviews/manage`,
          method: 'PATCH',
          body: queryArg.editReviewRequest,
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ['reviews'],
      }),
      markReviewHelpful: build.mutation<MarkReviewHelpfulApiResponse, MarkReviewHelpfulApiArg>({
        query: (queryArg) => ({ url: `/api/reviews/${queryArg.reviewId}/helpful`, method: 'POST' }),
        invalidatesTags: ['reviews'],
      }),
      reportReview: build.mutation<ReportReviewApiResponse, ReportReviewApiArg>({
        query: (queryArg) => ({
          url: `/api/reviews/${queryArg.reviewId}/reports`,
          method: 'POST',
          body: queryArg.reportReviewRequest,
        }),
        invalidatesTags: ['reviews'],
      }),
      searchSchools: build.query<SearchSchoolsApiResponse, SearchSchoolsApiArg>({
        query: (queryArg) => ({
          url: `/api/schools`,
          params: {
            location: queryArg.location,
            grades: queryArg.grades,
            schoolTypes: queryArg.schoolTypes,
            neighborhoods: queryArg.neighborhoods,
            tuitionMin: queryArg.tuitionMin,
            tuitionMax: queryArg.tuitionMax,
            tuitionGrade: queryArg.tuitionGrade,
            tuitionAssistance: queryArg.tuitionAssistance,
            minRating: queryArg.minRating,
            repliesWithinADay: queryArg.repliesWithinADay,
            zipCode: queryArg.zipCode,
            features: queryArg.features,
            religiousAffiliation: queryArg.religiousAffiliation,
            featured: queryArg.featured,
            excludeExamples: queryArg.excludeExamples,
            acceptsOpportunityScholarship: queryArg.acceptsOpportunityScholarship,
            openingsGrade: queryArg.openingsGrade,
            deadlineNotPassed: queryArg.deadlineNotPassed,
            near: queryArg.near,
            lat: queryArg.lat,
            lng: queryArg.lng,
            radius: queryArg.radius,
            sort: queryArg.sort,
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['schools'],
      }),
      getSchoolsBySlugs: build.query<GetSchoolsBySlugsApiResponse, GetSchoolsBySlugsApiArg>({
        query: (queryArg) => ({
          url: `/api/schools/by-slugs`,
          params: {
            near: queryArg.near,
            lat: queryArg.lat,
            lng: queryArg.lng,
            slugs: queryArg.slugs,
          },
        }),
        providesTags: ['schools'],
      }),
      claimWithSubscription: build.mutation<ClaimWithSubscriptionApiResponse, ClaimWithSubscriptionApiArg>({
        query: (queryArg) => ({
          url: `/api/schools/claim-with-subscription`,
          method: 'POST',
          body: queryArg.claimWithSubscriptionRequest,
        }),
        invalidatesTags: ['claims'],
      }),
      getSchoolsCosts: build.query<GetSchoolsCostsApiResponse, GetSchoolsCostsApiArg>({
        query: (queryArg) => ({
          url: `/api/schools/costs`,
          params: {
            slugs: queryArg.slugs,
          },
        }),
        providesTags: ['costs'],
      }),
      getSchoolFacets: build.query<GetSchoolFacetsApiResponse, GetSchoolFacetsApiArg>({
        query: () => ({ url: `/api/schools/facets` }),
        providesTags: ['schools'],
      }),
      getSchoolMap: build.query<GetSchoolMapApiResponse, GetSchoolMapApiArg>({
        query: (queryArg) => ({
          url: `/api/schools/map`,
          params: {
            location: queryArg.location,
            grades: queryArg.grades,
            schoolTypes: queryArg.schoolTypes,
            neighborhoods: queryArg.neighborhoods,
            tuitionMin: queryArg.tuitionMin,
            tuitionMax: queryArg.tuitionMax,
            tuitionGrade: queryArg.tuitionGrade,
            tuitionAssistance: queryArg.tuitionAssistance,
            minRating: queryArg.minRating,
            repliesWithinADay: queryArg.repliesWithinADay,
            zipCode: queryArg.zipCode,
            features: queryArg.features,
            religiousAffiliation: queryArg.religiousAffiliation,
            featured: queryArg.featured,
            excludeExamples: queryArg.excludeExamples,
            acceptsOpportunityScholarship: queryArg.acceptsOpportunityScholarship,
            openingsGrade: queryArg.openingsGrade,
            deadlineNotPassed: queryArg.deadlineNotPassed,
            near: queryArg.near,
            lat: queryArg.lat,
            lng: queryArg.lng,
            radius: queryArg.radius,
            sort: queryArg.sort,
          },
        }),
        providesTags: ['schools'],
      }),
      getPublicSchoolResponseTime: build.query<
        GetPublicSchoolResponseTimeApiResponse,
        GetPublicSchoolResponseTimeApiArg
      >({
        query: (queryArg) => ({ url: `/api/schools/response-time/${queryArg.schoolId}` }),
        providesTags: ['lead-requests'],
      }),
      getSchoolBySlug: build.query<GetSchoolBySlugApiResponse, GetSchoolBySlugApiArg>({
        query: (queryArg) => ({ url: `/api/schools/slug/${queryArg.slug}` }),
        providesTags: ['schools'],
      }),
      suggestSchoolCorrection: build.mutation<SuggestSchoolCorrectionApiResponse, SuggestSchoolCorrectionApiArg>({
        query: (queryArg) => ({
          url: `/api/schools/${queryArg.schoolId}/corrections`,
          method: 'POST',
          body: queryArg.suggestCorrectionRequest,
        }),
        invalidatesTags: ['corrections'],
      }),
      listSchoolReviews: build.query<ListSchoolReviewsApiResponse, ListSchoolReviewsApiArg>({
        query: (queryArg) => ({
          url: `/api/schools/${queryArg.schoolId}/reviews`,
          params: {
            sort: queryArg.sort,
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['reviews'],
      }),
      writeReview: build.mutation<WriteReviewApiResponse, WriteReviewApiArg>({
        query: (queryArg) => ({
          url: `/api/schools/${queryArg.schoolId}/reviews`,
          method: 'POST',
          body: queryArg.writeReviewRequest,
        }),
        invalidatesTags: ['reviews'],
      }),
      getSchoolCosts: build.query<GetSchoolCostsApiResponse, GetSchoolCostsApiArg>({
        query: (queryArg) => ({ url: `/api/schools/${queryArg.slug}/costs` }),
        providesTags: ['costs'],
      }),
      submitLead: build.mutation<SubmitLeadApiResponse, SubmitLeadApiArg>({
        query: (queryArg) => ({
          url: `/api/schools/${queryArg.slug}/leads`,
          method: 'POST',
          body: queryArg.submitLeadRequest,
        }),
        invalidatesTags: ['lead-requests'],
      }),
      getStats: build.query<GetStatsApiResponse, GetStatsApiArg>({
        query: () => ({ url: `/api/stats` }),
        providesTags: ['catalogue'],
      }),
      listSubscriptionPlans: build.query<ListSubscriptionPlansApiResponse, ListSubscriptionPlansApiArg>({
        query: () => ({ url: `/api/subscription-plans` }),
        providesTags: ['billing'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type SaveAlertApiResponse = /** status 201  */ AlertSavedResponse;
export type SaveAlertApiArg = {
  saveAlertRequest: SaveAlertRequest;
};
export type ConfirmAlertApiResponse = /** status 200  */ AlertConfirmedResponse;
export type ConfirmAlertApiArg = {
  alertTokenRequest: AlertTokenRequest;
};
export type DeleteAllManagedAlertsApiResponse = /** status 200  */ AlertsDeletedResponse;
export type DeleteAllManagedAlertsApiArg = {
  /** The token of the manage link in any alert e-mail */
  token: string;
};
export type ListManagedAlertsApiResponse = /** status 200  */ ManagedAlertsResponse;
export type ListManagedAlertsApiArg = {
  /** The token of the manage link in any alert e-mail */
  token: string;
};
export type DeleteManagedAlertApiResponse = /** status 200  */ AlertsDeletedResponse;
export type DeleteManagedAlertApiArg = {
  id: string;
  /** The token of the manage link in any alert e-mail */
  token: string;
};
export type ChangeManagedAlertApiResponse = /** status 200  */ ManagedAlertResponse;
export type ChangeManagedAlertApiArg = {
  id: string;
  /** The token of the manage link in any alert e-mail */
  token: string;
  changeAlertRequest: ChangeAlertRequest;
};
export type KeepManagedAlertApiResponse = /** status 200  */ ManagedAlertResponse;
export type KeepManagedAlertApiArg = {
  id: string;
  /** The token of the manage link in any alert e-mail */
  token: string;
};
export type OpenUnsubscribeLinkApiResponse = unknown;
export type OpenUnsubscribeLinkApiArg = {
  /** The token of the List-Unsubscribe link */
  token?: string;
};
export type UnsubscribeAlertApiResponse = /** status 200  */ AlertUnsubscribedResponse;
export type UnsubscribeAlertApiArg = {
  /** The token of the List-Unsubscribe link */
  token: string;
  oneClickUnsubscribeBody: OneClickUnsubscribeBody;
};
export type RecordAnalyticsEventsApiResponse = unknown;
export type RecordAnalyticsEventsApiArg = {
  beaconRequest: BeaconRequest;
};
export type ListArticlesApiResponse = /** status 200  */ ArticleListResponse;
export type ListArticlesApiArg = {
  /** 1-based page number */
  page?: number;
  /** Articles per page; values above 100 are capped */
  limit?: number;
  /** Only this category (case-insensitive), e.g. "PARENT TIPS" */
  category?: string;
  /** A neighborhood's 'Local Education Insights': only articles whose title names this place or Las Vegas, or whose category is LOCAL NEWS (case-insensitive) */
  relatedTo?: string;
};
export type GetArticleBySlugApiResponse = /** status 200  */ ArticleResponse;
export type GetArticleBySlugApiArg = {
  slug: string;
};
export type RequestOwnEmailChangeApiResponse = /** status 202  */ EmailChangeResponse;
export type RequestOwnEmailChangeApiArg = {
  requestEmailChangeRequest: RequestEmailChangeRequest;
};
export type ConfirmOwnEmailChangeApiResponse = /** status 200  */ EmailChangeResponse;
export type ConfirmOwnEmailChangeApiArg = {
  confirmEmailChangeRequest: ConfirmEmailChangeRequest;
};
export type ChangePasswordApiResponse = /** status 200  */ AuthMessageResponse;
export type ChangePasswordApiArg = {
  changePasswordRequest: ChangePasswordRequest;
};
export type ConfirmPasswordResetApiResponse = /** status 200  */ PasswordSetResponse;
export type ConfirmPasswordResetApiArg = {
  confirmPasswordResetRequest: ConfirmPasswordResetRequest;
};
export type RequestPasswordResetApiResponse = /** status 202  */ AuthMessageResponse;
export type RequestPasswordResetApiArg = {
  requestPasswordResetRequest: RequestPasswordResetRequest;
};
export type UpdateOwnProfileApiResponse = /** status 200  */ SessionUserResponse;
export type UpdateOwnProfileApiArg = {
  updateProfileRequest: UpdateProfileRequest;
};
export type GetCurrentUserApiResponse = /** status 200  */ SessionUserResponse;
export type GetCurrentUserApiArg = void;
export type SubmitContactMessageApiResponse = /** status 201  */ ContactMessageSentResponse;
export type SubmitContactMessageApiArg = {
  submitContactMessageRequest: SubmitContactMessageRequest;
};
export type GetContactInfoApiResponse = /** status 200  */ ContactInfoResponse;
export type GetContactInfoApiArg = void;
export type GetGoogleMapsKeyApiResponse = unknown;
export type GetGoogleMapsKeyApiArg = void;
export type ReadListingLinkApiResponse = /** status 200  */ ListingConfirmationResponse;
export type ReadListingLinkApiArg = {
  /** The token of the link in the reminder e-mail */
  token: string;
};
export type ConfirmListingByLinkApiResponse = /** status 200  */ ListingConfirmationResponse;
export type ConfirmListingByLinkApiArg = {
  listingTokenRequest: ListingTokenRequest;
};
export type SignInApiResponse = /** status 200  */ SessionUserResponse;
export type SignInApiArg = {
  signInRequest: SignInRequest;
};
export type SignOutApiResponse = unknown;
export type SignOutApiArg = void;
export type GetMapTilesApiResponse = /** status 200  */ MapTilesResponse;
export type GetMapTilesApiArg = void;
export type ListNeighborhoodsApiResponse = /** status 200  */ NeighborhoodResponse[];
export type ListNeighborhoodsApiArg = void;
export type GetNeighborhoodApiResponse = /** status 200  */ NeighborhoodResponse;
export type GetNeighborhoodApiArg = {
  idOrName: string;
};
export type CancelOpenHouseRsvpApiResponse = /** status 200  */ RsvpByTokenResponse;
export type CancelOpenHouseRsvpApiArg = {
  rsvpTokenRequest: RsvpTokenRequest;
};
export type LookupRsvpApiResponse = /** status 200  */ RsvpByTokenResponse;
export type LookupRsvpApiArg = {
  rsvpTokenRequest: RsvpTokenRequest;
};
export type ListOpenHousesApiResponse = /** status 200  */ OpenHouseListResponse;
export type ListOpenHousesApiArg = {
  /** Pre-K = -1, K = 0, 1..12 */
  grade?: number;
  /** Neighborhood name (case-insensitive) */
  neighborhood?: string;
  /** First day (YYYY-MM-DD, Las Vegas time), included */
  from?: string;
  /** Last day (YYYY-MM-DD, Las Vegas time), included */
  to?: string;
  format?: OpenHouseFormat;
  /** Only this school's open houses (its slug) */
  school?: string;
  /** 1-based page number */
  page?: number;
  /** Open houses per page; values above 100 are capped */
  limit?: number;
};
export type GetOpenHouseApiResponse = /** status 200  */ OpenHouseResponse;
export type GetOpenHouseApiArg = {
  id: string;
};
export type RsvpToOpenHouseApiResponse = /** status 201  */ RsvpResultResponse;
export type RsvpToOpenHouseApiArg = {
  id: string;
  rsvpRequest: RsvpRequest;
};
export type GetOpportunityScholarshipApiResponse = /** status 200  */ OpportunityScholarshipResponse;
export type GetOpportunityScholarshipApiArg = void;
export type GetCurrentScholarshipRulesApiResponse = /** status 200  */ ScholarshipRulesResponse;
export type GetCurrentScholarshipRulesApiArg = void;
export type ListPlacesApiResponse = /** status 200  */ ValleyPlaceListResponse;
export type ListPlacesApiArg = void;
export type ConfirmReviewApiResponse = /** status 200  */ ReviewConfirmedResponse;
export type ConfirmReviewApiArg = {
  reviewTokenRequest: ReviewTokenRequest;
};
export type DeleteManagedReviewApiResponse = /** status 200  */ ReviewDeletedResponse;
export type DeleteManagedReviewApiArg = {
  /** The token of the manage link in the review e-mail */
  token: string;
};
export type ReadManagedReviewApiResponse = /** status 200  */ ManagedReviewResponse;
export type ReadManagedReviewApiArg = {
  /** The token of the manage link in the review e-mail */
  token: string;
};
export type EditManagedReviewApiResponse = /** status 200  */ ManagedReviewResponse;
export type EditManagedReviewApiArg = {
  /** The token of the manage link in the review e-mail */
  token: string;
  editReviewRequest: EditReviewRequest;
};
export type MarkReviewHelpfulApiResponse = /** status 200  */ ReviewHelpfulResponse;
export type MarkReviewHelpfulApiArg = {
  reviewId: string;
};
export type ReportReviewApiResponse = /** status 201  */ ReviewReportedResponse;
export type ReportReviewApiArg = {
  reviewId: string;
  reportReviewRequest: ReportReviewRequest;
};
export type SearchSchoolsApiResponse = /** status 200  */ SchoolListResponse;
export type SearchSchoolsApiArg = {
  /** Free text matched against name, city, ZIP code, address and neighborhood (typo-tolerant) */
  location?: string;
  /** Grade levels (e.g. "Pre-K", "Elementary (K-5)", "9th - 12th"); a school matches when its grades overlap any of them */
  grades?: string[];
  /** School types; any of them matches (a value outside the list matches no school) */
  schoolTypes?: SchoolType[];
  /** Neighborhood names (case-insensitive); any of them matches */
  neighborhoods?: string[];
  /** Lowest yearly tuition wanted, in dollars */
  tuitionMin?: number;
  /** Highest yearly tuition wanted, in dollars */
  tuitionMax?: number;
  /** Tuition for this grade: schools that teach it; tuitionMin / tuitionMax and the tuition orders then use the grade's published band, or the school-wide range of a school that publishes no bands */
  tuitionGrade?: OpeningGrade;
  /** true: schools that offer tuition assistance (a published assistance program or an aid provider) */
  tuitionAssistance?: boolean;
  /** Rated this and up: schools whose average family rating, as shown (one decimal, from 3 counted reviews), is at least this many stars ('Rated 4 and up': 4) */
  minRating?: number;
  /** 'Replies within a day': only schools whose public response time shows (claimed, at least 5 requests in the last 90 days) and whose median first reply from the lead inbox is at most a business day (10 hours, 8 am to 6 pm Las Vegas time) */
  repliesWithinADay?: boolean;
  /** Exact ZIP code */
  zipCode?: string;
  /** Special programs and features (exact values from GET /api/schools/facets); a school must have all of them */
  features?: string[];
  /** Religious affiliations (exact values from GET /api/schools/facets); any of them matches */
  religiousAffiliation?: string[];
  /** true: premium schools only */
  featured?: boolean;
  /** true: leaves out the demo seed's invented listings ('Example listing'), as the home page does */
  excludeExamples?: boolean;
  /** true: schools that accept the Nevada Opportunity Scholarship */
  acceptsOpportunityScholarship?: boolean;
  /** Has openings for this grade: the school marks it 'Seats open' or 'Few seats' */
  openingsGrade?: OpeningGrade;
  /** true: schools with at least one application deadline today or later (Las Vegas date, America/Los_Angeles) */
  deadlineNotPassed?: boolean;
  /** The search centre as text: a ZIP code of the Las Vegas valley, a place of the gazetteer (GET /api/places: communities such as Skye Canyon or Mountain's Edge), or the name of one of its neighborhoods or cities. Not together with lat/lng. Anything else answers 400 'Enter a ZIP code or place in the Las Vegas valley' */
  near?: string;
  /** The search centre's latitude (the browser's geolocation), with lng; must be in the Las Vegas valley */
  lat?: number;
  /** The search centre's longitude, with lat */
  lng?: number;
  /** Only schools within this many miles (straight line) of the centre; needs near or lat/lng */
  radius?: RadiusMiles;
  /** Default: distance when the search has a centre (near means near: nearest first), else best. best: premium first, then best location match, then name (docs/product.md "Search"); distance: nearest first (needs a centre; schools without a map pin last); tuition_asc: lowest tuition first; tuition_desc: highest tuition first (schools without tuition last in both; with tuitionGrade, that grade’s tuition); rating: highest rated first, by a Bayesian average of the counted reviews (a school starts at 3 stars with the weight of 5 reviews; schools with fewer than 3 counted reviews last; the plan plays no part); name: A to Z. Every order ends with name, then id. */
  sort?: SchoolSort;
  /** 1-based page number */
  page?: number;
  /** Schools per page; values above 100 are capped */
  limit?: number;
};
export type GetSchoolsBySlugsApiResponse = /** status 200  */ SchoolsBySlugsResponse;
export type GetSchoolsBySlugsApiArg = {
  /** The search centre as text: a ZIP code of the Las Vegas valley, a place of the gazetteer (GET /api/places: communities such as Skye Canyon or Mountain's Edge), or the name of one of its neighborhoods or cities. Not together with lat/lng. Anything else answers 400 'Enter a ZIP code or place in the Las Vegas valley' */
  near?: string;
  /** The search centre's latitude (the browser's geolocation), with lng; must be in the Las Vegas valley */
  lat?: number;
  /** The search centre's longitude, with lat */
  lng?: number;
  /** 1 to 10 school slugs, comma-separated (a repeated key works too), in the order the answer keeps */
  slugs: string;
};
export type ClaimWithSubscriptionApiResponse = /** status 200  */ ClaimCheckoutResponse;
export type ClaimWithSubscriptionApiArg = {
  claimWithSubscriptionRequest: ClaimWithSubscriptionRequest;
};
export type GetSchoolsCostsApiResponse = /** status 200  */ SchoolsCostsResponse;
export type GetSchoolsCostsApiArg = {
  /** 1 to 10 school slugs, comma-separated, in the order the answer keeps */
  slugs: string;
};
export type GetSchoolFacetsApiResponse = /** status 200  */ SchoolFacetsResponse;
export type GetSchoolFacetsApiArg = void;
export type GetSchoolMapApiResponse = /** status 200  */ SchoolMapResponse;
export type GetSchoolMapApiArg = {
  /** Free text matched against name, city, ZIP code, address and neighborhood (typo-tolerant) */
  location?: string;
  /** Grade levels (e.g. "Pre-K", "Elementary (K-5)", "9th - 12th"); a school matches when its grades overlap any of them */
  grades?: string[];
  /** School types; any of them matches (a value outside the list matches no school) */
  schoolTypes?: SchoolType[];
  /** Neighborhood names (case-insensitive); any of them matches */
  neighborhoods?: string[];
  /** Lowest yearly tuition wanted, in dollars */
  tuitionMin?: number;
  /** Highest yearly tuition wanted, in dollars */
  tuitionMax?: number;
  /** Tuition for this grade: schools that teach it; tuitionMin / tuitionMax and the tuition orders then use the grade's published band, or the school-wide range of a school that publishes no bands */
  tuitionGrade?: OpeningGrade;
  /** true: schools that offer tuition assistance (a published assistance program or an aid provider) */
  tuitionAssistance?: boolean;
  /** Rated this and up: schools whose average family rating, as shown (one decimal, from 3 counted reviews), is at least this many stars ('Rated 4 and up': 4) */
  minRating?: number;
  /** 'Replies within a day': only schools whose public response time shows (claimed, at least 5 requests in the last 90 days) and whose median first reply from the lead inbox is at most a business day (10 hours, 8 am to 6 pm Las Vegas time) */
  repliesWithinADay?: boolean;
  /** Exact ZIP code */
  zipCode?: string;
  /** Special programs and features (exact values from GET /api/schools/facets); a school must have all of them */
  features?: string[];
  /** Religious affiliations (exact values from GET /api/schools/facets); any of them matches */
  religiousAffiliation?: string[];
  /** true: premium schools only */
  featured?: boolean;
  /** true: leaves out the demo seed's invented listings ('Example listing'), as the home page does */
  excludeExamples?: boolean;
  /** true: schools that accept the Nevada Opportunity Scholarship */
  acceptsOpportunityScholarship?: boolean;
  /** Has openings for this grade: the school marks it 'Seats open' or 'Few seats' */
  openingsGrade?: OpeningGrade;
  /** true: schools with at least one application deadline today or later (Las Vegas date, America/Los_Angeles) */
  deadlineNotPassed?: boolean;
  /** The search centre as text: a ZIP code of the Las Vegas valley, a place of the gazetteer (GET /api/places: communities such as Skye Canyon or Mountain's Edge), or the name of one of its neighborhoods or cities. Not together with lat/lng. Anything else answers 400 'Enter a ZIP code or place in the Las Vegas valley' */
  near?: string;
  /** The search centre's latitude (the browser's geolocation), with lng; must be in the Las Vegas valley */
  lat?: number;
  /** The search centre's longitude, with lat */
  lng?: number;
  /** Only schools within this many miles (straight line) of the centre; needs near or lat/lng */
  radius?: RadiusMiles;
  /** Default: distance when the search has a centre (near means near: nearest first), else best. best: premium first, then best location match, then name (docs/product.md "Search"); distance: nearest first (needs a centre; schools without a map pin last); tuition_asc: lowest tuition first; tuition_desc: highest tuition first (schools without tuition last in both; with tuitionGrade, that grade’s tuition); rating: highest rated first, by a Bayesian average of the counted reviews (a school starts at 3 stars with the weight of 5 reviews; schools with fewer than 3 counted reviews last; the plan plays no part); name: A to Z. Every order ends with name, then id. */
  sort?: SchoolSort;
};
export type GetPublicSchoolResponseTimeApiResponse = /** status 200  */ SchoolResponseTimeResponse;
export type GetPublicSchoolResponseTimeApiArg = {
  schoolId: number;
};
export type GetSchoolBySlugApiResponse = /** status 200  */ SchoolPageResponse;
export type GetSchoolBySlugApiArg = {
  slug: string;
};
export type SuggestSchoolCorrectionApiResponse = /** status 201  */ CorrectionReceivedResponse;
export type SuggestSchoolCorrectionApiArg = {
  schoolId: number;
  suggestCorrectionRequest: SuggestCorrectionRequest;
};
export type ListSchoolReviewsApiResponse = /** status 200  */ SchoolReviewsResponse;
export type ListSchoolReviewsApiArg = {
  schoolId: number;
  sort?: ReviewSort;
  /** 1-based page number */
  page?: number;
  /** Reviews per page; values above 100 are capped */
  limit?: number;
};
export type WriteReviewApiResponse = /** status 201  */ ReviewReceivedResponse;
export type WriteReviewApiArg = {
  schoolId: number;
  writeReviewRequest: WriteReviewRequest;
};
export type GetSchoolCostsApiResponse = /** status 200  */ SchoolCostsResponse;
export type GetSchoolCostsApiArg = {
  slug: string;
};
export type SubmitLeadApiResponse = /** status 201  */ LeadReceivedResponse;
export type SubmitLeadApiArg = {
  slug: string;
  submitLeadRequest: SubmitLeadRequest;
};
export type GetStatsApiResponse = /** status 200  */ StatsResponse;
export type GetStatsApiArg = void;
export type ListSubscriptionPlansApiResponse = /** status 200  */ SubscriptionPlanResponse[];
export type ListSubscriptionPlansApiArg = void;
export type AlertFrequency = 'daily' | 'weekly';
export type AlertSavedResponse = {
  /** The address was e-mailed the link to change its alert (`changeExisting`) */
  changeLinkSent: boolean;
  /** How often the alert already there for this search mails (null when a new one was saved) */
  existingFrequency: AlertFrequency | null;
  /** True: a new alert, its confirmation mail on its way. False: this address already has an alert for this search; nothing was stored or mailed (but the change link, when asked for) */
  saved: boolean;
};
export type ErrorResponse = {
  /** Failing fields and their messages, for validation errors */
  errors?: {
    [key: string]: string[];
  };
  message: string;
  statusCode: number;
};
export type OpeningGrade = 'PK' | 'K' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | '11' | '12';
export type RadiusMiles = 1 | 3 | 5 | 10 | 25 | 50;
export type SchoolType =
  | 'Faith-Based'
  | 'Montessori'
  | 'College Prep'
  | 'Classical'
  | 'Language Immersion'
  | 'Special Needs'
  | 'All Boys'
  | 'All Girls'
  | 'Boarding'
  | 'Inquiry-Based'
  | 'STEM Focus'
  | 'Arts Focus';
export type SchoolSort = 'best' | 'distance' | 'tuition_asc' | 'tuition_desc' | 'rating' | 'name';
export type SchoolFilterRequest = {
  /** true: schools that accept the Nevada Opportunity Scholarship */
  acceptsOpportunityScholarship?: boolean;
  /** true: schools with at least one application deadline today or later (Las Vegas date, America/Los_Angeles) */
  deadlineNotPassed?: boolean;
  /** true: leaves out the demo seed's invented listings ('Example listing'), as the home page does */
  excludeExamples?: boolean;
  /** true: premium schools only */
  featured?: boolean;
  /** Special programs and features (exact values from GET /api/schools/facets); a school must have all of them */
  features?: string[];
  /** Grade levels (e.g. "Pre-K", "Elementary (K-5)", "9th - 12th"); a school matches when its grades overlap any of them */
  grades?: string[];
  /** The search centre's latitude (the browser's geolocation), with lng; must be in the Las Vegas valley */
  lat?: number;
  /** The search centre's longitude, with lat */
  lng?: number;
  /** Free text matched against name, city, ZIP code, address and neighborhood (typo-tolerant) */
  location?: string;
  /** Rated this and up: schools whose average family rating, as shown (one decimal, from 3 counted reviews), is at least this many stars ('Rated 4 and up': 4) */
  minRating?: number;
  /** The search centre as text: a ZIP code of the Las Vegas valley, a place of the gazetteer (GET /api/places: communities such as Skye Canyon or Mountain's Edge), or the name of one of its neighborhoods or cities. Not together with lat/lng. Anything else answers 400 'Enter a ZIP code or place in the Las Vegas valley' */
  near?: string;
  /** Neighborhood names (case-insensitive); any of them matches */
  neighborhoods?: string[];
  /** Has openings for this grade: the school marks it 'Seats open' or 'Few seats' */
  openingsGrade?: OpeningGrade;
  /** Only schools within this many miles (straight line) of the centre; needs near or lat/lng */
  radius?: RadiusMiles;
  /** Religious affiliations (exact values from GET /api/schools/facets); any of them matches */
  religiousAffiliation?: string[];
  /** 'Replies within a day': only schools whose public response time shows (claimed, at least 5 requests in the last 90 days) and whose median first reply from the lead inbox is at most a business day (10 hours, 8 am to 6 pm Las Vegas time) */
  repliesWithinADay?: boolean;
  /** School types; any of them matches (a value outside the list matches no school) */
  schoolTypes?: SchoolType[];
  /** Default: distance when the search has a centre (near means near: nearest first), else best. best: premium first, then best location match, then name (docs/product.md "Search"); distance: nearest first (needs a centre; schools without a map pin last); tuition_asc: lowest tuition first; tuition_desc: highest tuition first (schools without tuition last in both; with tuitionGrade, that grade’s tuition); rating: highest rated first, by a Bayesian average of the counted reviews (a school starts at 3 stars with the weight of 5 reviews; schools with fewer than 3 counted reviews last; the plan plays no part); name: A to Z. Every order ends with name, then id. */
  sort?: SchoolSort;
  /** true: schools that offer tuition assistance (a published assistance program or an aid provider) */
  tuitionAssistance?: boolean;
  /** Tuition for this grade: schools that teach it; tuitionMin / tuitionMax and the tuition orders then use the grade's published band, or the school-wide range of a school that publishes no bands */
  tuitionGrade?: OpeningGrade;
  /** Highest yearly tuition wanted, in dollars */
  tuitionMax?: number;
  /** Lowest yearly tuition wanted, in dollars */
  tuitionMin?: number;
  /** Exact ZIP code */
  zipCode?: string;
};
export type SaveAlertRequest = {
  /** When this address already has an alert for this search: e-mail it the link to change that alert (nothing new is saved) */
  changeExisting?: boolean;
  email: string;
  /** The directory filters, exactly as `GET /api/schools` takes them (near/lat/lng/radius included) */
  filters: SchoolFilterRequest;
  frequency: AlertFrequency;
};
export type AlertConfirmedResponse = {
  confirmed: boolean;
  frequency: AlertFrequency;
  /** Link to the page managing every alert of this address */
  manageUrl: string;
  /** The search in words, e.g. 'near 89117, within 5 miles' */
  searchSummary: string;
};
export type AlertTokenRequest = {
  /** The token from the link in the e-mail */
  token: string;
};
export type AlertsDeletedResponse = {
  deleted: number;
};
export type ManagedAlertResponse = {
  /** False until the address confirmed it (deleted after 7 days otherwise) */
  confirmed: boolean;
  createdAt: string;
  /** The saved directory filters (`GET /api/schools` parameters), for the edit form */
  filters: {
    [key: string]: any;
  };
  frequency: AlertFrequency;
  id: string;
  /** When the alert lapses unless kept ('Keep this alert'): 12 months after confirming or keeping; null until confirmed */
  lapsesAt: string | null;
  /** In its last 30 days: the page offers Keep this alert */
  lapsesSoon: boolean;
  searchSummary: string;
  /** The directory page showing this search */
  searchUrl: string;
};
export type ManagedAlertsResponse = {
  alerts: ManagedAlertResponse[];
  email: string;
};
export type ChangeAlertRequest = {
  /** The new search, as `GET /api/schools` takes it; replaces the saved filters */
  filters?: SchoolFilterRequest;
  frequency?: AlertFrequency;
};
export type AlertUnsubscribedResponse = {
  unsubscribed: boolean;
};
export type OneClickUnsubscribeBody = {
  'List-Unsubscribe'?: string;
};
export type BeaconEventRequest = {
  /** search: the filters, e.g. {"schoolTypes": ["Montessori"]} */
  filters?: {
    [key: string]: any;
  };
  kind:
    | 'impression'
    | 'profile_view'
    | 'click_website'
    | 'click_phone'
    | 'click_email'
    | 'click_directions'
    | 'click_social'
    | 'click_video'
    | 'shortlist_add'
    | 'compare_add'
    | 'search';
  /** search: the text typed (kept lower-cased and trimmed, e-mails and phone numbers dropped) */
  query?: string;
  /** document.referrer (or this site for in-app navigation); only its class is kept */
  referrer?: string;
  /** search: how many schools it found */
  resultCount?: number;
  /** The school (every kind but search) */
  schoolId?: number;
};
export type BeaconRequest = {
  events: BeaconEventRequest[];
};
export type ArticleCategory =
  'ADMISSIONS GUIDE' | 'BACK-TO-SCHOOL' | 'PARENT TIPS' | 'ORGANIZATION' | 'LOCAL NEWS' | 'RANKINGS';
export type ArticleSummaryResponse = {
  author: string | null;
  /** The school a guest article came from, credited in the byline */
  authorSchool: string | null;
  category: ArticleCategory;
  createdAt: string;
  excerpt: string | null;
  id: number;
  imageUrl: string | null;
  /** Public address part: /articles/{slug} */
  slug: string;
  title: string;
};
export type ArticleListResponse = {
  /** Without their text: GET /api/articles/{slug} has it */
  articles: ArticleSummaryResponse[];
  /** Number of published articles matching, over all pages */
  total: number;
};
export type ArticleResponse = {
  author: string | null;
  /** The school a guest article came from, credited in the byline */
  authorSchool: string | null;
  category: ArticleCategory;
  /** Markdown */
  content: string;
  createdAt: string;
  excerpt: string | null;
  id: number;
  imageUrl: string | null;
  /** Public address part: /articles/{slug} */
  slug: string;
  title: string;
};
export type EmailChangeResponse = {
  /** The address the message is about (the new one) */
  email: string;
  message: string;
};
export type RequestEmailChangeRequest = {
  currentPassword: string;
  newEmail: string;
};
export type ConfirmEmailChangeRequest = {
  /** The token from the /confirm-email link mailed to the new address */
  token: string;
};
export type AuthMessageResponse = {
  message: string;
};
export type ChangePasswordRequest = {
  /** The password the person signs in with today */
  currentPassword: string;
  newPassword: string;
};
export type Role = 'user' | 'school_admin' | 'admin' | 'super_admin';
export type SessionUserResponse = {
  email: string;
  firstName: string | null;
  id: string;
  lastName: string | null;
  profileImageUrl: string | null;
  role: Role;
};
export type PasswordSetResponse = {
  message: string;
  user: SessionUserResponse;
};
export type ConfirmPasswordResetRequest = {
  password: string;
  /** The token from the e-mailed /set-password link */
  token: string;
};
export type RequestPasswordResetRequest = {
  email: string;
};
export type UpdateProfileRequest = {
  firstName?: string | null;
  lastName?: string | null;
};
export type ContactMessageSentResponse = {
  message: string;
};
export type SubmitContactMessageRequest = {
  email: string;
  firstName: string;
  lastName: string;
  message: string;
  phone?: string | null;
  subject: 'general' | 'school-search' | 'claim-school' | 'technical' | 'subscription' | 'partnership' | 'feedback';
};
export type ContactInfoResponse = {
  email: string;
};
export type ListingConfirmationChannel = 'reminder' | 'dashboard';
export type ListingConfirmationResponse = {
  /** When an owner last confirmed */
  lastConfirmedAt: string | null;
  lastConfirmedVia: ListingConfirmationChannel | null;
  schoolId: number;
  schoolName: string;
  schoolSlug: string;
};
export type ListingTokenRequest = {
  /** The token of the link in the reminder e-mail */
  token: string;
};
export type SignInRequest = {
  email: string;
  password: string;
};
export type MapTilesResponse = {
  /** A MapLibre style JSON URL (absolute, or a path on this site); null: no tiles configured */
  styleUrl: string | null;
};
export type NeighborhoodResponse = {
  /** Set when an admin archived the guide (only admins see archived guides) */
  archivedAt: string | null;
  averageClassSize: number | null;
  /** Minutes */
  averageCommute: number | null;
  averageFamilySize: number | null;
  /** Dollars per year */
  averageTuitionMax: number | null;
  /** Dollars per year */
  averageTuitionMin: number | null;
  city: string;
  /** Percent */
  collegeReadinessRate: number | null;
  /** 100 = national average */
  costOfLivingIndex: number | null;
  /** Letter grade, shown as Safety */
  crimeRating: string | null;
  description: string | null;
  /** 0-1 */
  diversityIndex: number | null;
  extracurricularOpportunities: string[];
  /** Letter grade */
  familyFriendlyRating: string | null;
  id: number;
  imageUrl: string | null;
  /** Percent */
  kidsUnder18Percentage: number | null;
  /** Dollars */
  medianHomeValue: number | null;
  /** Dollars */
  medianHouseholdIncome: number | null;
  name: string;
  nearbyAmenities: string[];
  parentEducationLevel: string | null;
  population: number | null;
  /** Percent */
  privateSchoolEnrollmentRate: number | null;
  /** Letter grade */
  publicSchoolRating: string | null;
  /** YYYY-MM-DD: the day the letter grades were true of */
  ratingsAsOf: string | null;
  /** Where the letter grades come from; the pages show the grades only with it and ratingsAsOf */
  ratingsSource: string | null;
  recreationOptions: string[];
  /** Active schools in the neighborhood, counted live */
  schoolCount: number;
  /** Percent */
  seniorPopulationPercentage: number | null;
  /** e.g. 1:15 */
  teacherStudentRatio: string | null;
  transportationOptions: string[];
  updatedAt: string;
  /** 0-100 */
  walkabilityScore: number | null;
  /** Letter grade */
  weatherRating: string | null;
};
export type OpenHouseStatus = 'scheduled' | 'cancelled';
export type RsvpStatus = 'confirmed' | 'waitlisted' | 'cancelled';
export type RsvpByTokenResponse = {
  firstName: string;
  openHouseId: string;
  openHouseStatus: OpenHouseStatus;
  partySize: number;
  schoolName?: string;
  startsAt: string;
  status: RsvpStatus;
  title: string;
};
export type RsvpTokenRequest = {
  /** The token from the cancel link in the confirmation mail */
  token: string;
};
export type OpenHouseFormat = 'in_person' | 'virtual';
export type OpenHouseSchoolResponse = {
  id: number;
  imageUrl: string | null;
  name: string;
  neighborhoodName: string | null;
  /** For families to call when RSVPs are not taken */
  phone: string | null;
  slug: string;
  /** Someone at the school receives RSVPs (an active owner or the school e-mail); false: the school has not claimed its listing and RSVPs are refused (409) */
  takesRsvps: boolean;
  website: string | null;
};
export type OpenHouseResponse = {
  /** In person: the campus address */
  address: string | null;
  capacity: number;
  description: string;
  durationMinutes: number;
  endsAt: string;
  format: OpenHouseFormat;
  gradeMax: number;
  gradeMin: number;
  grades: string;
  id: string;
  school: OpenHouseSchoolResponse;
  seatsLeft: number;
  startsAt: string;
  /** Start as wall time in America/Los_Angeles */
  startsAtLocal: string;
  status: OpenHouseStatus;
  timeZone: string;
  title: string;
  /** Virtual: the https meeting link (owners only; families get it by mail after they RSVP) */
  virtualUrl: string | null;
};
export type OpenHouseListResponse = {
  limit: number;
  openHouses: OpenHouseResponse[];
  page: number;
  total: number;
};
export type RsvpResultResponse = {
  id: string;
  partySize: number;
  status: RsvpStatus;
};
export type OpenHouseGrade =
  | 'Pre-K'
  | 'Kindergarten'
  | '1st'
  | '2nd'
  | '3rd'
  | '4th'
  | '5th'
  | '6th'
  | '7th'
  | '8th'
  | '9th'
  | '10th'
  | '11th'
  | '12th';
export type RsvpRequest = {
  childGrade: OpenHouseGrade;
  email: string;
  /** Join the waitlist when the open house is full (after a 409) */
  joinWaitlist?: boolean;
  name: string;
  partySize: number;
};
export type ScholarshipMaximumResponse = {
  /** Most one student may receive, whole dollars */
  maximumAmount: number;
  /** The school year the maximum is for */
  schoolYear: string;
  /** First calendar year of that school year */
  startYear: number;
};
export type OpportunityScholarshipResponse = {
  maximums: ScholarshipMaximumResponse[];
};
export type ScholarshipRulesResponse = {
  checkedOn: string;
  id: number;
  /** Household sizes 1 to 12, in that order */
  incomeLimits: number[];
  maxAward: number;
  schoolYear: string;
  sourceUrl: string;
};
export type ValleyPlaceResponse = {
  id: number;
  /** The place's centre: latitude */
  lat: number;
  /** The place's centre: longitude */
  lng: number;
  name: string;
};
export type ValleyPlaceListResponse = {
  /** By name */
  places: ValleyPlaceResponse[];
};
export type ReviewStatus = 'unconfirmed' | 'held' | 'published' | 'removed';
export type ReviewConfirmedResponse = {
  schoolId: number;
  schoolName: string;
  schoolSlug: string;
  status: ReviewStatus;
};
export type ReviewTokenRequest = {
  /** The token of the link in the review e-mail */
  token: string;
};
export type ReviewDeletedResponse = {
  deleted: boolean;
};
export type ReviewRelationship = 'current_parent' | 'former_parent' | 'student' | 'alumnus' | 'staff_or_relative';
export type ManagedReviewResponse = {
  academics: number;
  body: string;
  communication: number;
  community: number;
  displayName: string;
  id: string;
  overall: number;
  relationship: ReviewRelationship;
  removalReason:
    | ('threats' | 'hate' | 'personal_data' | 'advertising' | 'not_first_hand' | 'undisclosed_conflict_of_interest')
    | null;
  schoolId: number;
  schoolYearFrom: number;
  schoolYearTo: number;
  status: ReviewStatus;
  teachers: number;
  title: string;
};
export type EditReviewRequest = {
  academics: number;
  body: string;
  /** Communication with families */
  communication: number;
  community: number;
  displayName: string;
  /** Overall rating, 1 to 5 stars */
  overall: number;
  /** 'staff_or_relative': staff, board member or relative of staff (labelled, not counted) */
  relationship: ReviewRelationship;
  /** The first school year covered, by the year it starts in (2022 = 2022-23) */
  schoolYearFrom: number;
  /** The last school year covered, not before the first */
  schoolYearTo: number;
  /** Required true when relationship is student: the reviewer is 13 or over */
  studentAge13OrOver?: boolean;
  teachers: number;
  title: string;
};
export type ReviewHelpfulResponse = {
  /** False when this visitor had already found it helpful */
  counted: boolean;
  helpfulCount: number;
};
export type ReviewReportedResponse = {
  /** The report is in the admin queue; the review stays up meanwhile */
  reported: boolean;
};
export type ReviewGuideline =
  'threats' | 'hate' | 'personal_data' | 'advertising' | 'not_first_hand' | 'undisclosed_conflict_of_interest';
export type ReportReviewRequest = {
  /** The guideline it breaks */
  guideline: ReviewGuideline;
  note?: string | null;
};
export type SearchCentreKind = 'coordinates' | 'zip' | 'place' | 'neighborhood' | 'city';
export type SearchCentreResponse = {
  kind: SearchCentreKind;
  /** What to show: the ZIP code, the neighborhood's or city's name, or 'your location' */
  label: string;
  lat: number;
  lng: number;
};
export type ApplicationDeadlineResponse = {
  /** Las Vegas date (YYYY-MM-DD); passed from the next day */
  deadline: string;
  /** First calendar year of the school year a child starts (2027 = 2027-28) */
  entryYear: number;
  label: string | null;
};
export type OpeningStatus = 'open' | 'few' | 'full' | 'waitlist';
export type GradeOpeningResponse = {
  grade: OpeningGrade;
  status: OpeningStatus;
};
export type AdmissionsFactsResponse = {
  /** 'Accepts the Nevada Opportunity Scholarship'; null: not reported by the school (not a no) */
  acceptsOpportunityScholarship: boolean | null;
  /** Earliest first */
  applicationDeadlines: ApplicationDeadlineResponse[];
  financialAidDeadline: string | null;
  /** e.g. FACTS Grant & Aid */
  financialAidProvider: string | null;
  /** Grades with a status, youngest first (PK, K, 1..12) */
  gradeOpenings: GradeOpeningResponse[];
};
export type SchoolRatingResponse = {
  /** Average overall rating of the reviews that count (insiders' do not), one decimal; null below 3 of them ('Not enough reviews yet') */
  average: number | null;
  /** How many published reviews the rating is made of */
  count: number;
};
export type SocialLinksResponse = {
  facebook?: string;
  instagram?: string;
  linkedin?: string;
  twitter?: string;
  youtube?: string;
};
export type SchoolHitResponse = {
  additionalImages: string[];
  address: string;
  /** Deadlines, financial aid, openings, scholarship */
  admissions: AdmissionsFactsResponse;
  city: string;
  description: string | null;
  /** Miles from the search centre in a straight line, one decimal. Present only when the request set a centre (near or lat/lng); null for a school without a map pin */
  distanceMiles?: number | null;
  email: string | null;
  features: string[];
  /** Highest grade taught, on the scale of `gradeMin` */
  gradeMax: number | null;
  /** Lowest grade taught, read from `grades` (Pre-K = -1, K = 0, 1..12); null when it names none */
  gradeMin: number | null;
  /** Grades as the school writes them, e.g. "K-12" */
  grades: string;
  id: number;
  /** Hero image path; null shows the placeholder */
  imageUrl: string | null;
  /** An invented listing of the demo seed: its card and page say 'Example listing' (docs/seed-data.md) */
  isExample: boolean;
  isPremium: boolean;
  latitude: number | null;
  longitude: number | null;
  /** The school has an active owner who manages its listing (who is never revealed): it cannot be claimed */
  managed: boolean;
  name: string;
  neighborhoodId: number | null;
  neighborhoodName: string | null;
  phone: string | null;
  rating: SchoolRatingResponse;
  religiousAffiliation: string | null;
  schoolType: SchoolType;
  /** Public address part: /schools/{slug} */
  slug: string;
  socialLinks: SocialLinksResponse | null;
  /** The page offers 'Request Information', 'Schedule a Tour' and RSVPs: a premium listing with an active owner or an e-mail address to receive them. Where false on a premium listing nobody would receive a request: the page says the school has not claimed its listing */
  takesRequests: boolean;
  /** Yearly tuition, dollars */
  tuitionMax: number | null;
  /** Yearly tuition, dollars */
  tuitionMin: number | null;
  updatedAt: string;
  videoUrls: string[];
  website: string | null;
  zipCode: string;
};
export type SchoolListResponse = {
  /** The resolved centre when the request set one (near or lat/lng), else null */
  centre: SearchCentreResponse | null;
  schools: SchoolHitResponse[];
  /** Number of matching schools over all pages: exact up to 1,000 (or up to ten pages past the asked page), else the count where counting stopped (see totalIsLowerBound). With `location`, fuzzy (non-literal) matches are counted only up to ten pages past the asked page, and not at all when the literal matches reach further (then `total` is the literal count) */
  total: number;
  /** True when counting stopped before the end: at least `total` schools match, usually more (the page shows 'N+'). Pages up to `total` exist. */
  totalIsLowerBound: boolean;
};
export type RenamedSlugResponse = {
  /** The former slug, as asked */
  from: string;
  /** The school’s current slug */
  to: string;
};
export type SchoolsBySlugsResponse = {
  centre: SearchCentreResponse | null;
  /** Slugs that name no active school (archived or unknown), in the order asked */
  missing: string[];
  /** Slugs asked for that a school had before a rename; the school is in `schools` under its current slug */
  renamed: RenamedSlugResponse[];
  /** The active schools among the slugs, in the order asked (with distanceMiles when a centre was given) */
  schools: SchoolHitResponse[];
};
export type ClaimCheckoutResponse = {
  /** The payment provider's hosted checkout (or the sandbox's TEST MODE page); null: the claim is recorded without payment and waits for the team's review */
  checkoutUrl: string | null;
};
export type ClaimWithSubscriptionRequest = {
  email: string;
  firstName: string;
  lastName: string;
  /** How the claimant is affiliated with the school */
  message: string;
  phone: string;
  planType: 'monthly' | 'yearly';
  position: string;
  schoolName: string;
};
export type AidProvider = 'FACTS' | 'TADS' | 'Clarity' | 'SSS' | 'school';
export type TuitionAssistanceDto = {
  /** Whole US dollars */
  applicationFee: number | null;
  /** YYYY-MM-DD */
  closesOn: string | null;
  /** Whether the application fee can be waived */
  feeWaiver: boolean;
  /** Whole US dollars */
  medianAward: number | null;
  /** YYYY-MM-DD */
  opensOn: string | null;
  percentReceivingAid: number | null;
  /** school: the school's own form */
  provider: AidProvider;
};
export type CostConfirmer = 'owner' | 'operator';
export type CostFeeFrequency = 'one_time' | 'yearly';
export type CostFeeKind = 'application' | 'registration' | 'books_technology' | 'uniforms' | 'other';
export type CostFeeDto = {
  /** Whole US dollars */
  amount: number;
  frequency: CostFeeFrequency;
  kind: CostFeeKind;
  /** The school's name for it (required for other fees) */
  name: string | null;
};
export type PaymentPlan = 'annual' | 'semester' | 'monthly' | 'ten_pay';
export type SiblingDiscountKind = 'percent' | 'amount';
export type SiblingDiscountDto = {
  kind: SiblingDiscountKind;
  /** Percent of tuition (0..100) or whole dollars off */
  value: number;
};
export type TuitionBandDto = {
  /** Whole US dollars */
  annualTuition: number;
  /** Pre-K = -1, Kindergarten = 0, then 1..12 */
  fromGrade: number;
  toGrade: number;
};
export type CostScheduleResponse = {
  assistance: TuitionAssistanceDto | null;
  confirmedBy: CostConfirmer;
  /** Las Vegas date the figures were last confirmed */
  confirmedOn: string;
  fees: CostFeeDto[];
  paymentPlans: PaymentPlan[];
  schoolId: number;
  schoolYear: string;
  secondChildDiscount: SiblingDiscountDto | null;
  thirdChildDiscount: SiblingDiscountDto | null;
  /** In grade order */
  tuitionBands: TuitionBandDto[];
};
export type SlugSchoolCostsResponse = {
  /** The Opportunity Scholarship rules for the schedule's school year, else the latest entered */
  opportunityScholarship: ScholarshipRulesResponse | null;
  /** null: the school has published none */
  schedule: CostScheduleResponse | null;
  schoolId: number;
  slug: string;
};
export type SchoolsCostsResponse = {
  missing: string[];
  schools: SlugSchoolCostsResponse[];
};
export type AdmissionsNotReportedResponse = {
  /** Have published no application deadline */
  deadlines: number;
  /** Have published no openings by grade */
  openings: number;
  /** Have not said whether they accept the Opportunity Scholarship */
  scholarship: number;
  /** Active schools */
  schoolCount: number;
};
export type FacetCountResponse = {
  /** Active schools having it */
  count: number;
  /** The exact value to send back as a filter */
  value: string;
};
export type AffiliationGroupResponse = {
  /** Active schools having it */
  count: number;
  /** Its denominations listed apart, each also a `religiousAffiliation` value */
  denominations: FacetCountResponse[];
  /** The exact value to send back as a filter */
  value: string;
};
export type SchoolFacetsResponse = {
  admissionsNotReported: AdmissionsNotReportedResponse;
  /** Cities of the valley with active schools (each a valid `near` value) */
  cities: FacetCountResponse[];
  /** Special programs and features (the `features` filter) */
  features: FacetCountResponse[];
  /** The same affiliations by family: a family's value finds every school of the family (its count), a denomination only its own */
  religiousAffiliationGroups: AffiliationGroupResponse[];
  /** The `religiousAffiliation` filter */
  religiousAffiliations: FacetCountResponse[];
};
export type SchoolMapPointResponse = {
  /** Miles from the search centre, one decimal; present only with a centre */
  distanceMiles?: number;
  isPremium: boolean;
  lat: number;
  lng: number;
  name: string;
  slug: string;
};
export type SchoolMapResponse = {
  /** The most points one answer carries */
  cap: number;
  /** true when total exceeds the cap, so only the first `cap` points are sent */
  capped: boolean;
  centre: SearchCentreResponse | null;
  /** Matching schools that have a map pin, in the search's order, at most `cap` */
  points: SchoolMapPointResponse[];
  /** Matching schools that have a map pin, over all of them */
  total: number;
};
export type SchoolResponseTimeResponse = {
  answered: string | null;
  /** Claimed, and at least 5 requests in the last 90 days */
  shown: boolean;
  usually: string | null;
};
export type FactSourceKind = 'school' | 'team' | 'nces';
export type FactProvenanceResponse = {
  /** The date the label names (YYYY-MM-DD); an NCES fact's is 1 July of the survey's year */
  date: string;
  /** What the page shows: 'From the school, Nov 3, 2026', 'Directory team, Nov 3, 2026' or 'NCES Private School Survey 2021-22' */
  label: string;
  /** Set when the fact is older than two school years: 'Reported over two years ago: check with the school' */
  note: string | null;
  /** The school (an owner's edit or confirmation), the directory team, or the NCES survey */
  source: FactSourceKind;
};
export type SchoolFactSourcesResponse = {
  /** The description (About) */
  about: FactProvenanceResponse | null;
  /** Admissions: deadlines, openings, financial aid, the Opportunity Scholarship (the newest of them; tuition has the cost schedule's own confirmation) */
  admissions: FactProvenanceResponse | null;
  /** Contact: phone, e-mail, website, address (the newest of them) */
  contact: FactProvenanceResponse | null;
  /** School Details: name, grades, type, affiliation, location, features (the newest of them) */
  details: FactProvenanceResponse | null;
};
export type RaceEthnicityResponse = {
  americanIndianOrAlaskaNative: number | null;
  asian: number | null;
  black: number | null;
  hispanicOrLatino: number | null;
  nativeHawaiianOrPacificIslander: number | null;
  twoOrMoreRaces: number | null;
  white: number | null;
};
export type SchoolFigureResponse = {
  source: FactProvenanceResponse;
  value: number;
};
export type SchoolProfileFiguresResponse = {
  /** The survey's enrollment (students, all grades) */
  enrollment: number | null;
  raceEthnicity: RaceEthnicityResponse | null;
  /** The school's own enrollment figure */
  schoolEnrollment: SchoolFigureResponse | null;
  /** The school's own FTE teachers */
  schoolTeachersFte: SchoolFigureResponse | null;
  /** The survey's students per FTE teacher, one decimal */
  studentTeacherRatio: number | null;
  /** The survey's source line ('NCES Private School Survey 2021-22'); null without survey figures */
  survey: FactProvenanceResponse | null;
  /** The survey's full-time-equivalent teachers */
  teachersFte: number | null;
};
export type SchoolPageResponse = {
  additionalImages: string[];
  address: string;
  /** Deadlines, financial aid, openings, scholarship */
  admissions: AdmissionsFactsResponse;
  city: string;
  description: string | null;
  email: string | null;
  factSources: SchoolFactSourcesResponse;
  features: string[];
  /** Highest grade taught, on the scale of `gradeMin` */
  gradeMax: number | null;
  /** Lowest grade taught, read from `grades` (Pre-K = -1, K = 0, 1..12); null when it names none */
  gradeMin: number | null;
  /** Grades as the school writes them, e.g. "K-12" */
  grades: string;
  id: number;
  /** Hero image path; null shows the placeholder */
  imageUrl: string | null;
  /** An invented listing of the demo seed: its card and page say 'Example listing' (docs/seed-data.md) */
  isExample: boolean;
  isPremium: boolean;
  latitude: number | null;
  longitude: number | null;
  /** The school has an active owner who manages its listing (who is never revealed): it cannot be claimed */
  managed: boolean;
  name: string;
  neighborhoodId: number | null;
  neighborhoodName: string | null;
  phone: string | null;
  religiousAffiliation: string | null;
  /** The School profile block; null when neither the survey nor the school gave a figure */
  schoolProfile: SchoolProfileFiguresResponse | null;
  schoolType: SchoolType;
  /** Public address part: /schools/{slug} */
  slug: string;
  socialLinks: SocialLinksResponse | null;
  /** The page offers 'Request Information', 'Schedule a Tour' and RSVPs: a premium listing with an active owner or an e-mail address to receive them. Where false on a premium listing nobody would receive a request: the page says the school has not claimed its listing */
  takesRequests: boolean;
  /** Yearly tuition, dollars */
  tuitionMax: number | null;
  /** Yearly tuition, dollars */
  tuitionMin: number | null;
  updatedAt: string;
  videoUrls: string[];
  website: string | null;
  zipCode: string;
};
export type CorrectionReceivedResponse = {
  received: boolean;
};
export type CorrectableField =
  'name' | 'address' | 'city' | 'zipCode' | 'phone' | 'email' | 'website' | 'grades' | 'tuitionMin' | 'tuitionMax';
export type SuggestCorrectionRequest = {
  /** Optional: to hear whether the correction was accepted */
  email?: string | null;
  field: CorrectableField;
  /** When the form was opened (ms since the epoch) */
  formStartedAt: number;
  note?: string | null;
  value: string;
  /** Hidden from people (honeypot): anything in it means a robot */
  website?: string;
};
export type ReviewAspectsResponse = {
  academics: number;
  /** Communication with families */
  communication: number;
  community: number;
  teachers: number;
};
export type ReviewReplyStatus = 'published' | 'held';
export type ReviewReplyResponse = {
  /** held: owners and admins only */
  status: ReviewReplyStatus;
  /** Shown as 'Response from {school}' */
  text: string;
  updatedAt: string;
};
export type SchoolYearsResponse = {
  /** Start year of the first school year covered (2022 = 2022-23) */
  from: number;
  /** Start year of the last school year covered */
  to: number;
};
export type PublicReviewResponse = {
  aspects: ReviewAspectsResponse;
  body: string;
  displayName: string;
  helpfulCount: number;
  id: string;
  /** Staff, board or relative of staff: shown as 'Works at or for this school', not counted */
  insider: boolean;
  overall: number;
  publishedAt: string;
  relationship: ReviewRelationship;
  relationshipLabel: string;
  reply: ReviewReplyResponse | null;
  schoolYears: SchoolYearsResponse;
  title: string;
};
export type RemovedReviewCountResponse = {
  count: number;
  label: string;
  reason: ReviewGuideline;
};
export type ReviewSort = 'newest' | 'highest' | 'lowest' | 'helpful';
export type StarDistributionResponse = {
  '1': number;
  '2': number;
  '3': number;
  '4': number;
  '5': number;
};
export type RatingSummaryResponse = {
  aspects: ReviewAspectsResponse | null;
  /** Average overall to one decimal */
  average: number | null;
  /** Published reviews, insiders included */
  count: number;
  /** Of them, those the rating counts (not insiders) */
  countedCount: number;
  distribution: StarDistributionResponse | null;
  /** False below 3 counted reviews: show 'Not enough reviews yet' */
  enoughReviews: boolean;
};
export type SchoolReviewsResponse = {
  items: PublicReviewResponse[];
  limit: number;
  page: number;
  removedByReason: RemovedReviewCountResponse[];
  /** Reviews not shown ('3 reviews not shown: why') */
  removedCount: number;
  schoolId: number;
  /** For 'Response from {school}' */
  schoolName: string;
  sort: ReviewSort;
  summary: RatingSummaryResponse;
  total: number;
};
export type ReviewReceivedResponse = {
  /** Stored unconfirmed; the confirmation mail is on its way */
  received: boolean;
};
export type WriteReviewRequest = {
  academics: number;
  body: string;
  /** Communication with families */
  communication: number;
  community: number;
  /** Shown with the review; default first name and last initial (Jane D.). Names are not stored otherwise. */
  displayName?: string;
  /** Confirms and manages the review; never shown */
  email: string;
  firstName: string;
  /** Only its initial is shown by default */
  lastName: string;
  /** Overall rating, 1 to 5 stars */
  overall: number;
  /** 'staff_or_relative': staff, board member or relative of staff (labelled, not counted) */
  relationship: ReviewRelationship;
  /** The first school year covered, by the year it starts in (2022 = 2022-23) */
  schoolYearFrom: number;
  /** The last school year covered, not before the first */
  schoolYearTo: number;
  /** Required true when relationship is student: the reviewer is 13 or over */
  studentAge13OrOver?: boolean;
  teachers: number;
  title: string;
};
export type SchoolCostsResponse = {
  /** The Opportunity Scholarship rules for the schedule's school year, else the latest entered */
  opportunityScholarship: ScholarshipRulesResponse | null;
  /** null: the school has published none */
  schedule: CostScheduleResponse | null;
  schoolId: number;
};
export type LeadReceivedResponse = {
  received: true;
};
export type ChildGrade =
  | 'Pre-K'
  | 'Kindergarten'
  | 'Elementary (K-5)'
  | 'Middle School (6-8)'
  | 'High School (9-12)'
  | '1st - 5th'
  | '6th - 8th'
  | '9th - 12th';
export type PreferredPeriod = 'morning' | 'afternoon';
export type PreferredTimeRequest = {
  /** A weekday after today (Las Vegas time), YYYY-MM-DD */
  date: string;
  period: PreferredPeriod;
};
export type LeadRequestType = 'information' | 'tour';
export type SubmitLeadRequest = {
  /** The grade list of docs/product.md "The lists" */
  childGrade: ChildGrade;
  /** The required consent line: "I agree that {school} may contact me about admissions" */
  consent: boolean;
  email: string;
  /** When the form was opened (ms since the epoch) */
  formStartedAt: number;
  /** One per filled-in form: sending it again stores nothing new */
  idempotencyKey: string;
  /** This school year (school years start on July 1, Las Vegas time) or one of the next two, as YYYY-YYYY */
  intendedStart: string;
  message: string;
  /** The separate, unticked box for the school's newsletter */
  newsletter: boolean;
  parentFirstName: string;
  parentLastName: string;
  phone?: string | null;
  /** Tour requests only: up to three future weekdays, each with morning or afternoon */
  preferredTimes?: PreferredTimeRequest[];
  sourcePage?: string | null;
  type: LeadRequestType;
  /** Hidden from people (honeypot): anything in it marks the request as spam */
  website?: string;
};
export type StatsResponse = {
  /** Published articles */
  articleCount: number;
  neighborhoodCount: number;
  /** Active schools */
  schoolCount: number;
  /** Distinct school types among active schools */
  schoolTypeCount: number;
};
export type SubscriptionPlanResponse = {
  features: string[];
  id: number;
  interval: 'monthly' | 'yearly';
  name: string;
  /** Cents */
  price: number;
};
export const {
  useSaveAlertMutation,
  useConfirmAlertMutation,
  useDeleteAllManagedAlertsMutation,
  useListManagedAlertsQuery,
  useLazyListManagedAlertsQuery,
  useDeleteManagedAlertMutation,
  useChangeManagedAlertMutation,
  useKeepManagedAlertMutation,
  useOpenUnsubscribeLinkQuery,
  useLazyOpenUnsubscribeLinkQuery,
  useUnsubscribeAlertMutation,
  useRecordAnalyticsEventsMutation,
  useListArticlesQuery,
  useLazyListArticlesQuery,
  useGetArticleBySlugQuery,
  useLazyGetArticleBySlugQuery,
  useRequestOwnEmailChangeMutation,
  useConfirmOwnEmailChangeMutation,
  useChangePasswordMutation,
  useConfirmPasswordResetMutation,
  useRequestPasswordResetMutation,
  useUpdateOwnProfileMutation,
  useGetCurrentUserQuery,
  useLazyGetCurrentUserQuery,
  useSubmitContactMessageMutation,
  useGetContactInfoQuery,
  useLazyGetContactInfoQuery,
  useGetGoogleMapsKeyQuery,
  useLazyGetGoogleMapsKeyQuery,
  useReadListingLinkQuery,
  useLazyReadListingLinkQuery,
  useConfirmListingByLinkMutation,
  useSignInMutation,
  useSignOutMutation,
  useGetMapTilesQuery,
  useLazyGetMapTilesQuery,
  useListNeighborhoodsQuery,
  useLazyListNeighborhoodsQuery,
  useGetNeighborhoodQuery,
  useLazyGetNeighborhoodQuery,
  useCancelOpenHouseRsvpMutation,
  useLookupRsvpMutation,
  useListOpenHousesQuery,
  useLazyListOpenHousesQuery,
  useGetOpenHouseQuery,
  useLazyGetOpenHouseQuery,
  useRsvpToOpenHouseMutation,
  useGetOpportunityScholarshipQuery,
  useLazyGetOpportunityScholarshipQuery,
  useGetCurrentScholarshipRulesQuery,
  useLazyGetCurrentScholarshipRulesQuery,
  useListPlacesQuery,
  useLazyListPlacesQuery,
  useConfirmReviewMutation,
  useDeleteManagedReviewMutation,
  useReadManagedReviewQuery,
  useLazyReadManagedReviewQuery,
  useEditManagedReviewMutation,
  useMarkReviewHelpfulMutation,
  useReportReviewMutation,
  useSearchSchoolsQuery,
  useLazySearchSchoolsQuery,
  useGetSchoolsBySlugsQuery,
  useLazyGetSchoolsBySlugsQuery,
  useClaimWithSubscriptionMutation,
  useGetSchoolsCostsQuery,
  useLazyGetSchoolsCostsQuery,
  useGetSchoolFacetsQuery,
  useLazyGetSchoolFacetsQuery,
  useGetSchoolMapQuery,
  useLazyGetSchoolMapQuery,
  useGetPublicSchoolResponseTimeQuery,
  useLazyGetPublicSchoolResponseTimeQuery,
  useGetSchoolBySlugQuery,
  useLazyGetSchoolBySlugQuery,
  useSuggestSchoolCorrectionMutation,
  useListSchoolReviewsQuery,
  useLazyListSchoolReviewsQuery,
  useWriteReviewMutation,
  useGetSchoolCostsQuery,
  useLazyGetSchoolCostsQuery,
  useSubmitLeadMutation,
  useGetStatsQuery,
  useLazyGetStatsQuery,
  useListSubscriptionPlansQuery,
  useLazyListSubscriptionPlansQuery,
} = injectedRtkApi;
