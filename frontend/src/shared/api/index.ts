/**
 * The API as the app uses it: generated endpoints (never edited) plus the
 * hand-written refinements. Slices import hooks and types from here only.
 */
export { baseApi } from './base-api';
export { errorText } from './http-error';
export type { HttpError } from './http-error';
export { generatedApi, useGetHealthQuery } from './generated/api.gen';
export type { HealthResponse } from './generated/api.gen';
