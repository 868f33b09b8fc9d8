/**
 * Base class for the errors a module's rules raise. Plain TypeScript (no HTTP):
 * the global exception filter maps `kind` to a status code and passes the
 * message through, so each module's `<module>.errors.ts` owns the spec's texts.
 */
export type DomainErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  /** Stable machine-readable code, e.g. `school.not_found`. */
  abstract readonly code: string;
}
