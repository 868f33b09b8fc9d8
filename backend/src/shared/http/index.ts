export { configureHttpApp } from './configure-app';
export { buildOpenApiDocument } from './swagger';
export { AllExceptionsFilter } from './all-exceptions.filter';
export { toErrorAnswer } from './error-body';
export type { ErrorBody } from './error-body';
export { isDependencyUnavailable } from './dependency-errors';
export { ValidationFailedException, createValidationPipe } from './validation';
export { ErrorResponse } from './error.response';
export { Public, IS_PUBLIC_KEY } from './public.decorator';
