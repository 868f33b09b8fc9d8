import { baseApi as api } from '../base-api';
export const addTagTypes = ['health'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type GetHealthApiResponse = /** status 200  */ HealthResponse;
export type GetHealthApiArg = void;
export type HealthResponse = {
  database: 'up' | 'down';
  redis: 'up' | 'down';
  status: 'ok' | 'unavailable';
};
export const { useGetHealthQuery, useLazyGetHealthQuery } = injectedRtkApi;
