/**
 * Base class for the errors a module's rules raise. Plain TypeScript (no HTTP):
 * the global exception filter maps `kind` to a status code and passes the
 * message through, so each module's `<module>.errors.ts` owns its texts (docs/product.md "Forms, messages and notices").
 */
export type DomainErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  /** Stable machine-readable code, e.g. `school.not_found`. */
  abstract readonly code: string;
  /**
   * The request field the error is about, when there is one: the answer then
   * also carries `errors: {field: [message]}`, so a form shows it beside the field.
   */
  readonly field?: string;
}
