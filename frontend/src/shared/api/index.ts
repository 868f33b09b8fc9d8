/**
 * The API as the public pages use it: generated endpoints (never edited) plus the
 * hand-written refinements. Slices import hooks and types from here, and those of
 * the signed-in areas from `./signed-in` (kept out of the public pages' code).
 * Everything generated is re-exported as is: listing each hook by hand would
 * only repeat `api.gen.ts`, and the lint rule keeps slices out of `generated/`.
 */
export { baseApi, SERVER_STATE_ACTION } from './base-api';
export type { ServerRenderExtra } from './base-api';
export { errorText, fieldErrorsOf } from './http-error';
export type { HttpError } from './http-error';
export * from './generated/api.gen';
/**
 * A school as the cards, lists and page parts use it: the school page's answer without what only the page
 * shows (where its facts come from, its School profile; issue 44).
 */
export type SchoolResponse = Omit<import('./generated/api.gen').SchoolPageResponse, 'factSources' | 'schoolProfile'>;

import { generatedApi } from './generated/api.gen';

/**
 * Per-endpoint overrides. The base query's retry wrapper reads `extraOptions`
 * on every call, so an endpoint opts out of retries here (the generated file
 * cannot carry it). docs/product.md "Client behaviour": the school detail fetch is never retried.
 */
const noRetry = { retryCondition: () => false };

generatedApi.enhanceEndpoints({
  endpoints: {
    getSchoolBySlug: { extraOptions: noRetry },
  },
});
