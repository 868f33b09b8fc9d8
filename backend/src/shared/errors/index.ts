export { DomainError } from './domain-error';
export type { DomainErrorKind } from './domain-error';
