import { baseApi as api } from '../base-api';
export const addTagTypes = ['articles', 'catalogue', 'health', 'neighborhoods', 'schools'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
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
      getGoogleMapsKey: build.query<GetGoogleMapsKeyApiResponse, GetGoogleMapsKeyApiArg>({
        query: () => ({ url: `/api/google-maps-key` }),
        providesTags: ['catalogue'],
      }),
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
      listNeighborhoods: build.query<ListNeighborhoodsApiResponse, ListNeighborhoodsApiArg>({
        query: () => ({ url: `/api/neighborhoods` }),
        providesTags: ['neighborhoods'],
      }),
      getNeighborhood: build.query<GetNeighborhoodApiResponse, GetNeighborhoodApiArg>({
        query: (queryArg) => ({ url: `/api/neighborhoods/${queryArg.idOrName}` }),
        providesTags: ['neighborhoods'],
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
      getSchoolBySlug: build.query<GetSchoolBySlugApiResponse, GetSchoolBySlugApiArg>({
        query: (queryArg) => ({ url: `/api/schools/slug/${queryArg.slug}` }),
        providesTags: ['schools'],
      }),
      getStats: build.query<GetStatsApiResponse, GetStatsApiArg>({
        query: () => ({ url: `/api/stats` }),
        providesTags: ['catalogue'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
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
export type GetGoogleMapsKeyApiResponse = unknown;
export type GetGoogleMapsKeyApiArg = void;
export type GetHealthApiResponse = /** status 200  */ HealthResponse;
export type GetHealthApiArg = void;
export type ListNeighborhoodsApiResponse = /** status 200  */ NeighborhoodResponse[];
export type ListNeighborhoodsApiArg = void;
export type GetNeighborhoodApiResponse = /** status 200  */ NeighborhoodResponse;
export type GetNeighborhoodApiArg = {
  idOrName: string;
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
export type GetSchoolBySlugApiResponse = /** status 200  */ SchoolResponse;
export type GetSchoolBySlugApiArg = {
  slug: string;
};
export type GetStatsApiResponse = /** status 200  */ StatsResponse;
export type GetStatsApiArg = void;
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
export type ErrorResponse = {
  /** Failing fields and their messages, for validation errors */
  errors?: {
    [key: string]: string[];
  };
  message: string;
  statusCode: number;
};
export type HealthResponse = {
  database: 'up' | 'down';
  redis: 'up' | 'down';
  status: 'ok' | 'unavailable';
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
export type StatsResponse = {
  /** Published articles */
  articleCount: number;
  neighborhoodCount: number;
  /** Active schools */
  schoolCount: number;
  /** Distinct school types among active schools */
  schoolTypeCount: number;
};
export const {
  useListArticlesQuery,
  useLazyListArticlesQuery,
  useGetArticleBySlugQuery,
  useLazyGetArticleBySlugQuery,
  useGetGoogleMapsKeyQuery,
  useLazyGetGoogleMapsKeyQuery,
  useGetHealthQuery,
  useLazyGetHealthQuery,
  useListNeighborhoodsQuery,
  useLazyListNeighborhoodsQuery,
  useGetNeighborhoodQuery,
  useLazyGetNeighborhoodQuery,
  useSearchSchoolsQuery,
  useLazySearchSchoolsQuery,
  useGetSchoolBySlugQuery,
  useLazyGetSchoolBySlugQuery,
  useGetStatsQuery,
  useLazyGetStatsQuery,
} = injectedRtkApi;
