import { baseApi as api } from '../base-api';
export const addTagTypes = [
  'analytics',
  'admin',
  'admin claims',
  'admin-corrections',
  'costs',
  'admin-leads',
  'admin-listing-confirmations',
  'admin-reviews',
  'billing',
  'claims',
  'health',
  'leads',
  'portal',
  'school-corrections',
  'school-listing-confirmation',
  'open-houses',
  'school-reviews',
  'payment sandbox (development only)',
  'school-dashboard',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getSiteAnalytics: build.query<GetSiteAnalyticsApiResponse, GetSiteAnalyticsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/analytics`,
          params: {
            days: queryArg.days,
          },
        }),
        providesTags: ['analytics'],
      }),
      runAnalyticsRollup: build.mutation<RunAnalyticsRollupApiResponse, RunAnalyticsRollupApiArg>({
        query: () => ({ url: `/api/admin/analytics/rollup`, method: 'POST' }),
        invalidatesTags: ['analytics'],
      }),
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
      createArticleAsAdmin: build.mutation<CreateArticleAsAdminApiResponse, CreateArticleAsAdminApiArg>({
        query: (queryArg) => ({ url: `/api/admin/articles`, method: 'POST', body: queryArg.adminCreateArticleRequest }),
        invalidatesTags: ['admin'],
      }),
      updateArticleAsAdmin: build.mutation<UpdateArticleAsAdminApiResponse, UpdateArticleAsAdminApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/articles/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.adminUpdateArticleRequest,
        }),
        invalidatesTags: ['admin'],
      }),
      archiveArticleAsAdmin: build.mutation<ArchiveArticleAsAdminApiResponse, ArchiveArticleAsAdminApiArg>({
        query: (queryArg) => ({ url: `/api/admin/articles/${queryArg.id}/archive`, method: 'POST' }),
        invalidatesTags: ['admin'],
      }),
      restoreArticleAsAdmin: build.mutation<RestoreArticleAsAdminApiResponse, RestoreArticleAsAdminApiArg>({
        query: (queryArg) => ({ url: `/api/admin/articles/${queryArg.id}/restore`, method: 'POST' }),
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
            actor: queryArg.actor,
            schoolId: queryArg.schoolId,
            action: queryArg.action,
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin'],
      }),
      listAuditActions: build.query<ListAuditActionsApiResponse, ListAuditActionsApiArg>({
        query: () => ({ url: `/api/admin/audit-log/actions` }),
        providesTags: ['admin'],
      }),
      revertAuditEntry: build.mutation<RevertAuditEntryApiResponse, RevertAuditEntryApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/audit-log/${queryArg.id}/revert`,
          method: 'POST',
          body: queryArg.revertChangeRequest,
        }),
        invalidatesTags: ['admin'],
      }),
      listPremiumComps: build.query<ListPremiumCompsApiResponse, ListPremiumCompsApiArg>({
        query: () => ({ url: `/api/admin/billing/comps` }),
        providesTags: ['admin'],
      }),
      grantPremiumComp: build.mutation<GrantPremiumCompApiResponse, GrantPremiumCompApiArg>({
        query: (queryArg) => ({ url: `/api/admin/billing/comps`, method: 'POST', body: queryArg.grantCompRequest }),
        invalidatesTags: ['admin'],
      }),
      extendPremiumComp: build.mutation<ExtendPremiumCompApiResponse, ExtendPremiumCompApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/billing/comps/${queryArg.id}/extend`,
          method: 'POST',
          body: queryArg.extendCompRequest,
        }),
        invalidatesTags: ['admin'],
      }),
      revokePremiumComp: build.mutation<RevokePremiumCompApiResponse, RevokePremiumCompApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/billing/comps/${queryArg.id}/revoke`,
          method: 'POST',
          body: queryArg.revokeCompRequest,
        }),
        invalidatesTags: ['admin'],
      }),
      listBillingSubscriptions: build.query<ListBillingSubscriptionsApiResponse, ListBillingSubscriptionsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/billing/subscriptions`,
          params: {
            status: queryArg.status,
            planId: queryArg.planId,
          },
        }),
        providesTags: ['admin'],
      }),
      exportBillingSubscriptionsCsv: build.query<
        ExportBillingSubscriptionsCsvApiResponse,
        ExportBillingSubscriptionsCsvApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/billing/subscriptions.csv`,
          params: {
            status: queryArg.status,
            planId: queryArg.planId,
          },
        }),
        providesTags: ['admin'],
      }),
      refundLastPayment: build.mutation<RefundLastPaymentApiResponse, RefundLastPaymentApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/billing/subscriptions/${queryArg.id}/refund`,
          method: 'POST',
          body: queryArg.refundLastPaymentRequest,
        }),
        invalidatesTags: ['admin'],
      }),
      getBillingSummary: build.query<GetBillingSummaryApiResponse, GetBillingSummaryApiArg>({
        query: () => ({ url: `/api/admin/billing/summary` }),
        providesTags: ['admin'],
      }),
      exportSchoolsCsv: build.query<ExportSchoolsCsvApiResponse, ExportSchoolsCsvApiArg>({
        query: () => ({ url: `/api/admin/catalogue/export` }),
        providesTags: ['admin'],
      }),
      importSchoolsCsv: build.mutation<ImportSchoolsCsvApiResponse, ImportSchoolsCsvApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/catalogue/import`,
          method: 'POST',
          body: queryArg.catalogueImportUpload,
          params: {
            dryRun: queryArg.dryRun,
          },
        }),
        invalidatesTags: ['admin'],
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
      getClaimConflict: build.query<GetClaimConflictApiResponse, GetClaimConflictApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/claims/${queryArg.id}/conflict`,
          params: {
            schoolId: queryArg.schoolId,
          },
        }),
        providesTags: ['admin claims'],
      }),
      updateClaimPaymentStatus: build.mutation<UpdateClaimPaymentStatusApiResponse, UpdateClaimPaymentStatusApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/claims/${queryArg.id}/payment-status`,
          method: 'PATCH',
          body: queryArg.updateClaimPaymentStatusRequest,
        }),
        invalidatesTags: ['admin claims'],
      }),
      rejectClaim: build.mutation<RejectClaimApiResponse, RejectClaimApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/claims/${queryArg.id}/reject`,
          method: 'POST',
          body: queryArg.rejectClaimRequest,
        }),
        invalidatesTags: ['admin claims'],
      }),
      listContactMessages: build.query<ListContactMessagesApiResponse, ListContactMessagesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/contact-messages`,
          params: {
            search: queryArg.search,
            status: queryArg.status,
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin'],
      }),
      updateContactMessage: build.mutation<UpdateContactMessageApiResponse, UpdateContactMessageApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/contact-messages/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateContactMessageRequest,
        }),
        invalidatesTags: ['admin'],
      }),
      replyToContactMessage: build.mutation<ReplyToContactMessageApiResponse, ReplyToContactMessageApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/contact-messages/${queryArg.id}/replies`,
          method: 'POST',
          body: queryArg.contactReplyRequest,
        }),
        invalidatesTags: ['admin'],
      }),
      retryContactMail: build.mutation<RetryContactMailApiResponse, RetryContactMailApiArg>({
        query: (queryArg) => ({ url: `/api/admin/contact-messages/${queryArg.id}/retry-mail`, method: 'POST' }),
        invalidatesTags: ['admin'],
      }),
      setContactMessageStatus: build.mutation<SetContactMessageStatusApiResponse, SetContactMessageStatusApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/contact-messages/${queryArg.id}/status`,
          method: 'PATCH',
          body: queryArg.setContactStatusRequest,
        }),
        invalidatesTags: ['admin'],
      }),
      listAdminCorrections: build.query<ListAdminCorrectionsApiResponse, ListAdminCorrectionsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/corrections`,
          params: {
            status: queryArg.status,
          },
        }),
        providesTags: ['admin-corrections'],
      }),
      acceptAdminCorrection: build.mutation<AcceptAdminCorrectionApiResponse, AcceptAdminCorrectionApiArg>({
        query: (queryArg) => ({ url: `/api/admin/corrections/${queryArg.id}/accept`, method: 'POST' }),
        invalidatesTags: ['admin-corrections'],
      }),
      declineAdminCorrection: build.mutation<DeclineAdminCorrectionApiResponse, DeclineAdminCorrectionApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/corrections/${queryArg.id}/decline`,
          method: 'POST',
          body: queryArg.declineCorrectionRequest,
        }),
        invalidatesTags: ['admin-corrections'],
      }),
      exportCostSchedulesCsv: build.query<ExportCostSchedulesCsvApiResponse, ExportCostSchedulesCsvApiArg>({
        query: () => ({ url: `/api/admin/cost-schedules/export` }),
        providesTags: ['costs'],
      }),
      importCostSchedulesCsv: build.mutation<ImportCostSchedulesCsvApiResponse, ImportCostSchedulesCsvApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/cost-schedules/import`,
          method: 'POST',
          body: queryArg.costSchedulesImportUpload,
          params: {
            dryRun: queryArg.dryRun,
          },
        }),
        invalidatesTags: ['costs'],
      }),
      getAdminLeadSummary: build.query<GetAdminLeadSummaryApiResponse, GetAdminLeadSummaryApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/leads/summary`,
          params: {
            search: queryArg.search,
            reachesNobody: queryArg.reachesNobody,
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin-leads'],
      }),
      eraseLead: build.mutation<EraseLeadApiResponse, EraseLeadApiArg>({
        query: (queryArg) => ({ url: `/api/admin/leads/${queryArg.leadId}/erase`, method: 'POST' }),
        invalidatesTags: ['admin-leads'],
      }),
      markLeadSpam: build.mutation<MarkLeadSpamApiResponse, MarkLeadSpamApiArg>({
        query: (queryArg) => ({ url: `/api/admin/leads/${queryArg.leadId}/spam`, method: 'POST' }),
        invalidatesTags: ['admin-leads'],
      }),
      listIgnoredListingReminders: build.query<
        ListIgnoredListingRemindersApiResponse,
        ListIgnoredListingRemindersApiArg
      >({
        query: () => ({ url: `/api/admin/listing-confirmations/ignored` }),
        providesTags: ['admin-listing-confirmations'],
      }),
      sendDueListingReminders: build.mutation<SendDueListingRemindersApiResponse, SendDueListingRemindersApiArg>({
        query: () => ({ url: `/api/admin/listing-confirmations/reminders`, method: 'POST' }),
        invalidatesTags: ['admin-listing-confirmations'],
      }),
      listNeighborhoodsForAdmin: build.query<ListNeighborhoodsForAdminApiResponse, ListNeighborhoodsForAdminApiArg>({
        query: () => ({ url: `/api/admin/neighborhoods` }),
        providesTags: ['admin'],
      }),
      createNeighborhoodAsAdmin: build.mutation<CreateNeighborhoodAsAdminApiResponse, CreateNeighborhoodAsAdminApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/neighborhoods`,
          method: 'POST',
          body: queryArg.neighborhoodProfileRequest,
        }),
        invalidatesTags: ['admin'],
      }),
      deleteNeighborhoodAsAdmin: build.mutation<DeleteNeighborhoodAsAdminApiResponse, DeleteNeighborhoodAsAdminApiArg>({
        query: (queryArg) => ({ url: `/api/admin/neighborhoods/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['admin'],
      }),
      updateNeighborhoodAsAdmin: build.mutation<UpdateNeighborhoodAsAdminApiResponse, UpdateNeighborhoodAsAdminApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/neighborhoods/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.neighborhoodProfileRequest,
        }),
        invalidatesTags: ['admin'],
      }),
      archiveNeighborhoodAsAdmin: build.mutation<
        ArchiveNeighborhoodAsAdminApiResponse,
        ArchiveNeighborhoodAsAdminApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/neighborhoods/${queryArg.id}/archive`, method: 'POST' }),
        invalidatesTags: ['admin'],
      }),
      restoreNeighborhoodAsAdmin: build.mutation<
        RestoreNeighborhoodAsAdminApiResponse,
        RestoreNeighborhoodAsAdminApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/neighborhoods/${queryArg.id}/restore`, method: 'POST' }),
        invalidatesTags: ['admin'],
      }),
      listScholarshipRules: build.query<ListScholarshipRulesApiResponse, ListScholarshipRulesApiArg>({
        query: () => ({ url: `/api/admin/opportunity-scholarship-rules` }),
        providesTags: ['costs'],
      }),
      createScholarshipRules: build.mutation<CreateScholarshipRulesApiResponse, CreateScholarshipRulesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/opportunity-scholarship-rules`,
          method: 'POST',
          body: queryArg.scholarshipRulesRequest,
        }),
        invalidatesTags: ['costs'],
      }),
      updateScholarshipRules: build.mutation<UpdateScholarshipRulesApiResponse, UpdateScholarshipRulesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/opportunity-scholarship-rules/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.scholarshipRulesRequest,
        }),
        invalidatesTags: ['costs'],
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
      listValleyPlacesAsAdmin: build.query<ListValleyPlacesAsAdminApiResponse, ListValleyPlacesAsAdminApiArg>({
        query: () => ({ url: `/api/admin/places` }),
        providesTags: ['admin'],
      }),
      addValleyPlace: build.mutation<AddValleyPlaceApiResponse, AddValleyPlaceApiArg>({
        query: (queryArg) => ({ url: `/api/admin/places`, method: 'POST', body: queryArg.addValleyPlaceRequest }),
        invalidatesTags: ['admin'],
      }),
      removeValleyPlace: build.mutation<RemoveValleyPlaceApiResponse, RemoveValleyPlaceApiArg>({
        query: (queryArg) => ({ url: `/api/admin/places/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['admin'],
      }),
      getReviewQueue: build.query<GetReviewQueueApiResponse, GetReviewQueueApiArg>({
        query: () => ({ url: `/api/admin/review-queue` }),
        providesTags: ['admin'],
      }),
      listReviewQueue: build.query<ListReviewQueueApiResponse, ListReviewQueueApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/reviews`,
          params: {
            queue: queryArg.queue,
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin-reviews'],
      }),
      getReviewModerationVolumes: build.query<GetReviewModerationVolumesApiResponse, GetReviewModerationVolumesApiArg>({
        query: () => ({ url: `/api/admin/reviews/analytics` }),
        providesTags: ['admin-reviews'],
      }),
      publishReview: build.mutation<PublishReviewApiResponse, PublishReviewApiArg>({
        query: (queryArg) => ({ url: `/api/admin/reviews/${queryArg.reviewId}/publish`, method: 'POST' }),
        invalidatesTags: ['admin-reviews'],
      }),
      removeReview: build.mutation<RemoveReviewApiResponse, RemoveReviewApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/reviews/${queryArg.reviewId}/remove`,
          method: 'POST',
          body: queryArg.removeReviewRequest,
        }),
        invalidatesTags: ['admin-reviews'],
      }),
      publishReviewReply: build.mutation<PublishReviewReplyApiResponse, PublishReviewReplyApiArg>({
        query: (queryArg) => ({ url: `/api/admin/reviews/${queryArg.reviewId}/reply/publish`, method: 'POST' }),
        invalidatesTags: ['admin-reviews'],
      }),
      removeReviewReply: build.mutation<RemoveReviewReplyApiResponse, RemoveReviewReplyApiArg>({
        query: (queryArg) => ({ url: `/api/admin/reviews/${queryArg.reviewId}/reply/remove`, method: 'POST' }),
        invalidatesTags: ['admin-reviews'],
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
      createSchoolAsAdmin: build.mutation<CreateSchoolAsAdminApiResponse, CreateSchoolAsAdminApiArg>({
        query: (queryArg) => ({ url: `/api/admin/schools`, method: 'POST', body: queryArg.adminCreateSchoolRequest }),
        invalidatesTags: ['admin'],
      }),
      updateSchoolAsAdmin: build.mutation<UpdateSchoolAsAdminApiResponse, UpdateSchoolAsAdminApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/schools/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.adminUpdateSchoolRequest,
        }),
        invalidatesTags: ['admin'],
      }),
      archiveSchoolAsAdmin: build.mutation<ArchiveSchoolAsAdminApiResponse, ArchiveSchoolAsAdminApiArg>({
        query: (queryArg) => ({ url: `/api/admin/schools/${queryArg.id}/archive`, method: 'POST' }),
        invalidatesTags: ['admin'],
      }),
      restoreSchoolAsAdmin: build.mutation<RestoreSchoolAsAdminApiResponse, RestoreSchoolAsAdminApiArg>({
        query: (queryArg) => ({ url: `/api/admin/schools/${queryArg.id}/restore`, method: 'POST' }),
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
      listUsersForAdmin: build.query<ListUsersForAdminApiResponse, ListUsersForAdminApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users`,
          params: {
            search: queryArg.search,
            role: queryArg.role,
            status: queryArg.status,
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin'],
      }),
      inviteUser: build.mutation<InviteUserApiResponse, InviteUserApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users/invitations`,
          method: 'POST',
          body: queryArg.inviteUserRequest,
        }),
        invalidatesTags: ['admin'],
      }),
      disableUser: build.mutation<DisableUserApiResponse, DisableUserApiArg>({
        query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}/disable`, method: 'POST' }),
        invalidatesTags: ['admin'],
      }),
      enableUser: build.mutation<EnableUserApiResponse, EnableUserApiArg>({
        query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}/enable`, method: 'POST' }),
        invalidatesTags: ['admin'],
      }),
      resendPasswordLink: build.mutation<ResendPasswordLinkApiResponse, ResendPasswordLinkApiArg>({
        query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}/password-link`, method: 'POST' }),
        invalidatesTags: ['admin'],
      }),
      changeUserRole: build.mutation<ChangeUserRoleApiResponse, ChangeUserRoleApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users/${queryArg.id}/role`,
          method: 'PATCH',
          body: queryArg.changeUserRoleRequest,
        }),
        invalidatesTags: ['admin'],
      }),
      linkUserSchool: build.mutation<LinkUserSchoolApiResponse, LinkUserSchoolApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users/${queryArg.id}/schools`,
          method: 'POST',
          body: queryArg.schoolLinkRequest,
        }),
        invalidatesTags: ['admin'],
      }),
      unlinkUserSchool: build.mutation<UnlinkUserSchoolApiResponse, UnlinkUserSchoolApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users/${queryArg.id}/schools/${queryArg.schoolId}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['admin'],
      }),
      confirmPlanChange: build.mutation<ConfirmPlanChangeApiResponse, ConfirmPlanChangeApiArg>({
        query: (queryArg) => ({
          url: `/api/billing/plan-change`,
          method: 'POST',
          body: queryArg.confirmPlanChangeRequest,
        }),
        invalidatesTags: ['billing'],
      }),
      previewPlanChange: build.mutation<PreviewPlanChangeApiResponse, PreviewPlanChangeApiArg>({
        query: (queryArg) => ({
          url: `/api/billing/plan-change/preview`,
          method: 'POST',
          body: queryArg.planChangeRequest,
        }),
        invalidatesTags: ['billing'],
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
      getClaimCheckoutStatus: build.query<GetClaimCheckoutStatusApiResponse, GetClaimCheckoutStatusApiArg>({
        query: (queryArg) => ({
          url: `/api/claims/checkout-status`,
          params: {
            sessionId: queryArg.sessionId,
          },
        }),
        providesTags: ['claims'],
      }),
      createSubscription: build.mutation<CreateSubscriptionApiResponse, CreateSubscriptionApiArg>({
        query: (queryArg) => ({
          url: `/api/create-subscription`,
          method: 'POST',
          body: queryArg.createSubscriptionRequest,
        }),
        invalidatesTags: ['billing'],
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
      listLeadReplyTemplates: build.query<ListLeadReplyTemplatesApiResponse, ListLeadReplyTemplatesApiArg>({
        query: () => ({ url: `/api/portal/lead-reply-templates` }),
        providesTags: ['leads'],
      }),
      createLeadReplyTemplate: build.mutation<CreateLeadReplyTemplateApiResponse, CreateLeadReplyTemplateApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/lead-reply-templates`,
          method: 'POST',
          body: queryArg.leadReplyTemplateRequest,
        }),
        invalidatesTags: ['leads'],
      }),
      deleteLeadReplyTemplate: build.mutation<DeleteLeadReplyTemplateApiResponse, DeleteLeadReplyTemplateApiArg>({
        query: (queryArg) => ({ url: `/api/portal/lead-reply-templates/${queryArg.templateId}`, method: 'DELETE' }),
        invalidatesTags: ['leads'],
      }),
      updateLeadReplyTemplate: build.mutation<UpdateLeadReplyTemplateApiResponse, UpdateLeadReplyTemplateApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/lead-reply-templates/${queryArg.templateId}`,
          method: 'PUT',
          body: queryArg.updateLeadReplyTemplateRequest,
        }),
        invalidatesTags: ['leads'],
      }),
      getPortalLeadSummary: build.query<GetPortalLeadSummaryApiResponse, GetPortalLeadSummaryApiArg>({
        query: () => ({ url: `/api/portal/leads/summary` }),
        providesTags: ['leads'],
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
      getSchoolAnalytics: build.query<GetSchoolAnalyticsApiResponse, GetSchoolAnalyticsApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/analytics`,
          params: {
            days: queryArg.days,
          },
        }),
        providesTags: ['analytics'],
      }),
      exportSchoolAnalytics: build.query<ExportSchoolAnalyticsApiResponse, ExportSchoolAnalyticsApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/analytics/export`,
          params: {
            days: queryArg.days,
          },
        }),
        providesTags: ['analytics'],
      }),
      listSchoolCorrections: build.query<ListSchoolCorrectionsApiResponse, ListSchoolCorrectionsApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/corrections`,
          params: {
            status: queryArg.status,
          },
        }),
        providesTags: ['school-corrections'],
      }),
      acceptSchoolCorrection: build.mutation<AcceptSchoolCorrectionApiResponse, AcceptSchoolCorrectionApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/corrections/${queryArg.id}/accept`,
          method: 'POST',
        }),
        invalidatesTags: ['school-corrections'],
      }),
      declineSchoolCorrection: build.mutation<DeclineSchoolCorrectionApiResponse, DeclineSchoolCorrectionApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/corrections/${queryArg.id}/decline`,
          method: 'POST',
          body: queryArg.declineCorrectionRequest,
        }),
        invalidatesTags: ['school-corrections'],
      }),
      getCostSchedule: build.query<GetCostScheduleApiResponse, GetCostScheduleApiArg>({
        query: (queryArg) => ({ url: `/api/portal/schools/${queryArg.schoolId}/cost-schedule` }),
        providesTags: ['costs'],
      }),
      putCostSchedule: build.mutation<PutCostScheduleApiResponse, PutCostScheduleApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/cost-schedule`,
          method: 'PUT',
          body: queryArg.costScheduleRequest,
        }),
        invalidatesTags: ['costs'],
      }),
      getLeadNotificationSetting: build.query<GetLeadNotificationSettingApiResponse, GetLeadNotificationSettingApiArg>({
        query: (queryArg) => ({ url: `/api/portal/schools/${queryArg.schoolId}/lead-notifications` }),
        providesTags: ['leads'],
      }),
      putLeadNotificationSetting: build.mutation<
        PutLeadNotificationSettingApiResponse,
        PutLeadNotificationSettingApiArg
      >({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/lead-notifications`,
          method: 'PUT',
          body: queryArg.leadNotificationSettingRequest,
        }),
        invalidatesTags: ['leads'],
      }),
      listSchoolLeads: build.query<ListSchoolLeadsApiResponse, ListSchoolLeadsApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/leads`,
          params: {
            status: queryArg.status,
            type: queryArg['type'],
            from: queryArg['from'],
            to: queryArg.to,
            search: queryArg.search,
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['leads'],
      }),
      exportSchoolLeads: build.query<ExportSchoolLeadsApiResponse, ExportSchoolLeadsApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/leads/export`,
          params: {
            status: queryArg.status,
            type: queryArg['type'],
            from: queryArg['from'],
            to: queryArg.to,
            search: queryArg.search,
          },
        }),
        providesTags: ['leads'],
      }),
      getSchoolLead: build.query<GetSchoolLeadApiResponse, GetSchoolLeadApiArg>({
        query: (queryArg) => ({ url: `/api/portal/schools/${queryArg.schoolId}/leads/${queryArg.leadId}` }),
        providesTags: ['leads'],
      }),
      changeLeadStatus: build.mutation<ChangeLeadStatusApiResponse, ChangeLeadStatusApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/leads/${queryArg.leadId}`,
          method: 'PATCH',
          body: queryArg.changeLeadStatusRequest,
        }),
        invalidatesTags: ['leads'],
      }),
      addLeadNote: build.mutation<AddLeadNoteApiResponse, AddLeadNoteApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/leads/${queryArg.leadId}/notes`,
          method: 'POST',
          body: queryArg.addLeadNoteRequest,
        }),
        invalidatesTags: ['leads'],
      }),
      replyToLead: build.mutation<ReplyToLeadApiResponse, ReplyToLeadApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/leads/${queryArg.leadId}/replies`,
          method: 'POST',
          body: queryArg.leadReplyRequest,
        }),
        invalidatesTags: ['leads'],
      }),
      retryLeadReplyMail: build.mutation<RetryLeadReplyMailApiResponse, RetryLeadReplyMailApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/leads/${queryArg.leadId}/replies/${queryArg.replyId}/retry`,
          method: 'POST',
        }),
        invalidatesTags: ['leads'],
      }),
      getSchoolListingConfirmation: build.query<
        GetSchoolListingConfirmationApiResponse,
        GetSchoolListingConfirmationApiArg
      >({
        query: (queryArg) => ({ url: `/api/portal/schools/${queryArg.schoolId}/listing-confirmation` }),
        providesTags: ['school-listing-confirmation'],
      }),
      confirmSchoolListing: build.mutation<ConfirmSchoolListingApiResponse, ConfirmSchoolListingApiArg>({
        query: (queryArg) => ({ url: `/api/portal/schools/${queryArg.schoolId}/listing-confirmation`, method: 'POST' }),
        invalidatesTags: ['school-listing-confirmation'],
      }),
      listSchoolOpenHouses: build.query<ListSchoolOpenHousesApiResponse, ListSchoolOpenHousesApiArg>({
        query: (queryArg) => ({ url: `/api/portal/schools/${queryArg.schoolId}/open-houses` }),
        providesTags: ['open-houses'],
      }),
      createOpenHouse: build.mutation<CreateOpenHouseApiResponse, CreateOpenHouseApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/open-houses`,
          method: 'POST',
          body: queryArg.openHouseDetailsRequest,
        }),
        invalidatesTags: ['open-houses'],
      }),
      updateOpenHouse: build.mutation<UpdateOpenHouseApiResponse, UpdateOpenHouseApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/open-houses/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.openHouseDetailsRequest,
        }),
        invalidatesTags: ['open-houses'],
      }),
      listOpenHouseAttendees: build.query<ListOpenHouseAttendeesApiResponse, ListOpenHouseAttendeesApiArg>({
        query: (queryArg) => ({ url: `/api/portal/schools/${queryArg.schoolId}/open-houses/${queryArg.id}/attendees` }),
        providesTags: ['open-houses'],
      }),
      exportOpenHouseAttendees: build.query<ExportOpenHouseAttendeesApiResponse, ExportOpenHouseAttendeesApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/open-houses/${queryArg.id}/attendees/export`,
        }),
        providesTags: ['open-houses'],
      }),
      checkInAttendee: build.mutation<CheckInAttendeeApiResponse, CheckInAttendeeApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/open-houses/${queryArg.id}/attendees/${queryArg.rsvpId}/check-in`,
          method: 'POST',
          body: queryArg.checkInRequest,
        }),
        invalidatesTags: ['open-houses'],
      }),
      cancelOpenHouse: build.mutation<CancelOpenHouseApiResponse, CancelOpenHouseApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/open-houses/${queryArg.id}/cancel`,
          method: 'POST',
        }),
        invalidatesTags: ['open-houses'],
      }),
      duplicateOpenHouse: build.mutation<DuplicateOpenHouseApiResponse, DuplicateOpenHouseApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/open-houses/${queryArg.id}/duplicate`,
          method: 'POST',
        }),
        invalidatesTags: ['open-houses'],
      }),
      getSchoolResponseTime: build.query<GetSchoolResponseTimeApiResponse, GetSchoolResponseTimeApiArg>({
        query: (queryArg) => ({ url: `/api/portal/schools/${queryArg.schoolId}/response-time` }),
        providesTags: ['leads'],
      }),
      listOwnSchoolReviews: build.query<ListOwnSchoolReviewsApiResponse, ListOwnSchoolReviewsApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/reviews`,
          params: {
            sort: queryArg.sort,
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['school-reviews'],
      }),
      getOwnSchoolReviewAnalytics: build.query<
        GetOwnSchoolReviewAnalyticsApiResponse,
        GetOwnSchoolReviewAnalyticsApiArg
      >({
        query: (queryArg) => ({ url: `/api/portal/schools/${queryArg.schoolId}/reviews/analytics` }),
        providesTags: ['school-reviews'],
      }),
      replyToReview: build.mutation<ReplyToReviewApiResponse, ReplyToReviewApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/reviews/${queryArg.reviewId}/reply`,
          method: 'PUT',
          body: queryArg.replyToReviewRequest,
        }),
        invalidatesTags: ['school-reviews'],
      }),
      reportOwnSchoolReview: build.mutation<ReportOwnSchoolReviewApiResponse, ReportOwnSchoolReviewApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/schools/${queryArg.schoolId}/reviews/${queryArg.reviewId}/reports`,
          method: 'POST',
          body: queryArg.reportReviewRequest,
        }),
        invalidatesTags: ['school-reviews'],
      }),
      getPortalSubscription: build.query<GetPortalSubscriptionApiResponse, GetPortalSubscriptionApiArg>({
        query: (queryArg) => ({ url: `/api/portal/subscription/${queryArg.schoolId}` }),
        providesTags: ['billing'],
      }),
      resumeSubscription: build.mutation<ResumeSubscriptionApiResponse, ResumeSubscriptionApiArg>({
        query: (queryArg) => ({ url: `/api/resume-subscription`, method: 'POST', body: queryArg.schoolBillingRequest }),
        invalidatesTags: ['billing'],
      }),
      getSandboxBillingPortal: build.query<GetSandboxBillingPortalApiResponse, GetSandboxBillingPortalApiArg>({
        query: (queryArg) => ({ url: `/api/sandbox/billing-portal/${queryArg.id}` }),
        providesTags: ['payment sandbox (development only)'],
      }),
      updateSandboxCard: build.mutation<UpdateSandboxCardApiResponse, UpdateSandboxCardApiArg>({
        query: (queryArg) => ({
          url: `/api/sandbox/billing-portal/${queryArg.id}/card`,
          method: 'POST',
          body: queryArg.sandboxCardUpdateRequest,
        }),
        invalidatesTags: ['payment sandbox (development only)'],
      }),
      changeSandboxSubscription: build.mutation<ChangeSandboxSubscriptionApiResponse, ChangeSandboxSubscriptionApiArg>({
        query: (queryArg) => ({
          url: `/api/sandbox/billing-portal/${queryArg.id}/subscriptions/${queryArg.subscriptionId}`,
          method: 'POST',
          body: queryArg.sandboxPortalActionRequest,
        }),
        invalidatesTags: ['payment sandbox (development only)'],
      }),
      getSandboxCheckout: build.query<GetSandboxCheckoutApiResponse, GetSandboxCheckoutApiArg>({
        query: (queryArg) => ({ url: `/api/sandbox/checkout/${queryArg.id}` }),
        providesTags: ['payment sandbox (development only)'],
      }),
      authenticateSandboxCheckout: build.mutation<
        AuthenticateSandboxCheckoutApiResponse,
        AuthenticateSandboxCheckoutApiArg
      >({
        query: (queryArg) => ({
          url: `/api/sandbox/checkout/${queryArg.id}/authenticate`,
          method: 'POST',
          body: queryArg.sandboxAuthenticationRequest,
        }),
        invalidatesTags: ['payment sandbox (development only)'],
      }),
      cancelSandboxCheckout: build.mutation<CancelSandboxCheckoutApiResponse, CancelSandboxCheckoutApiArg>({
        query: (queryArg) => ({ url: `/api/sandbox/checkout/${queryArg.id}/cancel`, method: 'POST' }),
        invalidatesTags: ['payment sandbox (development only)'],
      }),
      paySandboxCheckout: build.mutation<PaySandboxCheckoutApiResponse, PaySandboxCheckoutApiArg>({
        query: (queryArg) => ({
          url: `/api/sandbox/checkout/${queryArg.id}/pay`,
          method: 'POST',
          body: queryArg.paySandboxCheckoutRequest,
        }),
        invalidatesTags: ['payment sandbox (development only)'],
      }),
      getSandboxInvoicePdf: build.query<GetSandboxInvoicePdfApiResponse, GetSandboxInvoicePdfApiArg>({
        query: (queryArg) => ({ url: `/api/sandbox/invoices/${queryArg.id}/pdf` }),
        providesTags: ['payment sandbox (development only)'],
      }),
      authenticateSandboxPayment: build.mutation<
        AuthenticateSandboxPaymentApiResponse,
        AuthenticateSandboxPaymentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/sandbox/payments/authenticate`,
          method: 'POST',
          body: queryArg.authenticateSandboxPaymentRequest,
        }),
        invalidatesTags: ['payment sandbox (development only)'],
      }),
      confirmSandboxPayment: build.mutation<ConfirmSandboxPaymentApiResponse, ConfirmSandboxPaymentApiArg>({
        query: (queryArg) => ({
          url: `/api/sandbox/payments/confirm`,
          method: 'POST',
          body: queryArg.confirmSandboxPaymentRequest,
        }),
        invalidatesTags: ['payment sandbox (development only)'],
      }),
      getSchoolBillingDetails: build.query<GetSchoolBillingDetailsApiResponse, GetSchoolBillingDetailsApiArg>({
        query: (queryArg) => ({
          url: `/api/school-dashboard/billing-details`,
          params: {
            schoolId: queryArg.schoolId,
          },
        }),
        providesTags: ['billing'],
      }),
      getMySchool: build.query<GetMySchoolApiResponse, GetMySchoolApiArg>({
        query: (queryArg) => ({
          url: `/api/school-dashboard/my-school`,
          params: {
            schoolId: queryArg.schoolId,
          },
        }),
        providesTags: ['school-dashboard'],
      }),
      listMyPendingChanges: build.query<ListMyPendingChangesApiResponse, ListMyPendingChangesApiArg>({
        query: (queryArg) => ({
          url: `/api/school-dashboard/pending-changes`,
          params: {
            schoolId: queryArg.schoolId,
          },
        }),
        providesTags: ['school-dashboard'],
      }),
      withdrawMyPendingChange: build.mutation<WithdrawMyPendingChangeApiResponse, WithdrawMyPendingChangeApiArg>({
        query: (queryArg) => ({ url: `/api/school-dashboard/pending-changes/${queryArg.id}/withdraw`, method: 'POST' }),
        invalidatesTags: ['school-dashboard'],
      }),
      submitArticle: build.mutation<SubmitArticleApiResponse, SubmitArticleApiArg>({
        query: (queryArg) => ({
          url: `/api/school-dashboard/submit-article`,
          method: 'POST',
          body: queryArg.submitArticleRequest,
          params: {
            schoolId: queryArg.schoolId,
          },
        }),
        invalidatesTags: ['school-dashboard'],
      }),
      submitProfileChanges: build.mutation<SubmitProfileChangesApiResponse, SubmitProfileChangesApiArg>({
        query: (queryArg) => ({
          url: `/api/school-dashboard/submit-profile-changes`,
          method: 'POST',
          body: queryArg.submitProfileChangesRequest,
          params: {
            schoolId: queryArg.schoolId,
          },
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
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as signedInGeneratedApi };
export type GetSiteAnalyticsApiResponse = /** status 200  */ AdminAnalyticsResponse;
export type GetSiteAnalyticsApiArg = {
  /** The window in days, ending today (Las Vegas) */
  days?: ReportingWindowDays;
};
export type RunAnalyticsRollupApiResponse = /** status 200  */ AnalyticsRollupResponse;
export type RunAnalyticsRollupApiArg = void;
export type ListArticlesForAdminApiResponse = /** status 200  */ AdminArticlePageResponse;
export type ListArticlesForAdminApiArg = {
  /** Free text; the fields searched depend on the table */
  search?: string;
  page?: number;
  limit?: number;
};
export type CreateArticleAsAdminApiResponse = /** status 201  */ AdminArticleResponse;
export type CreateArticleAsAdminApiArg = {
  adminCreateArticleRequest: AdminCreateArticleRequest;
};
export type UpdateArticleAsAdminApiResponse = /** status 200  */ AdminArticleResponse;
export type UpdateArticleAsAdminApiArg = {
  id: number;
  adminUpdateArticleRequest: AdminUpdateArticleRequest;
};
export type ArchiveArticleAsAdminApiResponse = /** status 200  */ AdminArticleResponse;
export type ArchiveArticleAsAdminApiArg = {
  id: number;
};
export type RestoreArticleAsAdminApiResponse = /** status 200  */ AdminArticleResponse;
export type RestoreArticleAsAdminApiArg = {
  id: number;
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
  /** The acting person's name or e-mail (part of it) */
  actor?: string;
  /** Entries about this school (its edits, changes, claims, owner links) */
  schoolId?: number;
  /** An action, or its group before the dot (user) */
  action?: string;
  page?: number;
  limit?: number;
};
export type ListAuditActionsApiResponse = /** status 200  */ AuditActionsResponse;
export type ListAuditActionsApiArg = void;
export type RevertAuditEntryApiResponse = /** status 200  */ RevertedChangeResponse;
export type RevertAuditEntryApiArg = {
  id: number;
  revertChangeRequest: RevertChangeRequest;
};
export type ListPremiumCompsApiResponse = /** status 200  */ ConsoleCompResponse[];
export type ListPremiumCompsApiArg = void;
export type GrantPremiumCompApiResponse = /** status 201  */ ConsoleCompResponse;
export type GrantPremiumCompApiArg = {
  grantCompRequest: GrantCompRequest;
};
export type ExtendPremiumCompApiResponse = /** status 200  */ ConsoleCompResponse;
export type ExtendPremiumCompApiArg = {
  id: number;
  extendCompRequest: ExtendCompRequest;
};
export type RevokePremiumCompApiResponse = /** status 200  */ ConsoleCompResponse;
export type RevokePremiumCompApiArg = {
  id: number;
  revokeCompRequest: RevokeCompRequest;
};
export type ListBillingSubscriptionsApiResponse = /** status 200  */ ConsoleSubscriptionResponse[];
export type ListBillingSubscriptionsApiArg = {
  status?: ConsoleSubscriptionStatus;
  /** A subscription plan id */
  planId?: number;
};
export type ExportBillingSubscriptionsCsvApiResponse =
  /** status 200 CSV, one subscription a row, with the filters applied */ string;
export type ExportBillingSubscriptionsCsvApiArg = {
  status?: ConsoleSubscriptionStatus;
  /** A subscription plan id */
  planId?: number;
};
export type RefundLastPaymentApiResponse = /** status 200  */ IssuedRefundResponse;
export type RefundLastPaymentApiArg = {
  id: number;
  refundLastPaymentRequest: RefundLastPaymentRequest;
};
export type GetBillingSummaryApiResponse = /** status 200  */ BillingSummaryResponse;
export type GetBillingSummaryApiArg = void;
export type ExportSchoolsCsvApiResponse = /** status 200 CSV, one school a row */ string;
export type ExportSchoolsCsvApiArg = void;
export type ImportSchoolsCsvApiResponse = /** status 200  */ CatalogueImportResponse;
export type ImportSchoolsCsvApiArg = {
  /** true: only report what would happen (the default); false: apply */
  dryRun?: boolean;
  catalogueImportUpload: CatalogueImportUpload;
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
  status?: 'pending' | 'approved' | 'rejected';
  page?: number;
  limit?: number;
};
export type ApproveClaimApiResponse = /** status 200  */ ClaimApprovedResponse;
export type ApproveClaimApiArg = {
  id: number;
  approveClaimRequest: ApproveClaimRequest;
};
export type GetClaimConflictApiResponse = /** status 200  */ ClaimConflictCheckResponse;
export type GetClaimConflictApiArg = {
  id: number;
  schoolId: number;
};
export type UpdateClaimPaymentStatusApiResponse = /** status 200  */ ClaimRequestResponse;
export type UpdateClaimPaymentStatusApiArg = {
  id: number;
  updateClaimPaymentStatusRequest: UpdateClaimPaymentStatusRequest;
};
export type RejectClaimApiResponse = /** status 200  */ ClaimRejectedResponse;
export type RejectClaimApiArg = {
  id: number;
  rejectClaimRequest: RejectClaimRequest;
};
export type ListContactMessagesApiResponse = /** status 200  */ ContactInboxPageResponse;
export type ListContactMessagesApiArg = {
  /** Matches the name, the e-mail and the message text */
  search?: string;
  status?: 'new' | 'answered' | 'closed';
  page?: number;
  limit?: number;
};
export type UpdateContactMessageApiResponse = /** status 200  */ ContactInboxMessageResponse;
export type UpdateContactMessageApiArg = {
  id: string;
  updateContactMessageRequest: UpdateContactMessageRequest;
};
export type ReplyToContactMessageApiResponse = /** status 201  */ ContactInboxMessageResponse;
export type ReplyToContactMessageApiArg = {
  id: string;
  contactReplyRequest: ContactReplyRequest;
};
export type RetryContactMailApiResponse = /** status 200  */ ContactInboxMessageResponse;
export type RetryContactMailApiArg = {
  id: string;
};
export type SetContactMessageStatusApiResponse = /** status 200  */ ContactInboxMessageResponse;
export type SetContactMessageStatusApiArg = {
  id: string;
  setContactStatusRequest: SetContactStatusRequest;
};
export type ListAdminCorrectionsApiResponse = /** status 200  */ SchoolCorrectionResponse[];
export type ListAdminCorrectionsApiArg = {
  /** Default: open */
  status?: CorrectionStatus;
};
export type AcceptAdminCorrectionApiResponse = /** status 200  */ SchoolCorrectionResponse;
export type AcceptAdminCorrectionApiArg = {
  id: string;
};
export type DeclineAdminCorrectionApiResponse = /** status 200  */ SchoolCorrectionResponse;
export type DeclineAdminCorrectionApiArg = {
  id: string;
  declineCorrectionRequest: DeclineCorrectionRequest;
};
export type ExportCostSchedulesCsvApiResponse = /** status 200 CSV, one school a row */ string;
export type ExportCostSchedulesCsvApiArg = void;
export type ImportCostSchedulesCsvApiResponse = /** status 200  */ CostSchedulesImportResponse;
export type ImportCostSchedulesCsvApiArg = {
  /** true: only report what would happen (the default); false: apply */
  dryRun?: boolean;
  costSchedulesImportUpload: CostSchedulesImportUpload;
};
export type GetAdminLeadSummaryApiResponse = /** status 200  */ AdminLeadSummaryPageResponse;
export type GetAdminLeadSummaryApiArg = {
  /** Part of the school name */
  search?: string;
  /** true: only schools whose requests reach nobody (no active owner and no school e-mail), so the operator can answer those families */
  reachesNobody?: boolean;
  page?: number;
  limit?: number;
};
export type EraseLeadApiResponse = /** status 200  */ LeadResponse;
export type EraseLeadApiArg = {
  leadId: string;
};
export type MarkLeadSpamApiResponse = /** status 200  */ LeadResponse;
export type MarkLeadSpamApiArg = {
  leadId: string;
};
export type ListIgnoredListingRemindersApiResponse = /** status 200  */ IgnoredListingRemindersResponse[];
export type ListIgnoredListingRemindersApiArg = void;
export type SendDueListingRemindersApiResponse = /** status 200  */ ListingRemindersRunResponse;
export type SendDueListingRemindersApiArg = void;
export type ListNeighborhoodsForAdminApiResponse = /** status 200  */ NeighborhoodResponse[];
export type ListNeighborhoodsForAdminApiArg = void;
export type CreateNeighborhoodAsAdminApiResponse = /** status 201  */ NeighborhoodResponse;
export type CreateNeighborhoodAsAdminApiArg = {
  neighborhoodProfileRequest: NeighborhoodProfileRequest;
};
export type DeleteNeighborhoodAsAdminApiResponse = unknown;
export type DeleteNeighborhoodAsAdminApiArg = {
  id: number;
};
export type UpdateNeighborhoodAsAdminApiResponse = /** status 200  */ NeighborhoodResponse;
export type UpdateNeighborhoodAsAdminApiArg = {
  id: number;
  neighborhoodProfileRequest: NeighborhoodProfileRequest;
};
export type ArchiveNeighborhoodAsAdminApiResponse = /** status 200  */ NeighborhoodResponse;
export type ArchiveNeighborhoodAsAdminApiArg = {
  id: number;
};
export type RestoreNeighborhoodAsAdminApiResponse = /** status 200  */ NeighborhoodResponse;
export type RestoreNeighborhoodAsAdminApiArg = {
  id: number;
};
export type ListScholarshipRulesApiResponse = /** status 200  */ ScholarshipRulesResponse[];
export type ListScholarshipRulesApiArg = void;
export type CreateScholarshipRulesApiResponse = /** status 201  */ ScholarshipRulesResponse;
export type CreateScholarshipRulesApiArg = {
  scholarshipRulesRequest: ScholarshipRulesRequest;
};
export type UpdateScholarshipRulesApiResponse = /** status 200  */ ScholarshipRulesResponse;
export type UpdateScholarshipRulesApiArg = {
  id: number;
  scholarshipRulesRequest: ScholarshipRulesRequest;
};
export type GetAdminOverviewApiResponse = /** status 200  */ AdminOverviewResponse;
export type GetAdminOverviewApiArg = void;
export type ListPendingChangesForAdminApiResponse = /** status 200  */ PendingChangePageResponse;
export type ListPendingChangesForAdminApiArg = {
  /** Matches the type, the submitter (name, e-mail), the change data and the school */
  search?: string;
  /** 'pending' is the Approvals tab's 'Pending only' */
  status?: 'pending' | 'approved' | 'rejected' | 'withdrawn';
  page?: number;
  limit?: number;
};
export type ListValleyPlacesAsAdminApiResponse = /** status 200  */ ValleyPlaceListResponse;
export type ListValleyPlacesAsAdminApiArg = void;
export type AddValleyPlaceApiResponse = /** status 201  */ ValleyPlaceResponse;
export type AddValleyPlaceApiArg = {
  addValleyPlaceRequest: AddValleyPlaceRequest;
};
export type RemoveValleyPlaceApiResponse = unknown;
export type RemoveValleyPlaceApiArg = {
  id: number;
};
export type GetReviewQueueApiResponse = /** status 200  */ ReviewQueueResponse;
export type GetReviewQueueApiArg = void;
export type ListReviewQueueApiResponse = /** status 200  */ AdminReviewPageResponse;
export type ListReviewQueueApiArg = {
  /** held: held reviews or replies; reported: open reports; open: both */
  queue?: ReviewQueue;
  page?: any;
  limit?: any;
};
export type GetReviewModerationVolumesApiResponse = /** status 200  */ ReviewModerationVolumesResponse;
export type GetReviewModerationVolumesApiArg = void;
export type PublishReviewApiResponse = /** status 200  */ ReviewDecisionResponse;
export type PublishReviewApiArg = {
  reviewId: string;
};
export type RemoveReviewApiResponse = /** status 200  */ ReviewDecisionResponse;
export type RemoveReviewApiArg = {
  reviewId: string;
  removeReviewRequest: RemoveReviewRequest;
};
export type PublishReviewReplyApiResponse = /** status 200  */ ReviewDecisionResponse;
export type PublishReviewReplyApiArg = {
  reviewId: string;
};
export type RemoveReviewReplyApiResponse = /** status 200  */ ReviewDecisionResponse;
export type RemoveReviewReplyApiArg = {
  reviewId: string;
};
export type ListSchoolsForAdminApiResponse = /** status 200  */ AdminSchoolPageResponse;
export type ListSchoolsForAdminApiArg = {
  /** Free text; the fields searched depend on the table */
  search?: string;
  page?: number;
  limit?: number;
};
export type CreateSchoolAsAdminApiResponse = /** status 201  */ AdminSchoolResponse;
export type CreateSchoolAsAdminApiArg = {
  adminCreateSchoolRequest: AdminCreateSchoolRequest;
};
export type UpdateSchoolAsAdminApiResponse = /** status 200  */ AdminSchoolResponse;
export type UpdateSchoolAsAdminApiArg = {
  id: number;
  adminUpdateSchoolRequest: AdminUpdateSchoolRequest;
};
export type ArchiveSchoolAsAdminApiResponse = /** status 200  */ AdminSchoolResponse;
export type ArchiveSchoolAsAdminApiArg = {
  id: number;
};
export type RestoreSchoolAsAdminApiResponse = /** status 200  */ AdminSchoolResponse;
export type RestoreSchoolAsAdminApiArg = {
  id: number;
};
export type ToggleSchoolStatusApiResponse = /** status 200  */ AdminSchoolResponse;
export type ToggleSchoolStatusApiArg = {
  id: number;
  toggleSchoolStatusRequest: ToggleSchoolStatusRequest;
};
export type ListUsersForAdminApiResponse = /** status 200  */ AdminUserPageResponse;
export type ListUsersForAdminApiArg = {
  /** Matches the name and the e-mail */
  search?: string;
  /** admin also lists super_admin accounts */
  role?: 'user' | 'school_admin' | 'admin' | 'super_admin';
  status?: 'active' | 'disabled';
  page?: number;
  limit?: number;
};
export type InviteUserApiResponse = /** status 201  */ AdminUserResponse;
export type InviteUserApiArg = {
  inviteUserRequest: InviteUserRequest;
};
export type DisableUserApiResponse = /** status 200  */ AdminUserResponse;
export type DisableUserApiArg = {
  id: string;
};
export type EnableUserApiResponse = /** status 200  */ AdminUserResponse;
export type EnableUserApiArg = {
  id: string;
};
export type ResendPasswordLinkApiResponse = /** status 200  */ AdminUserResponse;
export type ResendPasswordLinkApiArg = {
  id: string;
};
export type ChangeUserRoleApiResponse = /** status 200  */ AdminUserResponse;
export type ChangeUserRoleApiArg = {
  id: string;
  changeUserRoleRequest: ChangeUserRoleRequest;
};
export type LinkUserSchoolApiResponse = /** status 200  */ AdminUserResponse;
export type LinkUserSchoolApiArg = {
  id: string;
  schoolLinkRequest: SchoolLinkRequest;
};
export type UnlinkUserSchoolApiResponse = /** status 200  */ AdminUserResponse;
export type UnlinkUserSchoolApiArg = {
  id: string;
  schoolId: number;
};
export type ConfirmPlanChangeApiResponse = /** status 200  */ PlanChangeResponse;
export type ConfirmPlanChangeApiArg = {
  confirmPlanChangeRequest: ConfirmPlanChangeRequest;
};
export type PreviewPlanChangeApiResponse = /** status 200  */ PlanChangePreviewResponse;
export type PreviewPlanChangeApiArg = {
  planChangeRequest: PlanChangeRequest;
};
export type CreateBillingPortalSessionApiResponse = /** status 200  */ BillingPortalSessionResponse;
export type CreateBillingPortalSessionApiArg = {
  schoolBillingRequest: SchoolBillingRequest;
};
export type CancelSubscriptionApiResponse = /** status 200  */ CancelSubscriptionResponse;
export type CancelSubscriptionApiArg = {
  schoolBillingRequest: SchoolBillingRequest;
};
export type GetClaimCheckoutStatusApiResponse = /** status 200  */ ClaimCheckoutStatusResponse;
export type GetClaimCheckoutStatusApiArg = {
  sessionId: string;
};
export type CreateSubscriptionApiResponse = /** status 200  */ CreateSubscriptionResponse;
export type CreateSubscriptionApiArg = {
  createSubscriptionRequest: CreateSubscriptionRequest;
};
export type GetHealthApiResponse = /** status 200  */ HealthResponse;
export type GetHealthApiArg = void;
export type GetLivenessApiResponse = /** status 200  */ LivenessResponse;
export type GetLivenessApiArg = void;
export type GetReadinessApiResponse = /** status 200  */ ReadinessResponse;
export type GetReadinessApiArg = void;
export type ListLeadReplyTemplatesApiResponse = /** status 200  */ LeadReplyTemplateResponse[];
export type ListLeadReplyTemplatesApiArg = void;
export type CreateLeadReplyTemplateApiResponse = /** status 201  */ LeadReplyTemplateResponse;
export type CreateLeadReplyTemplateApiArg = {
  leadReplyTemplateRequest: LeadReplyTemplateRequest;
};
export type DeleteLeadReplyTemplateApiResponse = unknown;
export type DeleteLeadReplyTemplateApiArg = {
  templateId: string;
};
export type UpdateLeadReplyTemplateApiResponse = /** status 200  */ LeadReplyTemplateResponse;
export type UpdateLeadReplyTemplateApiArg = {
  templateId: string;
  updateLeadReplyTemplateRequest: UpdateLeadReplyTemplateRequest;
};
export type GetPortalLeadSummaryApiResponse = /** status 200  */ SchoolLeadCountResponse[];
export type GetPortalLeadSummaryApiArg = void;
export type ListPortalSchoolsApiResponse = /** status 200  */ PortalSchoolLinkResponse[];
export type ListPortalSchoolsApiArg = void;
export type UpdatePortalSchoolApiResponse = /** status 200  */ OwnerEditResponse;
export type UpdatePortalSchoolApiArg = {
  id: number;
  updatePortalSchoolRequest: UpdatePortalSchoolRequest;
};
export type GetSchoolAnalyticsApiResponse = /** status 200  */ SchoolAnalyticsResponse;
export type GetSchoolAnalyticsApiArg = {
  schoolId: number;
  /** The window in days, ending today (Las Vegas) */
  days?: ReportingWindowDays;
};
export type ExportSchoolAnalyticsApiResponse = /** status 200 CSV, one day per line */ string;
export type ExportSchoolAnalyticsApiArg = {
  schoolId: number;
  /** The window in days, ending today (Las Vegas) */
  days?: ReportingWindowDays;
};
export type ListSchoolCorrectionsApiResponse = /** status 200  */ SchoolCorrectionResponse[];
export type ListSchoolCorrectionsApiArg = {
  schoolId: number;
  /** Default: open */
  status?: CorrectionStatus;
};
export type AcceptSchoolCorrectionApiResponse = /** status 200  */ SchoolCorrectionResponse;
export type AcceptSchoolCorrectionApiArg = {
  schoolId: number;
  id: string;
};
export type DeclineSchoolCorrectionApiResponse = /** status 200  */ SchoolCorrectionResponse;
export type DeclineSchoolCorrectionApiArg = {
  schoolId: number;
  id: string;
  declineCorrectionRequest: DeclineCorrectionRequest;
};
export type GetCostScheduleApiResponse = /** status 200  */ OwnerCostScheduleResponse;
export type GetCostScheduleApiArg = {
  schoolId: number;
};
export type PutCostScheduleApiResponse = /** status 200  */ CostScheduleResponse;
export type PutCostScheduleApiArg = {
  schoolId: number;
  costScheduleRequest: CostScheduleRequest;
};
export type GetLeadNotificationSettingApiResponse = /** status 200  */ LeadNotificationSettingResponse;
export type GetLeadNotificationSettingApiArg = {
  schoolId: number;
};
export type PutLeadNotificationSettingApiResponse = /** status 200  */ LeadNotificationSettingResponse;
export type PutLeadNotificationSettingApiArg = {
  schoolId: number;
  leadNotificationSettingRequest: LeadNotificationSettingRequest;
};
export type ListSchoolLeadsApiResponse = /** status 200  */ LeadListResponse;
export type ListSchoolLeadsApiArg = {
  schoolId: number;
  status?: LeadStatus;
  type?: LeadType;
  /** First day (YYYY-MM-DD, Las Vegas time), included */
  from?: string;
  /** Last day (YYYY-MM-DD, Las Vegas time), included */
  to?: string;
  /** Part of the parent’s name or e-mail */
  search?: string;
  page?: number;
  limit?: number;
};
export type ExportSchoolLeadsApiResponse = /** status 200 CSV, one lead per line, newest first */ string;
export type ExportSchoolLeadsApiArg = {
  schoolId: number;
  status?: LeadStatus;
  type?: LeadType;
  /** First day (YYYY-MM-DD, Las Vegas time), included */
  from?: string;
  /** Last day (YYYY-MM-DD, Las Vegas time), included */
  to?: string;
  /** Part of the parent’s name or e-mail */
  search?: string;
};
export type GetSchoolLeadApiResponse = /** status 200  */ LeadDetailResponse;
export type GetSchoolLeadApiArg = {
  schoolId: number;
  leadId: string;
};
export type ChangeLeadStatusApiResponse = /** status 200  */ LeadDetailResponse;
export type ChangeLeadStatusApiArg = {
  schoolId: number;
  leadId: string;
  changeLeadStatusRequest: ChangeLeadStatusRequest;
};
export type AddLeadNoteApiResponse = /** status 201  */ LeadNoteResponse;
export type AddLeadNoteApiArg = {
  schoolId: number;
  leadId: string;
  addLeadNoteRequest: AddLeadNoteRequest;
};
export type ReplyToLeadApiResponse = /** status 201  */ LeadDetailResponse;
export type ReplyToLeadApiArg = {
  schoolId: number;
  leadId: string;
  leadReplyRequest: LeadReplyRequest;
};
export type RetryLeadReplyMailApiResponse = /** status 200  */ LeadDetailResponse;
export type RetryLeadReplyMailApiArg = {
  schoolId: number;
  leadId: string;
  replyId: string;
};
export type GetSchoolListingConfirmationApiResponse = /** status 200  */ ListingConfirmationResponse;
export type GetSchoolListingConfirmationApiArg = {
  schoolId: number;
};
export type ConfirmSchoolListingApiResponse = /** status 200  */ ListingConfirmationResponse;
export type ConfirmSchoolListingApiArg = {
  schoolId: number;
};
export type ListSchoolOpenHousesApiResponse = /** status 200  */ OwnerOpenHouseResponse[];
export type ListSchoolOpenHousesApiArg = {
  schoolId: number;
};
export type CreateOpenHouseApiResponse = /** status 201  */ OwnerOpenHouseResponse;
export type CreateOpenHouseApiArg = {
  schoolId: number;
  openHouseDetailsRequest: OpenHouseDetailsRequest;
};
export type UpdateOpenHouseApiResponse = /** status 200  */ OwnerOpenHouseResponse;
export type UpdateOpenHouseApiArg = {
  schoolId: number;
  id: string;
  openHouseDetailsRequest: OpenHouseDetailsRequest;
};
export type ListOpenHouseAttendeesApiResponse = /** status 200  */ AttendeeResponse[];
export type ListOpenHouseAttendeesApiArg = {
  schoolId: number;
  id: string;
};
export type ExportOpenHouseAttendeesApiResponse = /** status 200 CSV, one RSVP per line */ string;
export type ExportOpenHouseAttendeesApiArg = {
  schoolId: number;
  id: string;
};
export type CheckInAttendeeApiResponse = /** status 200  */ AttendeeResponse;
export type CheckInAttendeeApiArg = {
  schoolId: number;
  id: string;
  rsvpId: string;
  checkInRequest: CheckInRequest;
};
export type CancelOpenHouseApiResponse = /** status 200  */ OwnerOpenHouseResponse;
export type CancelOpenHouseApiArg = {
  schoolId: number;
  id: string;
};
export type DuplicateOpenHouseApiResponse = /** status 201  */ OwnerOpenHouseResponse;
export type DuplicateOpenHouseApiArg = {
  schoolId: number;
  id: string;
};
export type GetSchoolResponseTimeApiResponse = /** status 200  */ OwnerResponseTimeResponse;
export type GetSchoolResponseTimeApiArg = {
  schoolId: number;
};
export type ListOwnSchoolReviewsApiResponse = /** status 200  */ SchoolReviewsResponse;
export type ListOwnSchoolReviewsApiArg = {
  schoolId: number;
  sort?: ReviewSort;
  /** 1-based page number */
  page?: number;
  /** Reviews per page; values above 100 are capped */
  limit?: number;
};
export type GetOwnSchoolReviewAnalyticsApiResponse = /** status 200  */ SchoolReviewAnalyticsResponse;
export type GetOwnSchoolReviewAnalyticsApiArg = {
  schoolId: number;
};
export type ReplyToReviewApiResponse = /** status 200  */ PublicReviewResponse;
export type ReplyToReviewApiArg = {
  schoolId: number;
  reviewId: string;
  replyToReviewRequest: ReplyToReviewRequest;
};
export type ReportOwnSchoolReviewApiResponse = /** status 201  */ ReviewReportedResponse;
export type ReportOwnSchoolReviewApiArg = {
  schoolId: number;
  reviewId: string;
  reportReviewRequest: ReportReviewRequest;
};
export type GetPortalSubscriptionApiResponse = /** status 200  */ PortalSubscriptionResponse;
export type GetPortalSubscriptionApiArg = {
  schoolId: number;
};
export type ResumeSubscriptionApiResponse = /** status 200  */ ResumeSubscriptionResponse;
export type ResumeSubscriptionApiArg = {
  schoolBillingRequest: SchoolBillingRequest;
};
export type GetSandboxBillingPortalApiResponse = /** status 200  */ SandboxBillingPortalResponse;
export type GetSandboxBillingPortalApiArg = {
  id: string;
};
export type UpdateSandboxCardApiResponse = /** status 200  */ SandboxMessageResponse;
export type UpdateSandboxCardApiArg = {
  id: string;
  sandboxCardUpdateRequest: SandboxCardUpdateRequest;
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
export type AuthenticateSandboxCheckoutApiResponse = /** status 200  */ SandboxPaymentResponse;
export type AuthenticateSandboxCheckoutApiArg = {
  id: string;
  sandboxAuthenticationRequest: SandboxAuthenticationRequest;
};
export type CancelSandboxCheckoutApiResponse = /** status 200  */ SandboxRedirectResponse;
export type CancelSandboxCheckoutApiArg = {
  id: string;
};
export type PaySandboxCheckoutApiResponse = /** status 200  */ SandboxPaymentResponse;
export type PaySandboxCheckoutApiArg = {
  id: string;
  paySandboxCheckoutRequest: PaySandboxCheckoutRequest;
};
export type GetSandboxInvoicePdfApiResponse = unknown;
export type GetSandboxInvoicePdfApiArg = {
  id: string;
};
export type AuthenticateSandboxPaymentApiResponse = /** status 200  */ SandboxPaymentResponse;
export type AuthenticateSandboxPaymentApiArg = {
  authenticateSandboxPaymentRequest: AuthenticateSandboxPaymentRequest;
};
export type ConfirmSandboxPaymentApiResponse = /** status 200  */ SandboxPaymentResponse;
export type ConfirmSandboxPaymentApiArg = {
  confirmSandboxPaymentRequest: ConfirmSandboxPaymentRequest;
};
export type GetSchoolBillingDetailsApiResponse = /** status 200  */ SchoolBillingDetailsResponse;
export type GetSchoolBillingDetailsApiArg = {
  /** Which of the owner's schools (an owner of several switches between them); 403 unless they own it. Default: their oldest link */
  schoolId?: number;
};
export type GetMySchoolApiResponse = /** status 200  */ OwnedSchoolResponse;
export type GetMySchoolApiArg = {
  /** Which of the owner's schools (an owner of several switches between them); 403 unless they own it. Default: their oldest link */
  schoolId?: number;
};
export type ListMyPendingChangesApiResponse = /** status 200  */ PendingChangeResponse[];
export type ListMyPendingChangesApiArg = {
  /** Which of the owner's schools (an owner of several switches between them); 403 unless they own it. Default: their oldest link */
  schoolId?: number;
};
export type WithdrawMyPendingChangeApiResponse = /** status 200  */ PendingChangeResponse;
export type WithdrawMyPendingChangeApiArg = {
  id: number;
};
export type SubmitArticleApiResponse = /** status 201  */ PendingChangeResponse;
export type SubmitArticleApiArg = {
  /** Which of the owner's schools (an owner of several switches between them); 403 unless they own it. Default: their oldest link */
  schoolId?: number;
  submitArticleRequest: SubmitArticleRequest;
};
export type SubmitProfileChangesApiResponse = /** status 201  */ OwnerEditResponse;
export type SubmitProfileChangesApiArg = {
  /** Which of the owner's schools (an owner of several switches between them); 403 unless they own it. Default: their oldest link */
  schoolId?: number;
  submitProfileChangesRequest: SubmitProfileChangesRequest;
};
export type GetDashboardSubscriptionApiResponse = /** status 200  */ DashboardSubscriptionResponse;
export type GetDashboardSubscriptionApiArg = {
  /** Which of the owner's schools (an owner of several switches between them); 403 unless they own it. Default: their oldest link */
  schoolId?: number;
};
export type AnalyticsRangeResponse = {
  from: string;
  to: string;
};
export type SiteDayResponse = {
  clicks: number;
  day: string;
  impressions: number;
  profileViews: number;
  searches: number;
};
export type SchoolLeadTotalResponse = {
  count: number;
  schoolId: number;
  schoolName: string;
};
export type SearchTotalResponse = {
  searches: number;
  /** The search, normalised: "text" and filter=value pairs */
  summary: string;
  /** How many of them found no school */
  zeroResultSearches: number;
};
export type SchoolViewsResponse = {
  profileViews: number;
  schoolId: number;
  schoolName: string;
};
export type AdminAnalyticsResponse = {
  current: AnalyticsRangeResponse;
  daily: SiteDayResponse[];
  days: number;
  lastRolledUpAt: string | null;
  leadsPerSchool: SchoolLeadTotalResponse[];
  /** Searches that returned no school, most frequent first */
  noResultSearches: SearchTotalResponse[];
  topSchools: SchoolViewsResponse[];
  topSearches: SearchTotalResponse[];
};
export type ErrorResponse = {
  /** Failing fields and their messages, for validation errors */
  errors?: {
    [key: string]: string[];
  };
  message: string;
  statusCode: number;
};
export type ReportingWindowDays = 7 | 30 | 90 | 365;
export type AnalyticsRollupResponse = {
  dailyRows: number;
  hourlyRows: number;
  /** Raw events older than 90 days deleted */
  purged: number;
  searchDailyRows: number;
  /** The first hour recomputed */
  since: string;
};
export type ArticleCategory =
  'ADMISSIONS GUIDE' | 'BACK-TO-SCHOOL' | 'PARENT TIPS' | 'ORGANIZATION' | 'LOCAL NEWS' | 'RANKINGS';
export type AdminArticleResponse = {
  /** When the article was archived (unpublished, kept for history); null when it is not */
  archivedAt: string | null;
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
export type AdminCreateArticleRequest = {
  author?: string | null;
  category: ArticleCategory;
  /** Markdown */
  content: string;
  excerpt?: string | null;
  imageUrl?: string | null;
  /** Published at once (true) or saved as a Draft (default) */
  isPublished?: boolean;
  title: string;
};
export type AdminUpdateArticleRequest = {
  author?: string | null;
  category?: ArticleCategory;
  /** Markdown */
  content?: string;
  excerpt?: string | null;
  imageUrl?: string | null;
  /** Published (true) or Draft (false); an archived article cannot be published */
  isPublished?: boolean;
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
  /** On a revert (school.change_reverted): the entry it reverted */
  revertOf: number | null;
  /** The id of the entry that reverted this change */
  revertedBy: number | null;
  /** A school profile change (an owner edit that went live, an approved change, an admin edit) not reverted yet: POST /api/admin/audit-log/{id}/revert can undo it */
  revertible: boolean;
  targetId: string;
  /** The school's name, the article's title, or the school a change or claim is for; null once it is gone */
  targetName: string | null;
  targetType: string;
};
export type AuditLogPageResponse = {
  items: AuditEntryResponse[];
  limit: number;
  page: number;
  total: number;
};
export type AuditActionsResponse = {
  actions: string[];
};
export type RevertedChangeResponse = {
  /** Fields the change set that were changed again since: a later edit wins, they were left as they are */
  changedSince: string[];
  /** The school.change_reverted entry recording this revert */
  revertEntryId: number;
  /** Fields set back to their value before the change (a social link as socialLinks.<network>) */
  reverted: string[];
  /** The audit entry that was reverted */
  revertedEntryId: number;
  schoolId: number;
  /** The school's slug after the revert (a name set back moves it) */
  schoolSlug: string;
};
export type RevertChangeRequest = {
  /** Why the change is set back; e-mailed to the owner who made it and shown in their dashboard's history */
  reason: string;
};
export type ConsoleCompResponse = {
  active: boolean;
  createdAt: string;
  /** Last day of premium (Las Vegas time), included */
  endsOn: string;
  id: number;
  reason: string;
  revokeReason: string | null;
  revokedAt: string | null;
  schoolId: number;
  schoolName: string | null;
};
export type GrantCompRequest = {
  /** Last day of premium (Las Vegas time), included */
  endsOn: string;
  reason: string;
  schoolId: number;
};
export type ExtendCompRequest = {
  /** The new last day (Las Vegas time), included */
  endsOn: string;
};
export type RevokeCompRequest = {
  reason: string;
};
export type ConsoleSubscriptionStatus = 'active' | 'past_due' | 'cancelling' | 'ended';
export type ConsoleSubscriptionResponse = {
  id: number;
  interval: ('monthly' | 'yearly') | null;
  lastPaymentAt: string | null;
  /** Cents */
  lastPaymentCents: number | null;
  nextChargeAt: string | null;
  ownerEmail: string | null;
  planName: string | null;
  /** Cents per interval */
  price: number | null;
  /** The provider's status (active, past_due, unpaid, canceled…) */
  providerStatus: string;
  providerSubscriptionId: string | null;
  schoolId: number | null;
  schoolName: string | null;
  startedAt: string;
  status: ConsoleSubscriptionStatus;
};
export type IssuedRefundResponse = {
  /** Cents given back */
  amountCents: number;
  invoiceId: string;
  refundId: string;
};
export type RefundLastPaymentRequest = {
  /** Cents to give back; without it, all that is left of the last payment */
  amountCents?: number;
  reason: string;
};
export type BillingSummaryResponse = {
  /** Subscriptions that ended since the 1st (Las Vegas time) */
  cancellationsThisMonth: number;
  /** Subscriptions set to end at the close of their period */
  cancellingNow: number;
  /** Subscriptions past due: a failed payment the provider is retrying */
  failedPaymentsWaiting: number;
  /** Monthly recurring revenue, cents (a yearly plan counts a twelfth) */
  mrrCents: number;
  /** MRR now minus MRR 30 days ago, cents */
  mrrChange30dCents: number;
};
export type CatalogueFormat = 'catalogue' | 'nces-pss';
export type CatalogueImportAction = 'create' | 'update' | 'unchanged' | 'refuse' | 'skip';
export type CatalogueImportRow = {
  action: CatalogueImportAction;
  externalId: string | null;
  /** Fields the row sets (create) or changes (update) */
  fields: string[];
  /** Fields edited by hand in the product, left as they are */
  kept: string[];
  /** Line of the file the row starts on (the header is line 1) */
  line: number;
  matchedBy: ('external_id' | 'slug' | 'name') | null;
  name: string;
  /** Why the row is refused or skipped */
  reasons: string[];
  schoolId: number | null;
  slug: string | null;
};
export type CatalogueImportSummary = {
  create: number;
  refuse: number;
  skip: number;
  unchanged: number;
  update: number;
};
export type CatalogueImportResponse = {
  /** True when the schools were written; false for a dry run */
  applied: boolean;
  format: CatalogueFormat;
  rows: CatalogueImportRow[];
  summary: CatalogueImportSummary;
};
export type CatalogueImportUpload = {
  /** The CSV file (catalogue layout or NCES PSS) */
  file: Blob;
};
export type NewerConflictResponse = {
  createdAt: string;
  /** The fields both changes set */
  fields: string[];
  /** The newer change */
  id: number;
  status: 'pending' | 'approved';
};
export type PendingChangeResponse = {
  adminNotes: string | null;
  /** profile_update: only the proposed fields that differ from the live record (socialLinks nested, lists as arrays); article_submission: articleId, title, excerpt, content, category, author */
  changeData: {
    [key: string]: any;
  };
  changeType: 'profile_update' | 'article_submission';
  /** When the change was submitted */
  createdAt: string;
  /** profile_update: the live value now of each field in changeData (the "old" of old → new; after approval it equals the new value); null for article_submission */
  currentValues: {
    [key: string]: any;
  } | null;
  id: number;
  /** A pending profile update only: newer pending or approved changes of the school that set some of its fields; approving this one would overwrite them */
  newerConflicts: NewerConflictResponse[];
  /** The admin's reason for the revert */
  revertReason: string | null;
  /** An approved change an admin set back since (the owner sees Reverted by the team) */
  revertedAt: string | null;
  reviewedAt: string | null;
  reviewedBy: string | null;
  schoolId: number;
  schoolName: string;
  /** withdrawn: the owner took it back before a decision */
  status: 'pending' | 'approved' | 'rejected' | 'withdrawn';
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
export type ConflictingOwnerResponse = {
  email: string;
  name: string;
};
export type ClaimConflictResponse = {
  owners: ConflictingOwnerResponse[];
  schoolId: number;
  schoolName: string;
};
export type ClaimNamedSchoolResponse = {
  id: number;
  /** Address, city and ZIP code */
  location: string;
  name: string;
};
export type ClaimRequestResponse = {
  adminNotes: string | null;
  /** A pending claim for a school that already has an active owner: who owns it */
  conflict: ClaimConflictResponse | null;
  createdAt: string;
  email: string;
  firstName: string;
  id: number;
  lastName: string;
  /** Name of the linked school once approved */
  linkedSchoolName: string | null;
  message: string;
  /** A pending claim: the one directory listing of the claim's school name (null: none, or several) */
  namedSchool: ClaimNamedSchoolResponse | null;
  paymentCompletedAt: string | null;
  /** provider: a verified payment webhook; manual: marked by an admin */
  paymentSource: ('provider' | 'manual') | null;
  /** not_required: the school the claim names already pays, so the claim was recorded without a checkout */
  paymentStatus: 'pending' | 'completed' | 'not_required';
  phone: string;
  planInterval: ('monthly' | 'yearly') | null;
  planName: string | null;
  position: string;
  /** The payment provider's refund of this claim's payment */
  refundId: string | null;
  /** Cents refunded */
  refundedAmount: number | null;
  refundedAt: string | null;
  reviewedAt: string | null;
  reviewedBy: string | null;
  schoolId: number | null;
  schoolName: string;
  status: 'pending' | 'approved' | 'rejected';
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
export type NewSchoolFromClaimRequest = {
  address: string;
  city: string;
  email?: string;
  grades: string;
  /** Defaults to the claim's school name */
  name?: string;
  phone?: string;
  schoolType: SchoolType;
  website?: string;
  zipCode: string;
};
export type ApproveClaimRequest = {
  /** The admin's 'Add as co-owner': required (true) when the school already has an active owner; without it that approval answers 409 */
  confirmCoOwner?: boolean;
  /** Create the listing from the claim instead */
  createSchool?: NewSchoolFromClaimRequest;
  notes?: string;
  /** The existing school the claim is for */
  schoolId?: number;
};
export type ClaimConflictCheckResponse = {
  /** null: nobody else owns that school */
  conflict: ClaimConflictResponse | null;
};
export type UpdateClaimPaymentStatusRequest = {
  status: 'completed';
};
export type ClaimRejectedResponse = {
  claim: ClaimRequestResponse;
  message: string;
};
export type RejectClaimRequest = {
  notes: string;
};
export type ContactAssigneeResponse = {
  id: string;
  name: string;
};
export type ContactMailDeliveryResponse = {
  attempts: number;
  failedAt: string | null;
  /** Why the last attempt failed */
  lastError: string | null;
  recipient: string | null;
  sentAt: string | null;
  /** queued: waiting for its first attempt; retrying: an attempt failed and more follow; sent; failed: every attempt failed (Retry reopens it); missing: no such mail */
  state: 'queued' | 'retrying' | 'sent' | 'failed' | 'missing';
};
export type ContactReplyResponse = {
  authorName: string;
  body: string;
  createdAt: string;
  /** The reply’s mail to the sender */
  delivery: ContactMailDeliveryResponse;
  id: string;
};
export type ContactInboxMessageResponse = {
  assignee: ContactAssigneeResponse | null;
  /** The sender's confirmation */
  confirmation: ContactMailDeliveryResponse;
  createdAt: string;
  email: string;
  firstName: string;
  id: string;
  lastName: string;
  message: string;
  /** The team’s notes (never sent) */
  notes: string | null;
  /** The notification to the site inbox */
  notification: ContactMailDeliveryResponse;
  phone: string | null;
  /** Replies sent from the inbox, oldest first */
  replies: ContactReplyResponse[];
  status: 'new' | 'answered' | 'closed';
  /** Stored value, e.g. school-search */
  subject: string;
  subjectLabel: string;
};
export type ContactInboxPageResponse = {
  items: ContactInboxMessageResponse[];
  limit: number;
  page: number;
  total: number;
};
export type UpdateContactMessageRequest = {
  /** An active admin’s user id; null: nobody */
  assigneeId?: string | null;
  notes?: string | null;
};
export type ContactReplyRequest = {
  body: string;
};
export type SetContactStatusRequest = {
  status: 'new' | 'answered' | 'closed';
};
export type CorrectableField =
  'name' | 'address' | 'city' | 'zipCode' | 'phone' | 'email' | 'website' | 'grades' | 'tuitionMin' | 'tuitionMax';
export type CorrectionStatus = 'open' | 'accepted' | 'declined';
export type SchoolCorrectionResponse = {
  createdAt: string;
  /** The listing’s value when the family wrote */
  currentValue: string | null;
  decidedAs?: ('owner' | 'admin') | null;
  decidedAt?: string | null;
  declineReason?: string | null;
  /** Whether the family left an e-mail to hear the outcome (the address is not shown) */
  familyWillBeTold: boolean;
  field: CorrectableField;
  fieldLabel: string;
  id: string;
  note: string | null;
  /** An owner may accept it (false: the field is checked by the directory team) */
  ownerMayAccept: boolean;
  schoolId: number;
  schoolName: string;
  schoolSlug: string;
  status: CorrectionStatus;
  suggestedValue: string;
};
export type DeclineCorrectionRequest = {
  /** Told to the family if they gave an e-mail */
  reason: string;
};
export type CostSchedulesImportAction = 'create' | 'update' | 'unchanged' | 'skip';
export type CostSchedulesImportRow = {
  action: CostSchedulesImportAction;
  /** Line of the file the row starts on (the header is line 1) */
  line: number;
  schoolName: string | null;
  slug: string;
};
export type CostSchedulesImportSummary = {
  create: number;
  /** Rows with every schedule cell empty: left as they are */
  skip: number;
  unchanged: number;
  update: number;
};
export type CostSchedulesImportResponse = {
  /** True once written */
  applied: boolean;
  rows: CostSchedulesImportRow[];
  summary: CostSchedulesImportSummary;
};
export type CostSchedulesImportUpload = {
  /** The cost schedules CSV (the export’s layout) */
  file: Blob;
};
export type AdminSchoolLeadsResponse = {
  lastLeadAt: string | null;
  newCount: number;
  /** Still new after 48 hours */
  overdueCount: number;
  /** The school has no active owner and no e-mail: its requests were mailed to nobody, so the operator answers those families */
  reachesNobody: boolean;
  schoolId: number;
  schoolName: string;
  schoolSlug: string;
  /** Caught by the spam filter or marked by an admin */
  spamCount: number;
  /** All leads but spam */
  total: number;
};
export type AdminLeadSummaryPageResponse = {
  items: AdminSchoolLeadsResponse[];
  limit: number;
  page: number;
  /** Schools with at least one lead (spam included) */
  total: number;
};
export type PreferredPeriod = 'morning' | 'afternoon';
export type PreferredTimeResponse = {
  date: string;
  period: PreferredPeriod;
};
export type LeadStatus = 'new' | 'contacted' | 'tour_scheduled' | 'toured' | 'applied' | 'enrolled' | 'closed' | 'spam';
export type LeadType = 'information' | 'tour' | 'open_house';
export type LeadResponse = {
  childGrade: string;
  closedReason: ('enrolled_elsewhere' | 'no_response' | 'not_a_fit' | 'spam') | null;
  createdAt: string;
  /** Empty once erased */
  email: string;
  /** Set once personal data was erased */
  erasedAt?: string | null;
  firstRespondedAt: string | null;
  id: string;
  /** The school year the family chose; null for an open-house RSVP (its form asks none) */
  intendedStart: string | null;
  /** Empty once erased */
  message: string;
  /** The family asked for the school's newsletter */
  newsletter: boolean;
  /** Still new more than 48 hours after it arrived */
  overdue: boolean;
  /** Empty once erased */
  parentFirstName: string;
  /** Empty once erased */
  parentLastName: string;
  phone: string | null;
  preferredTimes: PreferredTimeResponse[];
  schoolId: number;
  /** The page the request was sent from; null for an open-house RSVP (not known) */
  sourcePage: string | null;
  status: LeadStatus;
  type: LeadType;
};
export type IgnoredListingRemindersResponse = {
  lastConfirmedAt: string | null;
  lastReminderAt: string;
  /** The active owners’ e-mail addresses */
  ownerEmails: string[];
  /** Reminders sent since the last confirmation */
  remindersSent: number;
  schoolId: number;
  schoolName: string;
  schoolSlug: string;
};
export type ListingRemindersRunResponse = {
  /** How many schools were reminded (none when no period is due) */
  remindedSchools: number;
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
export type NeighborhoodProfileRequest = {
  averageClassSize?: number | null;
  averageCommute?: number | null;
  averageFamilySize?: number | null;
  averageTuitionMax?: number | null;
  averageTuitionMin?: number | null;
  city: string;
  collegeReadinessRate?: number | null;
  costOfLivingIndex?: number | null;
  crimeRating?: ('A+' | 'A' | 'A-' | 'B+' | 'B' | 'B-' | 'C+' | 'C' | 'C-' | 'D+' | 'D' | 'D-' | 'F') | null;
  description?: string | null;
  diversityIndex?: number | null;
  extracurricularOpportunities?: string[];
  familyFriendlyRating?: ('A+' | 'A' | 'A-' | 'B+' | 'B' | 'B-' | 'C+' | 'C' | 'C-' | 'D+' | 'D' | 'D-' | 'F') | null;
  imageUrl?: string | null;
  kidsUnder18Percentage?: number | null;
  medianHomeValue?: number | null;
  medianHouseholdIncome?: number | null;
  name: string;
  nearbyAmenities?: string[];
  parentEducationLevel?: string | null;
  population?: number | null;
  privateSchoolEnrollmentRate?: number | null;
  publicSchoolRating?: ('A+' | 'A' | 'A-' | 'B+' | 'B' | 'B-' | 'C+' | 'C' | 'C-' | 'D+' | 'D' | 'D-' | 'F') | null;
  /** The day the ratings were true of (YYYY-MM-DD); the public pages show them only with a source and this date */
  ratingsAsOf?: string | null;
  ratingsSource?: string | null;
  recreationOptions?: string[];
  seniorPopulationPercentage?: number | null;
  teacherStudentRatio?: string | null;
  transportationOptions?: string[];
  walkabilityScore?: number | null;
  weatherRating?: ('A+' | 'A' | 'A-' | 'B+' | 'B' | 'B-' | 'C+' | 'C' | 'C-' | 'D+' | 'D' | 'D-' | 'F') | null;
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
export type ScholarshipRulesRequest = {
  /** The date the figures were checked against the source */
  checkedOn: string;
  /** Yearly household income limit in whole dollars for household sizes 1 to 12, in that order */
  incomeLimits: number[];
  /** Maximum award per student for the year, whole dollars */
  maxAward: number;
  schoolYear: string;
  sourceUrl: string;
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
export type AddValleyPlaceRequest = {
  latitude: number;
  longitude: number;
  name: string;
};
export type ReviewQueueResponse = {
  /** Owners' profile changes and guest articles waiting for review */
  changesAwaitingReview: number;
  /** Undecided claims that are paid or need no payment */
  claimsAwaitingReview: number;
};
export type ReviewAspectsResponse = {
  academics: number;
  /** Communication with families */
  communication: number;
  community: number;
  teachers: number;
};
export type ReviewHoldReason =
  'profanity' | 'email_address' | 'phone_number' | 'link' | 'same_text_other_schools' | 'burst_for_school';
export type HoldReasonResponse = {
  code: ReviewHoldReason;
  label: string;
};
export type ReviewGuideline =
  'threats' | 'hate' | 'personal_data' | 'advertising' | 'not_first_hand' | 'undisclosed_conflict_of_interest';
export type ReviewReporterKind = 'owner' | 'visitor';
export type QueueReportResponse = {
  createdAt: string;
  guideline: ReviewGuideline;
  guidelineLabel: string;
  note: string | null;
  reporterKind: ReviewReporterKind;
};
export type ReviewRelationship = 'current_parent' | 'former_parent' | 'student' | 'alumnus' | 'staff_or_relative';
export type ReviewReplyStatus = 'published' | 'held';
export type AdminReviewReplyResponse = {
  holdReasons: HoldReasonResponse[];
  status: ReviewReplyStatus;
  text: string;
};
export type SchoolYearsResponse = {
  /** Start year of the first school year covered (2022 = 2022-23) */
  from: number;
  /** Start year of the last school year covered */
  to: number;
};
export type ReviewStatus = 'unconfirmed' | 'held' | 'published' | 'removed';
export type AdminReviewResponse = {
  aspects: ReviewAspectsResponse;
  body: string;
  confirmedAt?: string | null;
  displayName: string;
  email: string | null;
  holdReasons: HoldReasonResponse[];
  id: string;
  openReports: QueueReportResponse[];
  overall: number;
  publishedAt?: string | null;
  relationship: ReviewRelationship;
  relationshipLabel: string;
  reply: AdminReviewReplyResponse | null;
  schoolId: number;
  schoolName: string;
  schoolYears: SchoolYearsResponse;
  status: ReviewStatus;
  title: string;
};
export type AdminReviewPageResponse = {
  items: AdminReviewResponse[];
  limit: number;
  page: number;
  total: number;
};
export type ReviewQueue = 'open' | 'held' | 'reported';
export type RemovedReviewCountResponse = {
  count: number;
  label: string;
  reason: ReviewGuideline;
};
export type ModerationVolumesResponse = {
  /** Held by an automatic check (at confirmation or after an edit) */
  autoHeld: number;
  /** Reviews confirmed by their writer */
  confirmed: number;
  /** First Las Vegas day counted */
  from: string;
  /** First publications (automatic or by an admin) */
  published: number;
  /** Removed by an admin, all guidelines */
  removed: number;
  /** Every guideline, in the published order */
  removedByReason: RemovedReviewCountResponse[];
  /** Owners' and visitors' reports */
  reportsReceived: number;
  /** Reports closed by an admin decision */
  reportsResolved: number;
  /** Reviews written (before the e-mail confirmation) */
  submitted: number;
  /** Last Las Vegas day counted (inclusive) */
  to: string;
};
export type ReviewModerationVolumesResponse = {
  /** The last 30 Las Vegas days, today included */
  lastDays: ModerationVolumesResponse;
  /** The last 12 weeks (Monday to Sunday), oldest first */
  weeks: ModerationVolumesResponse[];
};
export type ReviewDecisionResponse = {
  id: string;
  removalReason:
    | ('threats' | 'hate' | 'personal_data' | 'advertising' | 'not_first_hand' | 'undisclosed_conflict_of_interest')
    | null;
  replyStatus: ('published' | 'held') | null;
  status: ReviewStatus;
};
export type RemoveReviewRequest = {
  /** The published reason */
  reason: ReviewGuideline;
};
export type ApplicationDeadlineResponse = {
  /** Las Vegas date (YYYY-MM-DD); passed from the next day */
  deadline: string;
  /** First calendar year of the school year a child starts (2027 = 2027-28) */
  entryYear: number;
  label: string | null;
};
export type OpeningGrade = 'PK' | 'K' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | '11' | '12';
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
export type SocialLinksResponse = {
  facebook?: string;
  instagram?: string;
  linkedin?: string;
  twitter?: string;
  youtube?: string;
};
export type AdminSchoolResponse = {
  academicNotes: string | null;
  additionalImages: string[];
  address: string;
  /** Deadlines, financial aid, openings, scholarship */
  admissions: AdmissionsFactsResponse;
  /** When the listing was archived (hidden and kept for history); null when it is not */
  archivedAt: string | null;
  city: string;
  description: string | null;
  email: string | null;
  features: string[];
  /** Grades as the school writes them, e.g. "K-12" */
  grades: string;
  id: number;
  /** Hero image path; null shows the placeholder */
  imageUrl: string | null;
  isActive: boolean;
  isPremium: boolean;
  latitude: number | null;
  /** Street address, city and ZIP code in one line */
  location: string;
  longitude: number | null;
  name: string;
  neighborhoodId: number | null;
  phone: string | null;
  religiousAffiliation: string | null;
  schoolType: SchoolType;
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
export type AdminSchoolPageResponse = {
  items: AdminSchoolResponse[];
  limit: number;
  page: number;
  total: number;
};
export type SocialLinksRequest = {
  facebook?: string | null;
  instagram?: string | null;
  linkedin?: string | null;
  twitter?: string | null;
  youtube?: string | null;
};
export type AdminCreateSchoolRequest = {
  academicNotes?: string | null;
  additionalImages?: string[];
  address: string;
  city: string;
  description?: string | null;
  email?: string | null;
  /** Enrollment, as the school reports it; shown beside the NCES survey's figure */
  enrollment?: number | null;
  features?: string[];
  grades: string;
  imageUrl?: string | null;
  /** Live at once (true) or saved as a Draft (default) */
  isActive?: boolean;
  /** Places the school on the map; must be in the Las Vegas valley */
  latitude?: number | null;
  /** Places the school on the map; must be in the Las Vegas valley */
  longitude?: number | null;
  name: string;
  /** Id of a neighborhood (GET /api/neighborhoods) */
  neighborhoodId?: number | null;
  phone?: string | null;
  religiousAffiliation?: string | null;
  schoolType: SchoolType;
  socialLinks?: SocialLinksRequest;
  /** Full-time-equivalent teachers, as the school reports it; shown beside the NCES survey's figure */
  teachersFte?: number | null;
  /** Maximum tuition in whole dollars per year */
  tuitionMax?: number | null;
  /** Minimum tuition in whole dollars per year */
  tuitionMin?: number | null;
  videoUrls?: string[];
  website?: string | null;
  zipCode: string;
};
export type ApplicationDeadlineRequest = {
  /** Las Vegas date; passed the day after */
  deadline: string;
  /** First calendar year of the school year a child starts (2027 = 2027-28) */
  entryYear: number;
  label?: string | null;
};
export type GradeOpeningsRequest = {
  '1'?: OpeningStatus;
  '2'?: OpeningStatus;
  '3'?: OpeningStatus;
  '4'?: OpeningStatus;
  '5'?: OpeningStatus;
  '6'?: OpeningStatus;
  '7'?: OpeningStatus;
  '8'?: OpeningStatus;
  '9'?: OpeningStatus;
  '10'?: OpeningStatus;
  '11'?: OpeningStatus;
  '12'?: OpeningStatus;
  K?: OpeningStatus;
  PK?: OpeningStatus;
};
export type AdminUpdateSchoolRequest = {
  academicNotes?: string | null;
  /** 'Accepts the Nevada Opportunity Scholarship' */
  acceptsOpportunityScholarship?: boolean;
  additionalImages?: string[];
  address?: string;
  /** The whole list (replaces the stored one); [] clears it */
  applicationDeadlines?: ApplicationDeadlineRequest[];
  city?: string;
  description?: string | null;
  email?: string | null;
  /** Enrollment, as the school reports it; shown beside the NCES survey's figure */
  enrollment?: number | null;
  features?: string[];
  financialAidDeadline?: string | null;
  financialAidProvider?: string | null;
  /** Status per grade (PK, K, 1..12); a grade left out has no status shown. Replaces the stored map */
  gradeOpenings?: GradeOpeningsRequest;
  grades?: string;
  imageUrl?: string | null;
  /** Places the school on the map; must be in the Las Vegas valley */
  latitude?: number | null;
  /** Places the school on the map; must be in the Las Vegas valley */
  longitude?: number | null;
  name?: string;
  /** Id of a neighborhood (GET /api/neighborhoods) */
  neighborhoodId?: number | null;
  phone?: string | null;
  religiousAffiliation?: string | null;
  schoolType?: SchoolType;
  socialLinks?: SocialLinksRequest;
  /** Full-time-equivalent teachers, as the school reports it; shown beside the NCES survey's figure */
  teachersFte?: number | null;
  /** Maximum tuition in whole dollars per year */
  tuitionMax?: number | null;
  /** Minimum tuition in whole dollars per year */
  tuitionMin?: number | null;
  videoUrls?: string[];
  website?: string | null;
  zipCode?: string;
};
export type ToggleSchoolStatusRequest = {
  /** true = Live, false = Draft; omitted = flip */
  isActive?: boolean;
};
export type AdminUserSchoolResponse = {
  id: number;
  name: string;
  slug: string;
};
export type AdminUserResponse = {
  createdAt: string;
  email: string;
  firstName: string | null;
  /** false until the person set a password through their link */
  hasPassword: boolean;
  id: string;
  /** false once an admin disabled the account */
  isActive: boolean;
  lastName: string | null;
  lastSignInAt: string | null;
  role: 'user' | 'school_admin' | 'admin' | 'super_admin';
  /** The schools the account actively manages */
  schools: AdminUserSchoolResponse[];
};
export type AdminUserPageResponse = {
  items: AdminUserResponse[];
  limit: number;
  page: number;
  total: number;
};
export type InviteUserRequest = {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  /** admin: a new administrator; school_admin: an owner of schoolId */
  role: 'admin' | 'school_admin';
  /** Required for school_admin */
  schoolId?: number;
};
export type ChangeUserRoleRequest = {
  role: 'user' | 'school_admin' | 'admin' | 'super_admin';
};
export type SchoolLinkRequest = {
  schoolId: number;
};
export type PlanChangeResponse = {
  message: string;
  planId: number;
};
export type ConfirmPlanChangeRequest = {
  /** The plan to switch to */
  planId: number;
  /** The preview's `prorationDate`: the switch is prorated for that instant, as shown */
  prorationDate: string;
  schoolId: number;
};
export type PlanChangePreviewResponse = {
  /** Cents charged now to the card on file */
  amountDueNowCents: number;
  /** Cents of credit left for later invoices */
  creditCarriedCents: number;
  interval: 'monthly' | 'yearly';
  /** Cents the new plan charges per period */
  newPriceCents: number;
  nextChargeAt: string | null;
  planId: number;
  planName: string;
  prorationDate: string;
  /** Cents credited for the unused part of the current period */
  unusedTimeCreditCents: number;
};
export type PlanChangeRequest = {
  /** The plan to switch to */
  planId: number;
  schoolId: number;
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
export type ClaimCheckoutStatusResponse = {
  /** paid: the provider's verified webhook recorded the payment; pending: not yet; unknown: no claim has this checkout */
  status: 'paid' | 'pending' | 'unknown';
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
export type LeadReplyTemplateResponse = {
  body: string;
  id: string;
  name: string;
  updatedAt: string;
};
export type LeadReplyTemplateRequest = {
  /** {firstName} and {schoolName} are filled in when the template is put in a reply */
  body: string;
  name: string;
};
export type UpdateLeadReplyTemplateRequest = {
  body?: string;
  name?: string;
};
export type SchoolLeadCountResponse = {
  /** Leads still new */
  newCount: number;
  schoolId: number;
  schoolName: string;
  /** All leads but spam */
  total: number;
};
export type OwnedSchoolResponse = {
  academicNotes: string | null;
  additionalImages: string[];
  address: string;
  /** Deadlines, financial aid, openings, scholarship */
  admissions: AdmissionsFactsResponse;
  city: string;
  createdAt: string;
  description: string | null;
  email: string | null;
  /** The school's own enrollment figure */
  enrollment: number | null;
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
  schoolType: SchoolType;
  /** Public address part: /schools/{slug} */
  slug: string;
  socialLinks: SocialLinksResponse | null;
  subscriptionStatus: string;
  /** The school's own full-time-equivalent teachers */
  teachersFte: number | null;
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
export type ReviewedField =
  | 'name'
  | 'address'
  | 'city'
  | 'zipCode'
  | 'schoolType'
  | 'religiousAffiliation'
  | 'latitude'
  | 'longitude'
  | 'additionalImages'
  | 'videoUrls'
  | 'socialLinks';
export type OwnerEditResponse = {
  /** The pending change holding the reviewed fields */
  pendingChangeId: number | null;
  /** Fields applied at once */
  publishedFields: string[];
  /** Fields waiting for an admin to approve */
  reviewedFields: ReviewedField[];
  /** The listing as it is live now */
  school: OwnedSchoolResponse;
};
export type UpdatePortalSchoolRequest = {
  academicNotes?: string | null;
  /** 'Accepts the Nevada Opportunity Scholarship' */
  acceptsOpportunityScholarship?: boolean;
  additionalImages?: string[];
  address?: string;
  /** The whole list (replaces the stored one); [] clears it */
  applicationDeadlines?: ApplicationDeadlineRequest[];
  city?: string;
  description?: string | null;
  email?: string | null;
  /** Enrollment, as the school reports it; shown beside the NCES survey's figure */
  enrollment?: number | null;
  features?: string[];
  financialAidDeadline?: string | null;
  financialAidProvider?: string | null;
  /** Status per grade (PK, K, 1..12); a grade left out has no status shown. Replaces the stored map */
  gradeOpenings?: GradeOpeningsRequest;
  grades?: string;
  /** The school id, as the form carries it; must match the path when sent */
  id?: number;
  /** Places the school on the map; must be in the Las Vegas valley */
  latitude?: number | null;
  /** Places the school on the map; must be in the Las Vegas valley */
  longitude?: number | null;
  name?: string;
  phone?: string | null;
  religiousAffiliation?: string | null;
  schoolType?: SchoolType;
  socialLinks?: SocialLinksRequest;
  /** Full-time-equivalent teachers, as the school reports it; shown beside the NCES survey's figure */
  teachersFte?: number | null;
  /** Maximum tuition in whole dollars per year */
  tuitionMax?: number | null;
  /** Minimum tuition in whole dollars per year */
  tuitionMin?: number | null;
  videoUrls?: string[];
  website?: string | null;
  zipCode?: string;
};
export type KindCountResponse = {
  count: number;
  kind: string;
};
export type ProfileConversionResponse = {
  /** requests ÷ visitors in percent, one decimal; null below 20 visitors or when requests exceed visitors (show the counts) */
  percent: number | null;
  /** Information and tour requests sent with the profile page's form (RSVPs not counted) */
  requests: number;
  /** Unique visitors of the profile page */
  visitors: number;
};
export type SchoolDayResponse = {
  clicks: number;
  /** Times a family added the school to a comparison */
  compareAdds: number;
  day: string;
  impressions: number;
  leads: number;
  profileViews: number;
  /** Times a family put the school on their shortlist */
  shortlistAdds: number;
};
export type TypeCountResponse = {
  count: number;
  type: string;
};
export type PeerComparisonResponse = {
  /** Active premium schools of this type (this one included) */
  groupSize: number;
  /** null below 5 schools */
  medianLeads: number | null;
  /** null below 5 schools */
  medianProfileViews: number | null;
  schoolType: string | null;
};
export type ReferrerClass = 'search' | 'social' | 'direct' | 'internal' | 'other';
export type ReferrerCountResponse = {
  /** Profile views from this class */
  count: number;
  referrerClass: ReferrerClass;
};
export type AnalyticsMetric =
  'impressions' | 'profileViews' | 'uniqueProfileViews' | 'clicks' | 'leads' | 'shortlistAdds' | 'compareAdds';
export type MetricDeltaResponse = {
  /** Change in percent; null when the previous period had none */
  changePercent: number | null;
  current: number;
  metric: AnalyticsMetric;
  previous: number;
};
export type SchoolAnalyticsResponse = {
  clicksByKind: KindCountResponse[];
  /** Of the profile's unique visitors, how many sent a request from it */
  conversion: ProfileConversionResponse;
  current: AnalyticsRangeResponse;
  daily: SchoolDayResponse[];
  days: number;
  /** When the figures were last rolled up */
  lastRolledUpAt: string | null;
  leadsByType: TypeCountResponse[];
  medianFirstResponseMinutes: number | null;
  peers: PeerComparisonResponse;
  previous: AnalyticsRangeResponse;
  referrers: ReferrerCountResponse[];
  schoolId: number;
  totals: MetricDeltaResponse[];
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
export type OwnerCostScheduleResponse = {
  schedule: CostScheduleResponse | null;
};
export type CostScheduleRequest = {
  /** null: the school offers no tuition assistance */
  assistance: TuitionAssistanceDto | null;
  fees: CostFeeDto[];
  paymentPlans: PaymentPlan[];
  schoolYear: string;
  secondChildDiscount: SiblingDiscountDto | null;
  /** For the third child and each after */
  thirdChildDiscount: SiblingDiscountDto | null;
  tuitionBands: TuitionBandDto[];
};
export type LeadNotificationMode = 'immediate' | 'daily_summary';
export type LeadNotificationSettingResponse = {
  /** immediate: an e-mail for each new lead or RSVP; daily_summary: one e-mail per Las Vegas day listing them */
  mode: LeadNotificationMode;
};
export type LeadNotificationSettingRequest = {
  /** immediate: an e-mail for each new lead or RSVP; daily_summary: one e-mail per Las Vegas day listing them */
  mode: LeadNotificationMode;
};
export type LeadListResponse = {
  leads: LeadResponse[];
  limit: number;
  /** The school's leads still new, whatever the filters (spam never counts) */
  newCount: number;
  page: number;
  /** Leads matching the filters over all pages */
  total: number;
};
export type LeadHistoryEntryResponse = {
  actorName: string;
  closedReason: ('enrolled_elsewhere' | 'no_response' | 'not_a_fit' | 'spam') | null;
  createdAt: string;
  fromStatus: LeadStatus;
  id: string;
  toStatus: LeadStatus;
};
export type LeadNoteResponse = {
  authorName: string;
  createdAt: string;
  id: string;
  /** Empty once the lead was erased */
  text: string;
};
export type LeadMailState = 'queued' | 'retrying' | 'sent' | 'failed' | 'missing';
export type LeadMailDeliveryResponse = {
  /** Why the last attempt failed */
  lastError: string | null;
  sentAt: string | null;
  /** queued: waiting for its first attempt; retrying: an attempt failed and more follow; sent; failed: every attempt failed (Retry reopens it); missing: no such mail (erased) */
  state: LeadMailState;
};
export type LeadReplyResponse = {
  authorName: string;
  /** Empty once the lead was erased */
  body: string;
  createdAt: string;
  delivery: LeadMailDeliveryResponse;
  id: string;
};
export type LeadDetailResponse = {
  childGrade: string;
  closedReason: ('enrolled_elsewhere' | 'no_response' | 'not_a_fit' | 'spam') | null;
  /** When the family ticked the consent line */
  consentedAt: string;
  createdAt: string;
  /** Empty once erased */
  email: string;
  /** Set once personal data was erased */
  erasedAt?: string | null;
  /** The first reply sent from the inbox (what the public response time counts) */
  firstRepliedAt: string | null;
  firstRespondedAt: string | null;
  history: LeadHistoryEntryResponse[];
  id: string;
  /** The school year the family chose; null for an open-house RSVP (its form asks none) */
  intendedStart: string | null;
  /** Empty once erased */
  message: string;
  /** The family asked for the school's newsletter */
  newsletter: boolean;
  notes: LeadNoteResponse[];
  /** Still new more than 48 hours after it arrived */
  overdue: boolean;
  /** Empty once erased */
  parentFirstName: string;
  /** Empty once erased */
  parentLastName: string;
  phone: string | null;
  preferredTimes: PreferredTimeResponse[];
  /** The replies sent from the inbox, oldest first */
  replies: LeadReplyResponse[];
  schoolId: number;
  /** The page the request was sent from; null for an open-house RSVP (not known) */
  sourcePage: string | null;
  status: LeadStatus;
  type: LeadType;
};
export type LeadClosedReason = 'enrolled_elsewhere' | 'no_response' | 'not_a_fit' | 'spam';
export type LeadPipelineStatus = 'new' | 'contacted' | 'tour_scheduled' | 'toured' | 'applied' | 'enrolled' | 'closed';
export type ChangeLeadStatusRequest = {
  /** Required with status closed, refused otherwise */
  closedReason?: LeadClosedReason | null;
  status: LeadPipelineStatus;
};
export type AddLeadNoteRequest = {
  text: string;
};
export type LeadReplyRequest = {
  body: string;
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
export type OpenHouseStatus = 'scheduled' | 'cancelled';
export type OwnerOpenHouseResponse = {
  /** In person: the campus address */
  address: string | null;
  capacity: number;
  /** RSVPs checked in */
  checkedInCount: number;
  /** Seats taken by confirmed RSVPs */
  confirmedCount: number;
  description: string;
  durationMinutes: number;
  endsAt: string;
  format: OpenHouseFormat;
  gradeMax: number;
  gradeMin: number;
  grades: string;
  id: string;
  /** What the owner entered as the place on campus */
  location: string | null;
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
  /** RSVPs on the waitlist */
  waitlistCount: number;
};
export type OpenHouseDetailsRequest = {
  capacity: number;
  description: string;
  durationMinutes: number;
  format: OpenHouseFormat;
  /** Last grade it is for (Pre-K = -1, K = 0) */
  gradeMax: number;
  /** First grade it is for (Pre-K = -1, K = 0) */
  gradeMin: number;
  /** In person: where on campus (e.g. "Main gym"); the school address is always shown */
  location?: string | null;
  /** Start as Las Vegas wall time (America/Los_Angeles), YYYY-MM-DDTHH:mm */
  startsAtLocal: string;
  title: string;
  virtualUrl?: string | null;
};
export type RsvpStatus = 'confirmed' | 'waitlisted' | 'cancelled';
export type AttendeeResponse = {
  checkedInAt: string | null;
  childGrade: string;
  createdAt: string;
  /** Empty once erased (retention) */
  email: string;
  erased: boolean;
  id: string;
  /** Empty once erased (retention) */
  name: string;
  partySize: number;
  status: RsvpStatus;
};
export type CheckInRequest = {
  checkedIn: boolean;
};
export type OwnerResponseTimeResponse = {
  answered: string;
  /** Median business minutes to the first reply */
  medianBusinessMinutes: number | null;
  /** Requests needed before families see the line */
  minRequests: number;
  /** How many of them got a reply sent from the inbox */
  replied: number;
  /** Information and tour requests in the last 90 days */
  requests: number;
  /** Families see the line on the school page */
  shown: boolean;
  usually: string | null;
  /** Days the figures cover */
  windowDays: number;
};
export type ReviewReplyResponse = {
  /** held: owners and admins only */
  status: ReviewReplyStatus;
  /** Shown as 'Response from {school}' */
  text: string;
  updatedAt: string;
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
export type ReviewMonthResponse = {
  /** Average overall rating of the counted reviews, one decimal; null without any */
  averageRating: number | null;
  /** Of those, the ones the rating is made of (insiders are not counted) */
  countedReviews: number;
  /** Las Vegas month (YYYY-MM) */
  month: string;
  /** Reviews first published that month and published now (insiders included) */
  reviews: number;
};
export type SchoolReviewAnalyticsResponse = {
  /** The last 12 Las Vegas months, oldest first */
  months: ReviewMonthResponse[];
};
export type ReplyToReviewRequest = {
  text: string;
};
export type ReviewReportedResponse = {
  /** The report is in the admin queue; the review stays up meanwhile */
  reported: boolean;
};
export type ReportReviewRequest = {
  /** The guideline it breaks */
  guideline: ReviewGuideline;
  note?: string | null;
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
export type ResumeSubscriptionResponse = {
  message: string;
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
export type SandboxMessageResponse = {
  message: string;
};
export type SandboxCardUpdateRequest = {
  /** 4242 4242 4242 4242 pays; 4000 0000 0000 0002 declines; 4000 0025 0000 3155 asks for authentication */
  cardNumber: string;
};
export type SandboxPortalActionRequest = {
  action: 'cancel' | 'resume' | 'end-now' | 'advance-clock';
};
export type SandboxCheckoutResponse = {
  /** Cents */
  amount: number;
  /** A card asked for authentication: the page shows the TEST MODE authentication step */
  awaitingAuthentication: boolean;
  cancelUrl: string;
  customerEmail: string;
  id: string;
  interval: 'monthly' | 'yearly';
  planName: string;
  status: 'open' | 'complete' | 'expired';
  /** Where a paid checkout returns to */
  successUrl: string;
};
export type SandboxPaymentResponse = {
  /** Stripe's wording, e.g. 'Your card was declined.' */
  message: string;
  /** Hosted checkout: where the browser goes after paying; null while it stays on the page */
  redirectUrl: string | null;
  /** requires_action: show the TEST MODE authentication step (Complete / Fail) */
  status: 'succeeded' | 'failed' | 'requires_action';
};
export type SandboxAuthenticationRequest = {
  /** The TEST MODE authentication step's choice */
  result: 'complete' | 'fail';
};
export type SandboxRedirectResponse = {
  /** Where the browser goes next (the success or cancel address) */
  redirectUrl: string;
};
export type PaySandboxCheckoutRequest = {
  /** 4242 4242 4242 4242 pays; 4000 0000 0000 0002 declines; 4000 0025 0000 3155 asks for authentication */
  cardNumber: string;
};
export type AuthenticateSandboxPaymentRequest = {
  clientSecret: string;
  /** The TEST MODE authentication step's choice */
  result: 'complete' | 'fail';
};
export type ConfirmSandboxPaymentRequest = {
  /** 4242 4242 4242 4242 pays; 4000 0000 0000 0002 declines; 4000 0025 0000 3155 asks for authentication */
  cardNumber: string;
  clientSecret: string;
};
export type CardOnFileResponse = {
  brand: string;
  expMonth: number | null;
  expYear: number | null;
  last4: string;
};
export type InvoiceResponse = {
  /** Cents */
  amountDueCents: number;
  /** Cents */
  amountPaidCents: number;
  billingReason: string | null;
  createdAt: string;
  hostedUrl: string | null;
  id: string;
  number: string | null;
  pdfUrl: string | null;
  periodEnd: string | null;
  periodStart: string | null;
  /** Cents refunded; null when the provider shows it on its page */
  refundedCents: number | null;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
};
export type SchoolBillingDetailsResponse = {
  card: CardOnFileResponse | null;
  /** Newest first */
  invoices: InvoiceResponse[];
};
export type SubmitArticleRequest = {
  category: ArticleCategory;
  /** Markdown */
  content: string;
  excerpt?: string | null;
  title: string;
};
export type SubmitProfileChangesRequest = {
  academicNotes?: string | null;
  /** 'Accepts the Nevada Opportunity Scholarship' */
  acceptsOpportunityScholarship?: boolean;
  additionalImages?: string[];
  address: string;
  /** The whole list (replaces the stored one); [] clears it */
  applicationDeadlines?: ApplicationDeadlineRequest[];
  city: string;
  description?: string | null;
  email?: string | null;
  /** Enrollment, as the school reports it; shown beside the NCES survey's figure */
  enrollment?: number | null;
  features?: string[];
  financialAidDeadline?: string | null;
  financialAidProvider?: string | null;
  /** Status per grade (PK, K, 1..12); a grade left out has no status shown. Replaces the stored map */
  gradeOpenings?: GradeOpeningsRequest;
  grades: string;
  /** Places the school on the map; must be in the Las Vegas valley */
  latitude?: number | null;
  /** Places the school on the map; must be in the Las Vegas valley */
  longitude?: number | null;
  name: string;
  phone?: string | null;
  religiousAffiliation?: string | null;
  schoolType: SchoolType;
  socialLinks?: SocialLinksRequest;
  /** Full-time-equivalent teachers, as the school reports it; shown beside the NCES survey's figure */
  teachersFte?: number | null;
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
export const {
  useGetSiteAnalyticsQuery,
  useLazyGetSiteAnalyticsQuery,
  useRunAnalyticsRollupMutation,
  useListArticlesForAdminQuery,
  useLazyListArticlesForAdminQuery,
  useCreateArticleAsAdminMutation,
  useUpdateArticleAsAdminMutation,
  useArchiveArticleAsAdminMutation,
  useRestoreArticleAsAdminMutation,
  useToggleArticleStatusMutation,
  useListAuditLogQuery,
  useLazyListAuditLogQuery,
  useListAuditActionsQuery,
  useLazyListAuditActionsQuery,
  useRevertAuditEntryMutation,
  useListPremiumCompsQuery,
  useLazyListPremiumCompsQuery,
  useGrantPremiumCompMutation,
  useExtendPremiumCompMutation,
  useRevokePremiumCompMutation,
  useListBillingSubscriptionsQuery,
  useLazyListBillingSubscriptionsQuery,
  useExportBillingSubscriptionsCsvQuery,
  useLazyExportBillingSubscriptionsCsvQuery,
  useRefundLastPaymentMutation,
  useGetBillingSummaryQuery,
  useLazyGetBillingSummaryQuery,
  useExportSchoolsCsvQuery,
  useLazyExportSchoolsCsvQuery,
  useImportSchoolsCsvMutation,
  useApproveChangeMutation,
  useRejectChangeMutation,
  useListClaimRequestsQuery,
  useLazyListClaimRequestsQuery,
  useApproveClaimMutation,
  useGetClaimConflictQuery,
  useLazyGetClaimConflictQuery,
  useUpdateClaimPaymentStatusMutation,
  useRejectClaimMutation,
  useListContactMessagesQuery,
  useLazyListContactMessagesQuery,
  useUpdateContactMessageMutation,
  useReplyToContactMessageMutation,
  useRetryContactMailMutation,
  useSetContactMessageStatusMutation,
  useListAdminCorrectionsQuery,
  useLazyListAdminCorrectionsQuery,
  useAcceptAdminCorrectionMutation,
  useDeclineAdminCorrectionMutation,
  useExportCostSchedulesCsvQuery,
  useLazyExportCostSchedulesCsvQuery,
  useImportCostSchedulesCsvMutation,
  useGetAdminLeadSummaryQuery,
  useLazyGetAdminLeadSummaryQuery,
  useEraseLeadMutation,
  useMarkLeadSpamMutation,
  useListIgnoredListingRemindersQuery,
  useLazyListIgnoredListingRemindersQuery,
  useSendDueListingRemindersMutation,
  useListNeighborhoodsForAdminQuery,
  useLazyListNeighborhoodsForAdminQuery,
  useCreateNeighborhoodAsAdminMutation,
  useDeleteNeighborhoodAsAdminMutation,
  useUpdateNeighborhoodAsAdminMutation,
  useArchiveNeighborhoodAsAdminMutation,
  useRestoreNeighborhoodAsAdminMutation,
  useListScholarshipRulesQuery,
  useLazyListScholarshipRulesQuery,
  useCreateScholarshipRulesMutation,
  useUpdateScholarshipRulesMutation,
  useGetAdminOverviewQuery,
  useLazyGetAdminOverviewQuery,
  useListPendingChangesForAdminQuery,
  useLazyListPendingChangesForAdminQuery,
  useListValleyPlacesAsAdminQuery,
  useLazyListValleyPlacesAsAdminQuery,
  useAddValleyPlaceMutation,
  useRemoveValleyPlaceMutation,
  useGetReviewQueueQuery,
  useLazyGetReviewQueueQuery,
  useListReviewQueueQuery,
  useLazyListReviewQueueQuery,
  useGetReviewModerationVolumesQuery,
  useLazyGetReviewModerationVolumesQuery,
  usePublishReviewMutation,
  useRemoveReviewMutation,
  usePublishReviewReplyMutation,
  useRemoveReviewReplyMutation,
  useListSchoolsForAdminQuery,
  useLazyListSchoolsForAdminQuery,
  useCreateSchoolAsAdminMutation,
  useUpdateSchoolAsAdminMutation,
  useArchiveSchoolAsAdminMutation,
  useRestoreSchoolAsAdminMutation,
  useToggleSchoolStatusMutation,
  useListUsersForAdminQuery,
  useLazyListUsersForAdminQuery,
  useInviteUserMutation,
  useDisableUserMutation,
  useEnableUserMutation,
  useResendPasswordLinkMutation,
  useChangeUserRoleMutation,
  useLinkUserSchoolMutation,
  useUnlinkUserSchoolMutation,
  useConfirmPlanChangeMutation,
  usePreviewPlanChangeMutation,
  useCreateBillingPortalSessionMutation,
  useCancelSubscriptionMutation,
  useGetClaimCheckoutStatusQuery,
  useLazyGetClaimCheckoutStatusQuery,
  useCreateSubscriptionMutation,
  useGetHealthQuery,
  useLazyGetHealthQuery,
  useGetLivenessQuery,
  useLazyGetLivenessQuery,
  useGetReadinessQuery,
  useLazyGetReadinessQuery,
  useListLeadReplyTemplatesQuery,
  useLazyListLeadReplyTemplatesQuery,
  useCreateLeadReplyTemplateMutation,
  useDeleteLeadReplyTemplateMutation,
  useUpdateLeadReplyTemplateMutation,
  useGetPortalLeadSummaryQuery,
  useLazyGetPortalLeadSummaryQuery,
  useListPortalSchoolsQuery,
  useLazyListPortalSchoolsQuery,
  useUpdatePortalSchoolMutation,
  useGetSchoolAnalyticsQuery,
  useLazyGetSchoolAnalyticsQuery,
  useExportSchoolAnalyticsQuery,
  useLazyExportSchoolAnalyticsQuery,
  useListSchoolCorrectionsQuery,
  useLazyListSchoolCorrectionsQuery,
  useAcceptSchoolCorrectionMutation,
  useDeclineSchoolCorrectionMutation,
  useGetCostScheduleQuery,
  useLazyGetCostScheduleQuery,
  usePutCostScheduleMutation,
  useGetLeadNotificationSettingQuery,
  useLazyGetLeadNotificationSettingQuery,
  usePutLeadNotificationSettingMutation,
  useListSchoolLeadsQuery,
  useLazyListSchoolLeadsQuery,
  useExportSchoolLeadsQuery,
  useLazyExportSchoolLeadsQuery,
  useGetSchoolLeadQuery,
  useLazyGetSchoolLeadQuery,
  useChangeLeadStatusMutation,
  useAddLeadNoteMutation,
  useReplyToLeadMutation,
  useRetryLeadReplyMailMutation,
  useGetSchoolListingConfirmationQuery,
  useLazyGetSchoolListingConfirmationQuery,
  useConfirmSchoolListingMutation,
  useListSchoolOpenHousesQuery,
  useLazyListSchoolOpenHousesQuery,
  useCreateOpenHouseMutation,
  useUpdateOpenHouseMutation,
  useListOpenHouseAttendeesQuery,
  useLazyListOpenHouseAttendeesQuery,
  useExportOpenHouseAttendeesQuery,
  useLazyExportOpenHouseAttendeesQuery,
  useCheckInAttendeeMutation,
  useCancelOpenHouseMutation,
  useDuplicateOpenHouseMutation,
  useGetSchoolResponseTimeQuery,
  useLazyGetSchoolResponseTimeQuery,
  useListOwnSchoolReviewsQuery,
  useLazyListOwnSchoolReviewsQuery,
  useGetOwnSchoolReviewAnalyticsQuery,
  useLazyGetOwnSchoolReviewAnalyticsQuery,
  useReplyToReviewMutation,
  useReportOwnSchoolReviewMutation,
  useGetPortalSubscriptionQuery,
  useLazyGetPortalSubscriptionQuery,
  useResumeSubscriptionMutation,
  useGetSandboxBillingPortalQuery,
  useLazyGetSandboxBillingPortalQuery,
  useUpdateSandboxCardMutation,
  useChangeSandboxSubscriptionMutation,
  useGetSandboxCheckoutQuery,
  useLazyGetSandboxCheckoutQuery,
  useAuthenticateSandboxCheckoutMutation,
  useCancelSandboxCheckoutMutation,
  usePaySandboxCheckoutMutation,
  useGetSandboxInvoicePdfQuery,
  useLazyGetSandboxInvoicePdfQuery,
  useAuthenticateSandboxPaymentMutation,
  useConfirmSandboxPaymentMutation,
  useGetSchoolBillingDetailsQuery,
  useLazyGetSchoolBillingDetailsQuery,
  useGetMySchoolQuery,
  useLazyGetMySchoolQuery,
  useListMyPendingChangesQuery,
  useLazyListMyPendingChangesQuery,
  useWithdrawMyPendingChangeMutation,
  useSubmitArticleMutation,
  useSubmitProfileChangesMutation,
  useGetDashboardSubscriptionQuery,
  useLazyGetDashboardSubscriptionQuery,
} = injectedRtkApi;
