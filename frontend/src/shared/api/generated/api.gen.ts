import { baseApi as api } from '../base-api';
export const addTagTypes = [
  'admin',
  'admin claims',
  'articles',
  'auth',
  'billing',
  'contact',
  'catalogue',
  'health',
  'neighborhoods',
  'portal',
  'payment sandbox',
  'school-dashboard',
  'schools',
  'claims',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listArticlesForAdmin: build.query<ListArticlesForAdminApiResponse, ListArticlesForAdminApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/articles`,
          params: {
            search: queryArg.search,
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin'],
      }),
      updateArticleAsAdmin: build.mutation<UpdateArticleAsAdminApiResponse, UpdateArticleAsAdminApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/articles/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.adminUpdateArticleRequest,
        }),
        invalidatesTags: ['admin'],
      }),
      toggleArticleStatus: build.mutation<ToggleArticleStatusApiResponse, ToggleArticleStatusApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/articles/${queryArg.id}/toggle-status`,
          method: 'PATCH',
          body: queryArg.toggleArticleStatusRequest,
        }),
        invalidatesTags: ['admin'],
      }),
      listAuditLog: build.query<ListAuditLogApiResponse, ListAuditLogApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/audit-log`,
          params: {
            search: queryArg.search,
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin'],
      }),
      approveChange: build.mutation<ApproveChangeApiResponse, ApproveChangeApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/change/${queryArg.id}/approve`,
          method: 'POST',
          body: queryArg.approveChangeRequest,
        }),
        invalidatesTags: ['admin'],
      }),
      rejectChange: build.mutation<RejectChangeApiResponse, RejectChangeApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/change/${queryArg.id}/reject`,
          method: 'POST',
          body: queryArg.rejectChangeRequest,
        }),
        invalidatesTags: ['admin'],
      }),
      listClaimRequests: build.query<ListClaimRequestsApiResponse, ListClaimRequestsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/claim-requests`,
          params: {
            search: queryArg.search,
            status: queryArg.status,
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin claims'],
      }),
      approveClaim: build.mutation<ApproveClaimApiResponse, ApproveClaimApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/claims/${queryArg.id}/approve`,
          method: 'POST',
          body: queryArg.approveClaimRequest,
        }),
        invalidatesTags: ['admin claims'],
      }),
      updateClaimPaymentStatus: build.mutation<UpdateClaimPaymentStatusApiResponse, UpdateClaimPaymentStatusApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/claims/${queryArg.id}/payment-status`,
          method: 'PATCH',
          body: queryArg.updateClaimPaymentStatusRequest,
        }),
        invalidatesTags: ['admin claims'],
      }),
      getAdminOverview: build.query<GetAdminOverviewApiResponse, GetAdminOverviewApiArg>({
        query: () => ({ url: `/api/admin/overview` }),
        providesTags: ['admin'],
      }),
      listPendingChangesForAdmin: build.query<ListPendingChangesForAdminApiResponse, ListPendingChangesForAdminApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/pending-changes`,
          params: {
            search: queryArg.search,
            status: queryArg.status,
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin'],
      }),
      listSchoolsForAdmin: build.query<ListSchoolsForAdminApiResponse, ListSchoolsForAdminApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/schools`,
          params: {
            search: queryArg.search,
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin'],
      }),
      updateSchoolAsAdmin: build.mutation<UpdateSchoolAsAdminApiResponse, UpdateSchoolAsAdminApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/schools/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.adminUpdateSchoolRequest,
        }),
        invalidatesTags: ['admin'],
      }),
      toggleSchoolStatus: build.mutation<ToggleSchoolStatusApiResponse, ToggleSchoolStatusApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/schools/${queryArg.id}/toggle-status`,
          method: 'PATCH',
          body: queryArg.toggleSchoolStatusRequest,
        }),
        invalidatesTags: ['admin'],
      }),
      listArticles: build.query<ListArticlesApiResponse, ListArticlesApiArg>({
        query: (queryArg) => ({
          url: `/api/articles`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            category: queryArg.category,
          },
        }),
        providesTags: ['articles'],
      }),
      getArticleBySlug: build.query<GetArticleBySlugApiResponse, GetArticleBySlugApiArg>({
        query: (queryArg) => ({ url: `/api/articles/${queryArg.slug}` }),
        providesTags: ['articles'],
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
      getCurrentUser: build.query<GetCurrentUserApiResponse, GetCurrentUserApiArg>({
        query: () => ({ url: `/api/auth/user` }),
        providesTags: ['auth'],
      }),
      createBillingPortalSession: build.mutation<
        CreateBillingPortalSessionApiResponse,
        CreateBillingPortalSessionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/billing/portal-session`,
          method: 'POST',
          body: queryArg.schoolBillingRequest,
        }),
        invalidatesTags: ['billing'],
      }),
      cancelSubscription: build.mutation<CancelSubscriptionApiResponse, CancelSubscriptionApiArg>({
        query: (queryArg) => ({ url: `/api/cancel-subscription`, method: 'POST', body: queryArg.schoolBillingRequest }),
        invalidatesTags: ['billing'],
      }),
      submitContactMessage: build.mutation<SubmitContactMessageApiResponse, SubmitContactMessageApiArg>({
        query: (queryArg) => ({ url: `/api/contact`, method: 'POST', body: queryArg.submitContactMessageRequest }),
        invalidatesTags: ['contact'],
      }),
      getContactInfo: build.query<GetContactInfoApiResponse, GetContactInfoApiArg>({
        query: () => ({ url: `/api/contact/info` }),
        providesTags: ['contact'],
      }),
      createSubscription: build.mutation<CreateSubscriptionApiResponse, CreateSubscriptionApiArg>({
        query: (queryArg) => ({
          url: `/api/create-subscription`,
          method: 'POST',
          body: queryArg.createSubscriptionRequest,
        }),
        invalidatesTags: ['billing'],
      }),
      getGoogleMapsKey: build.query<GetGoogleMapsKeyApiResponse, GetGoogleMapsKeyApiArg>({
        query: () => ({ url: `/api/google-maps-key` }),
        providesTags: ['catalogue'],
      }),
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
      getLiveness: build.query<GetLivenessApiResponse, GetLivenessApiArg>({
        query: () => ({ url: `/api/health/live` }),
        providesTags: ['health'],
      }),
      getReadiness: build.query<GetReadinessApiResponse, GetReadinessApiArg>({
        query: () => ({ url: `/api/health/ready` }),
        providesTags: ['health'],
      }),
      signIn: build.mutation<SignInApiResponse, SignInApiArg>({
        query: (queryArg) => ({ url: `/api/login`, method: 'POST', body: queryArg.signInRequest }),
        invalidatesTags: ['auth'],
      }),
      signOut: build.mutation<SignOutApiResponse, SignOutApiArg>({
        query: () => ({ url: `/api/logout`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      listNeighborhoods: build.query<ListNeighborhoodsApiResponse, ListNeighborhoodsApiArg>({
        query: () => ({ url: `/api/neighborhoods` }),
        providesTags: ['neighborhoods'],
      }),
      getNeighborhood: build.query<GetNeighborhoodApiResponse, GetNeighborhoodApiArg>({
        query: (queryArg) => ({ url: `/api/neighborhoods/${queryArg.idOrName}` }),
        providesTags: ['neighborhoods'],
      }),
      listPortalSchools: build.query<ListPortalSchoolsApiResponse, ListPortalSchoolsApiArg>({
        query: () => ({ url: `/api/portal/schools` }),
        providesTags: ['portal'],
      }),
      updatePortalSchool: build.mutation<UpdatePortalSchoolApiResponse, UpdatePortalSchoolApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.updatePortalSchoolRequest,
        }),
        invalidatesTags: ['portal'],
      }),
      getPortalSubscription: build.query<GetPortalSubscriptionApiResponse, GetPortalSubscriptionApiArg>({
        query: (queryArg) => ({ url: `/api/portal/subscription/${queryArg.schoolId}` }),
        providesTags: ['billing'],
      }),
      getSandboxBillingPortal: build.query<GetSandboxBillingPortalApiResponse, GetSandboxBillingPortalApiArg>({
        query: (queryArg) => ({ url: `/api/sandbox/billing-portal/${queryArg.id}` }),
        providesTags: ['payment sandbox'],
      }),
      changeSandboxSubscription: build.mutation<ChangeSandboxSubscriptionApiResponse, ChangeSandboxSubscriptionApiArg>({
        query: (queryArg) => ({
          url: `/api/sandbox/billing-portal/${queryArg.id}/subscriptions/${queryArg.subscriptionId}`,
          method: 'POST',
          body: queryArg.sandboxPortalActionRequest,
        }),
        invalidatesTags: ['payment sandbox'],
      }),
      getSandboxCheckout: build.query<GetSandboxCheckoutApiResponse, GetSandboxCheckoutApiArg>({
        query: (queryArg) => ({ url: `/api/sandbox/checkout/${queryArg.id}` }),
        providesTags: ['payment sandbox'],
      }),
      cancelSandboxCheckout: build.mutation<CancelSandboxCheckoutApiResponse, CancelSandboxCheckoutApiArg>({
        query: (queryArg) => ({ url: `/api/sandbox/checkout/${queryArg.id}/cancel`, method: 'POST' }),
        invalidatesTags: ['payment sandbox'],
      }),
      paySandboxCheckout: build.mutation<PaySandboxCheckoutApiResponse, PaySandboxCheckoutApiArg>({
        query: (queryArg) => ({ url: `/api/sandbox/checkout/${queryArg.id}/pay`, method: 'POST' }),
        invalidatesTags: ['payment sandbox'],
      }),
      confirmSandboxPayment: build.mutation<ConfirmSandboxPaymentApiResponse, ConfirmSandboxPaymentApiArg>({
        query: (queryArg) => ({
          url: `/api/sandbox/payments/confirm`,
          method: 'POST',
          body: queryArg.confirmSandboxPaymentRequest,
        }),
        invalidatesTags: ['payment sandbox'],
      }),
      getMySchool: build.query<GetMySchoolApiResponse, GetMySchoolApiArg>({
        query: () => ({ url: `/api/school-dashboard/my-school` }),
        providesTags: ['school-dashboard'],
      }),
      listMyPendingChanges: build.query<ListMyPendingChangesApiResponse, ListMyPendingChangesApiArg>({
        query: () => ({ url: `/api/school-dashboard/pending-changes` }),
        providesTags: ['school-dashboard'],
      }),
      submitArticle: build.mutation<SubmitArticleApiResponse, SubmitArticleApiArg>({
        query: (queryArg) => ({
          url: `/api/school-dashboard/submit-article`,
          method: 'POST',
          body: queryArg.submitArticleRequest,
        }),
        invalidatesTags: ['school-dashboard'],
      }),
      submitProfileChanges: build.mutation<SubmitProfileChangesApiResponse, SubmitProfileChangesApiArg>({
        query: (queryArg) => ({
          url: `/api/school-dashboard/submit-profile-changes`,
          method: 'POST',
          body: queryArg.submitProfileChangesRequest,
        }),
        invalidatesTags: ['school-dashboard'],
      }),
      getDashboardSubscription: build.query<GetDashboardSubscriptionApiResponse, GetDashboardSubscriptionApiArg>({
        query: (queryArg) => ({
          url: `/api/school-dashboard/subscription`,
          params: {
            schoolId: queryArg.schoolId,
          },
        }),
        providesTags: ['billing'],
      }),
      searchSchools: build.query<SearchSchoolsApiResponse, SearchSchoolsApiArg>({
        query: (queryArg) => ({
          url: `/api/schools`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            location: queryArg.location,
            grades: queryArg.grades,
            schoolTypes: queryArg.schoolTypes,
            neighborhoods: queryArg.neighborhoods,
            tuitionMin: queryArg.tuitionMin,
            tuitionMax: queryArg.tuitionMax,
            zipCode: queryArg.zipCode,
            features: queryArg.features,
            featured: queryArg.featured,
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
      getSchoolBySlug: build.query<GetSchoolBySlugApiResponse, GetSchoolBySlugApiArg>({
        query: (queryArg) => ({ url: `/api/schools/slug/${queryArg.slug}` }),
        providesTags: ['schools'],
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
export type ListArticlesForAdminApiResponse = /** status 200  */ AdminArticlePageResponse;
export type ListArticlesForAdminApiArg = {
  /** Free text; the fields searched depend on the table */
  search?: string;
  page?: number;
  limit?: number;
};
export type UpdateArticleAsAdminApiResponse = /** status 200  */ AdminArticleResponse;
export type UpdateArticleAsAdminApiArg = {
  id: number;
  adminUpdateArticleRequest: AdminUpdateArticleRequest;
};
export type ToggleArticleStatusApiResponse = /** status 200  */ AdminArticleResponse;
export type ToggleArticleStatusApiArg = {
  id: number;
  toggleArticleStatusRequest: ToggleArticleStatusRequest;
};
export type ListAuditLogApiResponse = /** status 200  */ AuditLogPageResponse;
export type ListAuditLogApiArg = {
  /** Matches the action, the target and the actor */
  search?: string;
  page?: number;
  limit?: number;
};
export type ApproveChangeApiResponse = /** status 200  */ PendingChangeResponse;
export type ApproveChangeApiArg = {
  id: number;
  approveChangeRequest: ApproveChangeRequest;
};
export type RejectChangeApiResponse = /** status 200  */ PendingChangeResponse;
export type RejectChangeApiArg = {
  id: number;
  rejectChangeRequest: RejectChangeRequest;
};
export type ListClaimRequestsApiResponse = /** status 200  */ ClaimRequestListResponse;
export type ListClaimRequestsApiArg = {
  /** Matches school name, first name, last name, e-mail or position */
  search?: string;
  status?: 'pending' | 'approved';
  page?: number;
  limit?: number;
};
export type ApproveClaimApiResponse = /** status 200  */ ClaimApprovedResponse;
export type ApproveClaimApiArg = {
  id: number;
  approveClaimRequest: ApproveClaimRequest;
};
export type UpdateClaimPaymentStatusApiResponse = /** status 200  */ ClaimRequestResponse;
export type UpdateClaimPaymentStatusApiArg = {
  id: number;
  updateClaimPaymentStatusRequest: UpdateClaimPaymentStatusRequest;
};
export type GetAdminOverviewApiResponse = /** status 200  */ AdminOverviewResponse;
export type GetAdminOverviewApiArg = void;
export type ListPendingChangesForAdminApiResponse = /** status 200  */ PendingChangePageResponse;
export type ListPendingChangesForAdminApiArg = {
  /** Matches the type, the submitter (name, e-mail), the change data and the school */
  search?: string;
  status?: 'pending' | 'approved' | 'rejected';
  page?: number;
  limit?: number;
};
export type ListSchoolsForAdminApiResponse = /** status 200  */ AdminSchoolPageResponse;
export type ListSchoolsForAdminApiArg = {
  /** Free text; the fields searched depend on the table */
  search?: string;
  page?: number;
  limit?: number;
};
export type UpdateSchoolAsAdminApiResponse = /** status 200  */ AdminSchoolResponse;
export type UpdateSchoolAsAdminApiArg = {
  id: number;
  adminUpdateSchoolRequest: AdminUpdateSchoolRequest;
};
export type ToggleSchoolStatusApiResponse = /** status 200  */ AdminSchoolResponse;
export type ToggleSchoolStatusApiArg = {
  id: number;
  toggleSchoolStatusRequest: ToggleSchoolStatusRequest;
};
export type ListArticlesApiResponse = /** status 200  */ ArticleListResponse;
export type ListArticlesApiArg = {
  /** 1-based page number */
  page?: number;
  /** Articles per page; values above 100 are capped */
  limit?: number;
  /** Only this category (case-insensitive), e.g. "PARENT TIPS" */
  category?: string;
};
export type GetArticleBySlugApiResponse = /** status 200  */ ArticleResponse;
export type GetArticleBySlugApiArg = {
  slug: string;
};
export type ConfirmPasswordResetApiResponse = /** status 200  */ AuthMessageResponse;
export type ConfirmPasswordResetApiArg = {
  confirmPasswordResetRequest: ConfirmPasswordResetRequest;
};
export type RequestPasswordResetApiResponse = /** status 202  */ AuthMessageResponse;
export type RequestPasswordResetApiArg = {
  requestPasswordResetRequest: RequestPasswordResetRequest;
};
export type GetCurrentUserApiResponse = /** status 200  */ SessionUserResponse;
export type GetCurrentUserApiArg = void;
export type CreateBillingPortalSessionApiResponse = /** status 200  */ BillingPortalSessionResponse;
export type CreateBillingPortalSessionApiArg = {
  schoolBillingRequest: SchoolBillingRequest;
};
export type CancelSubscriptionApiResponse = /** status 200  */ CancelSubscriptionResponse;
export type CancelSubscriptionApiArg = {
  schoolBillingRequest: SchoolBillingRequest;
};
export type SubmitContactMessageApiResponse = /** status 201  */ ContactMessageSentResponse;
export type SubmitContactMessageApiArg = {
  submitContactMessageRequest: SubmitContactMessageRequest;
};
export type GetContactInfoApiResponse = /** status 200  */ ContactInfoResponse;
export type GetContactInfoApiArg = void;
export type CreateSubscriptionApiResponse = /** status 200  */ CreateSubscriptionResponse;
export type CreateSubscriptionApiArg = {
  createSubscriptionRequest: CreateSubscriptionRequest;
};
export type GetGoogleMapsKeyApiResponse = unknown;
export type GetGoogleMapsKeyApiArg = void;
export type GetHealthApiResponse = /** status 200  */ HealthResponse;
export type GetHealthApiArg = void;
export type GetLivenessApiResponse = /** status 200  */ LivenessResponse;
export type GetLivenessApiArg = void;
export type GetReadinessApiResponse = /** status 200  */ ReadinessResponse;
export type GetReadinessApiArg = void;
export type SignInApiResponse = /** status 200  */ SessionUserResponse;
export type SignInApiArg = {
  signInRequest: SignInRequest;
};
export type SignOutApiResponse = unknown;
export type SignOutApiArg = void;
export type ListNeighborhoodsApiResponse = /** status 200  */ NeighborhoodResponse[];
export type ListNeighborhoodsApiArg = void;
export type GetNeighborhoodApiResponse = /** status 200  */ NeighborhoodResponse;
export type GetNeighborhoodApiArg = {
  idOrName: string;
};
export type ListPortalSchoolsApiResponse = /** status 200  */ PortalSchoolLinkResponse[];
export type ListPortalSchoolsApiArg = void;
export type UpdatePortalSchoolApiResponse = /** status 200  */ OwnedSchoolResponse;
export type UpdatePortalSchoolApiArg = {
  id: number;
  updatePortalSchoolRequest: UpdatePortalSchoolRequest;
};
export type GetPortalSubscriptionApiResponse = /** status 200  */ PortalSubscriptionResponse;
export type GetPortalSubscriptionApiArg = {
  schoolId: number;
};
export type GetSandboxBillingPortalApiResponse = /** status 200  */ SandboxBillingPortalResponse;
export type GetSandboxBillingPortalApiArg = {
  id: string;
};
export type ChangeSandboxSubscriptionApiResponse = unknown;
export type ChangeSandboxSubscriptionApiArg = {
  id: string;
  subscriptionId: string;
  sandboxPortalActionRequest: SandboxPortalActionRequest;
};
export type GetSandboxCheckoutApiResponse = /** status 200  */ SandboxCheckoutResponse;
export type GetSandboxCheckoutApiArg = {
  id: string;
};
export type CancelSandboxCheckoutApiResponse = /** status 200  */ SandboxRedirectResponse;
export type CancelSandboxCheckoutApiArg = {
  id: string;
};
export type PaySandboxCheckoutApiResponse = /** status 200  */ SandboxRedirectResponse;
export type PaySandboxCheckoutApiArg = {
  id: string;
};
export type ConfirmSandboxPaymentApiResponse = /** status 200  */ SandboxPaymentResponse;
export type ConfirmSandboxPaymentApiArg = {
  confirmSandboxPaymentRequest: ConfirmSandboxPaymentRequest;
};
export type GetMySchoolApiResponse = /** status 200  */ OwnedSchoolResponse;
export type GetMySchoolApiArg = void;
export type ListMyPendingChangesApiResponse = /** status 200  */ PendingChangeResponse[];
export type ListMyPendingChangesApiArg = void;
export type SubmitArticleApiResponse = /** status 201  */ PendingChangeResponse;
export type SubmitArticleApiArg = {
  submitArticleRequest: SubmitArticleRequest;
};
export type SubmitProfileChangesApiResponse = /** status 201  */ PendingChangeResponse;
export type SubmitProfileChangesApiArg = {
  submitProfileChangesRequest: SubmitProfileChangesRequest;
};
export type GetDashboardSubscriptionApiResponse = /** status 200  */ DashboardSubscriptionResponse;
export type GetDashboardSubscriptionApiArg = {
  schoolId?: number;
};
export type SearchSchoolsApiResponse = /** status 200  */ SchoolListResponse;
export type SearchSchoolsApiArg = {
  /** 1-based page number */
  page?: number;
  /** Schools per page; values above 100 are capped */
  limit?: number;
  /** Free text matched against name, city, ZIP code, address and neighborhood (typo-tolerant) */
  location?: string;
  /** Grade levels (e.g. "Pre-K", "Elementary (K-5)", "9th - 12th"); a school matches when its grades overlap any of them */
  grades?: string[];
  /** School types; any of them matches */
  schoolTypes?: string[];
  /** Neighborhood names (case-insensitive); any of them matches */
  neighborhoods?: string[];
  /** Lowest yearly tuition wanted, in dollars */
  tuitionMin?: number;
  /** Highest yearly tuition wanted, in dollars */
  tuitionMax?: number;
  /** Exact ZIP code */
  zipCode?: string;
  /** Features; a school having any of them matches */
  features?: string[];
  /** true: premium schools only */
  featured?: boolean;
};
export type ClaimWithSubscriptionApiResponse = /** status 200  */ ClaimCheckoutResponse;
export type ClaimWithSubscriptionApiArg = {
  claimWithSubscriptionRequest: ClaimWithSubscriptionRequest;
};
export type GetSchoolBySlugApiResponse = /** status 200  */ SchoolResponse;
export type GetSchoolBySlugApiArg = {
  slug: string;
};
export type GetStatsApiResponse = /** status 200  */ StatsResponse;
export type GetStatsApiArg = void;
export type ListSubscriptionPlansApiResponse = /** status 200  */ SubscriptionPlanResponse[];
export type ListSubscriptionPlansApiArg = void;
export type AdminArticleResponse = {
  author: string | null;
  category: string;
  /** Markdown */
  content: string;
  createdAt: string;
  excerpt: string | null;
  id: number;
  imageUrl: string | null;
  isPublished: boolean;
  slug: string;
  title: string;
  updatedAt: string;
};
export type AdminArticlePageResponse = {
  items: AdminArticleResponse[];
  limit: number;
  page: number;
  total: number;
};
export type ErrorResponse = {
  /** Failing fields and their messages, for validation errors */
  errors?: {
    [key: string]: string[];
  };
  message: string;
  statusCode: number;
};
export type AdminUpdateArticleRequest = {
  author?: string | null;
  category?: string;
  /** Markdown */
  content?: string;
  excerpt?: string | null;
  imageUrl?: string | null;
  title?: string;
};
export type ToggleArticleStatusRequest = {
  /** true = Published, false = Draft; omitted = flip */
  isPublished?: boolean;
};
export type AuditEntryResponse = {
  action: string;
  actorEmail: string | null;
  /** The user who acted; null for system actions */
  actorId: string | null;
  actorName: string | null;
  after: {
    [key: string]: any;
  } | null;
  before: {
    [key: string]: any;
  } | null;
  createdAt: string;
  id: number;
  targetId: string;
  targetType: string;
};
export type AuditLogPageResponse = {
  items: AuditEntryResponse[];
  limit: number;
  page: number;
  total: number;
};
export type PendingChangeResponse = {
  adminNotes: string | null;
  /** profile_update: only the proposed fields that differ from the live record (socialLinks nested, lists as arrays); article_submission: articleId, title, excerpt, content, category, author */
  changeData: {
    [key: string]: any;
  };
  changeType: 'profile_update' | 'article_submission';
  createdAt: string;
  id: number;
  reviewedAt: string | null;
  reviewedBy: string | null;
  schoolId: number;
  schoolName: string;
  status: 'pending' | 'approved' | 'rejected';
  /** Same as userId: the user who submitted the change */
  submittedBy: string | null;
  submitterEmail: string | null;
  /** The submitter's name, or e-mail when unnamed */
  submitterName: string | null;
  updatedAt: string;
  /** The submitter (null once the account is deleted) */
  userId: string | null;
};
export type ApproveChangeRequest = {
  /** The reviewer's notes, e-mailed to the submitter */
  notes?: string;
};
export type RejectChangeRequest = {
  /** Why the change is rejected; e-mailed to the submitter */
  notes: string;
};
export type ClaimRequestResponse = {
  adminNotes: string | null;
  createdAt: string;
  email: string;
  firstName: string;
  id: number;
  lastName: string;
  /** Name of the linked school once approved */
  linkedSchoolName: string | null;
  message: string;
  paymentCompletedAt: string | null;
  /** provider: a verified payment webhook; manual: marked by an admin */
  paymentSource: ('provider' | 'manual') | null;
  paymentStatus: 'pending' | 'completed';
  phone: string;
  planInterval: ('monthly' | 'yearly') | null;
  planName: string | null;
  position: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  schoolId: number | null;
  schoolName: string;
  status: 'pending' | 'approved';
  userId: string | null;
};
export type ClaimRequestListResponse = {
  claims: ClaimRequestResponse[];
  total: number;
};
export type ClaimApprovedResponse = {
  claim: ClaimRequestResponse;
  message: string;
};
export type NewSchoolFromClaimRequest = {
  address: string;
  city: string;
  email?: string;
  grades: string;
  /** Defaults to the claim's school name */
  name?: string;
  phone?: string;
  schoolType: string;
  website?: string;
  zipCode: string;
};
export type ApproveClaimRequest = {
  /** Create the listing from the claim instead */
  createSchool?: NewSchoolFromClaimRequest;
  notes?: string;
  /** The existing school the claim is for */
  schoolId?: number;
};
export type UpdateClaimPaymentStatusRequest = {
  status: 'completed';
};
export type AdminOverviewResponse = {
  activeSchools: number;
  pendingChanges: number;
  publishedArticles: number;
  totalArticles: number;
  totalSchools: number;
};
export type PendingChangePageResponse = {
  items: PendingChangeResponse[];
  limit: number;
  page: number;
  /** Matching changes over all pages */
  total: number;
};
export type AdminSchoolResponse = {
  address: string;
  city: string;
  description: string | null;
  email: string | null;
  /** Grades as the school writes them, e.g. "K-12" */
  grades: string;
  id: number;
  isActive: boolean;
  isPremium: boolean;
  /** Street address, city and ZIP code in one line */
  location: string;
  name: string;
  phone: string | null;
  religiousAffiliation: string | null;
  schoolType: string;
  /** Public address part: /schools/{slug} */
  slug: string;
  /** Yearly tuition, dollars */
  tuitionMax: number | null;
  /** Yearly tuition, dollars */
  tuitionMin: number | null;
  updatedAt: string;
  website: string | null;
  zipCode: string;
};
export type AdminSchoolPageResponse = {
  items: AdminSchoolResponse[];
  limit: number;
  page: number;
  total: number;
};
export type AdminUpdateSchoolRequest = {
  address?: string;
  city?: string;
  description?: string | null;
  email?: string | null;
  grades?: string;
  name?: string;
  phone?: string | null;
  religiousAffiliation?: string | null;
  schoolType?: string;
  /** Maximum tuition in whole dollars per year */
  tuitionMax?: number | null;
  /** Minimum tuition in whole dollars per year */
  tuitionMin?: number | null;
  website?: string | null;
  zipCode?: string;
};
export type ToggleSchoolStatusRequest = {
  /** true = Live, false = Draft; omitted = flip */
  isActive?: boolean;
};
export type ArticleResponse = {
  author: string | null;
  category: string;
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
export type ArticleListResponse = {
  articles: ArticleResponse[];
  /** Number of published articles matching, over all pages */
  total: number;
};
export type AuthMessageResponse = {
  message: string;
};
export type ConfirmPasswordResetRequest = {
  password: string;
  /** The token from the e-mailed /set-password link */
  token: string;
};
export type RequestPasswordResetRequest = {
  email: string;
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
export type BillingPortalSessionResponse = {
  /** The provider's billing portal (or the sandbox's) for this school's customer */
  url: string;
};
export type SchoolBillingRequest = {
  schoolId: number;
};
export type CancelSubscriptionResponse = {
  message: string;
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
export type CreateSubscriptionResponse = {
  /** Confirms the first payment (Payment Element, or the sandbox card form) */
  clientSecret: string;
  /** sandbox: no provider account; pay on the TEST MODE form */
  mode: 'stripe' | 'sandbox';
  /** Stripe publishable key for Stripe.js; empty in sandbox mode */
  publishableKey: string;
};
export type CreateSubscriptionRequest = {
  planId: number;
  schoolId: number;
};
export type HealthResponse = {
  database: 'up' | 'down';
  redis: 'up' | 'down';
  status: 'ok' | 'unavailable';
};
export type LivenessResponse = {
  status: 'ok';
};
export type ReadinessResponse = {
  database: 'up' | 'down';
  /** `pending`: this version expects migrations the database does not have (run `npm run db:migrate`) */
  migrations: 'applied' | 'pending' | 'unknown';
  redis: 'up' | 'down';
  status: 'ready' | 'unavailable';
};
export type SignInRequest = {
  email: string;
  password: string;
};
export type NeighborhoodResponse = {
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
export type SocialLinksResponse = {
  facebook?: string;
  instagram?: string;
  linkedin?: string;
  twitter?: string;
  youtube?: string;
};
export type OwnedSchoolResponse = {
  academicNotes: string | null;
  additionalImages: string[];
  address: string;
  city: string;
  createdAt: string;
  description: string | null;
  email: string | null;
  features: string[];
  /** Grades as the school writes them, e.g. "K-12" */
  grades: string;
  id: number;
  /** Hero image path; null shows the placeholder */
  imageUrl: string | null;
  /** Listed publicly (Live) or hidden (Draft) */
  isActive: boolean;
  isPremium: boolean;
  /** Same as isActive: the dashboard shows Live when published, else Draft */
  isPublished: boolean;
  latitude: number | null;
  longitude: number | null;
  name: string;
  neighborhoodId: number | null;
  phone: string | null;
  religiousAffiliation: string | null;
  schoolType: string;
  /** Public address part: /schools/{slug} */
  slug: string;
  socialLinks: SocialLinksResponse | null;
  subscriptionStatus: string;
  /** Yearly tuition, dollars */
  tuitionMax: number | null;
  /** Yearly tuition, dollars */
  tuitionMin: number | null;
  updatedAt: string;
  videoUrls: string[];
  website: string | null;
  zipCode: string;
};
export type PortalSchoolLinkResponse = {
  school: OwnedSchoolResponse;
  schoolId: number;
};
export type UpdatePortalSchoolRequest = {
  address?: string;
  city?: string;
  description?: string | null;
  email?: string | null;
  grades?: string;
  /** The school id, as the form carries it; must match the path when sent */
  id?: number;
  name?: string;
  phone?: string | null;
  religiousAffiliation?: string | null;
  schoolType?: string;
  /** Maximum tuition in whole dollars per year */
  tuitionMax?: number | null;
  /** Minimum tuition in whole dollars per year */
  tuitionMin?: number | null;
  website?: string | null;
  zipCode?: string;
};
export type SubscriptionPlanSummaryResponse = {
  interval: 'monthly' | 'yearly';
  name: string;
  /** Cents */
  price: number;
};
export type SubscriptionDetailResponse = {
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  plan: SubscriptionPlanSummaryResponse;
  /** The provider status: active, past_due, trialing, unpaid, paused */
  status: string;
};
export type PortalSubscriptionResponse = {
  /** null: no current subscription */
  subscription: SubscriptionDetailResponse | null;
};
export type SandboxPortalSubscriptionResponse = {
  /** Cents */
  amount: number;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string;
  id: string;
  interval: 'monthly' | 'yearly';
  planName: string;
  status: 'incomplete' | 'active' | 'past_due' | 'canceled';
};
export type SandboxBillingPortalResponse = {
  customerEmail: string;
  returnUrl: string;
  subscriptions: SandboxPortalSubscriptionResponse[];
};
export type SandboxPortalActionRequest = {
  action: 'cancel' | 'resume' | 'end-now';
};
export type SandboxCheckoutResponse = {
  /** Cents */
  amount: number;
  cancelUrl: string;
  customerEmail: string;
  id: string;
  interval: 'monthly' | 'yearly';
  planName: string;
  status: 'open' | 'complete' | 'expired';
};
export type SandboxRedirectResponse = {
  /** Where the browser goes next (the success or cancel address) */
  redirectUrl: string;
};
export type SandboxPaymentResponse = {
  message: string;
  status: 'succeeded' | 'failed' | 'requires_action';
};
export type ConfirmSandboxPaymentRequest = {
  /** 4000 0000 0000 0002 declines; 4000 0025 0000 3155 asks for authentication */
  cardNumber: string;
  clientSecret: string;
};
export type SubmitArticleRequest = {
  category: string;
  /** Markdown */
  content: string;
  excerpt?: string | null;
  title: string;
};
export type SocialLinksRequest = {
  facebook?: string | null;
  instagram?: string | null;
  linkedin?: string | null;
  twitter?: string | null;
  youtube?: string | null;
};
export type SubmitProfileChangesRequest = {
  academicNotes?: string | null;
  additionalImages?: string[];
  address: string;
  city: string;
  description?: string | null;
  email?: string | null;
  features?: string[];
  grades: string;
  latitude?: number | null;
  longitude?: number | null;
  name: string;
  phone?: string | null;
  religiousAffiliation?: string | null;
  schoolType: string;
  socialLinks?: SocialLinksRequest;
  /** Maximum tuition in whole dollars per year */
  tuitionMax?: number | null;
  /** Minimum tuition in whole dollars per year */
  tuitionMin?: number | null;
  videoUrls?: string[];
  website?: string | null;
  zipCode: string;
};
export type DashboardSubscriptionDetailResponse = {
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  interval: 'monthly' | 'yearly';
  planName: string;
  /** Cents */
  price: number;
  schoolId: number;
  status: string;
};
export type DashboardSubscriptionResponse = {
  subscription: DashboardSubscriptionDetailResponse | null;
};
export type SchoolResponse = {
  additionalImages: string[];
  address: string;
  city: string;
  description: string | null;
  email: string | null;
  features: string[];
  /** Grades as the school writes them, e.g. "K-12" */
  grades: string;
  id: number;
  /** Hero image path; null shows the placeholder */
  imageUrl: string | null;
  isPremium: boolean;
  latitude: number | null;
  longitude: number | null;
  name: string;
  neighborhoodId: number | null;
  neighborhoodName: string | null;
  phone: string | null;
  religiousAffiliation: string | null;
  schoolType: string;
  /** Public address part: /schools/{slug} */
  slug: string;
  socialLinks: SocialLinksResponse | null;
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
  schools: SchoolResponse[];
  /** Number of matching schools over all pages */
  total: number;
};
export type ClaimCheckoutResponse = {
  /** The payment provider's hosted checkout (or the sandbox's TEST MODE page) */
  checkoutUrl: string;
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
  useListArticlesForAdminQuery,
  useLazyListArticlesForAdminQuery,
  useUpdateArticleAsAdminMutation,
  useToggleArticleStatusMutation,
  useListAuditLogQuery,
  useLazyListAuditLogQuery,
  useApproveChangeMutation,
  useRejectChangeMutation,
  useListClaimRequestsQuery,
  useLazyListClaimRequestsQuery,
  useApproveClaimMutation,
  useUpdateClaimPaymentStatusMutation,
  useGetAdminOverviewQuery,
  useLazyGetAdminOverviewQuery,
  useListPendingChangesForAdminQuery,
  useLazyListPendingChangesForAdminQuery,
  useListSchoolsForAdminQuery,
  useLazyListSchoolsForAdminQuery,
  useUpdateSchoolAsAdminMutation,
  useToggleSchoolStatusMutation,
  useListArticlesQuery,
  useLazyListArticlesQuery,
  useGetArticleBySlugQuery,
  useLazyGetArticleBySlugQuery,
  useConfirmPasswordResetMutation,
  useRequestPasswordResetMutation,
  useGetCurrentUserQuery,
  useLazyGetCurrentUserQuery,
  useCreateBillingPortalSessionMutation,
  useCancelSubscriptionMutation,
  useSubmitContactMessageMutation,
  useGetContactInfoQuery,
  useLazyGetContactInfoQuery,
  useCreateSubscriptionMutation,
  useGetGoogleMapsKeyQuery,
  useLazyGetGoogleMapsKeyQuery,
  useGetHealthQuery,
  useLazyGetHealthQuery,
  useGetLivenessQuery,
  useLazyGetLivenessQuery,
  useGetReadinessQuery,
  useLazyGetReadinessQuery,
  useSignInMutation,
  useSignOutMutation,
  useListNeighborhoodsQuery,
  useLazyListNeighborhoodsQuery,
  useGetNeighborhoodQuery,
  useLazyGetNeighborhoodQuery,
  useListPortalSchoolsQuery,
  useLazyListPortalSchoolsQuery,
  useUpdatePortalSchoolMutation,
  useGetPortalSubscriptionQuery,
  useLazyGetPortalSubscriptionQuery,
  useGetSandboxBillingPortalQuery,
  useLazyGetSandboxBillingPortalQuery,
  useChangeSandboxSubscriptionMutation,
  useGetSandboxCheckoutQuery,
  useLazyGetSandboxCheckoutQuery,
  useCancelSandboxCheckoutMutation,
  usePaySandboxCheckoutMutation,
  useConfirmSandboxPaymentMutation,
  useGetMySchoolQuery,
  useLazyGetMySchoolQuery,
  useListMyPendingChangesQuery,
  useLazyListMyPendingChangesQuery,
  useSubmitArticleMutation,
  useSubmitProfileChangesMutation,
  useGetDashboardSubscriptionQuery,
  useLazyGetDashboardSubscriptionQuery,
  useSearchSchoolsQuery,
  useLazySearchSchoolsQuery,
  useClaimWithSubscriptionMutation,
  useGetSchoolBySlugQuery,
  useLazyGetSchoolBySlugQuery,
  useGetStatsQuery,
  useLazyGetStatsQuery,
  useListSubscriptionPlansQuery,
  useLazyListSubscriptionPlansQuery,
} = injectedRtkApi;
