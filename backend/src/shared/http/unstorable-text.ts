import type { NextFunction, Request, Response } from 'express';
import { ValidationFailedException, type FieldErrors } from './validation';

/** Deeper than any form of ours; deeper bodies would only exhaust the validator's recursion. */
export const MAX_BODY_DEPTH = 32;

export const UNSTORABLE_TEXT_MESSAGE = 'Contains characters that are not allowed';
export const TOO_DEEP_MESSAGE = 'Request body is nested too deeply';

/**
 * NUL cannot be stored in PostgreSQL text or jsonb, and a lone UTF-16
 * surrogate is not valid Unicode (jsonb and e-mail validation both reject it):
 * neither is ever part of real input.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The field paths of a parsed JSON body whose text (or key) cannot be stored; null when too deep. */
export function findUnstorableText(body: unknown): FieldErrors | null {
  const errors: FieldErrors = {};
  const visit = (value: unknown, path: string, depth: number): boolean => {
    if (depth > MAX_BODY_DEPTH) return false;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) errors[path || 'body'] = [UNSTORABLE_TEXT_MESSAGE];
      return true;
    }
    if (!value || typeof value !== 'object') return true;
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (UNSTORABLE.test(key)) errors[path || 'body'] = [UNSTORABLE_TEXT_MESSAGE];
      else if (!visit(child, childPath, depth + 1)) return false;
    }
    return true;
  };
  return visit(body, '', 0) ? errors : null;
}

/**
 * Runs after the body parsers: refuses text PostgreSQL cannot hold and
 * absurdly nested bodies with a 400 naming the field, before any validator,
 * handler or query sees them (otherwise: a 500 from the driver or a stack
 * overflow in the validation pipe).
 */
export function refuseUnstorableBodyText(req: Request, _res: Response, next: NextFunction): void {
  // The webhook's raw body (a Buffer) is checked by its signature, not here.
  if (!req.body || typeof req.body !== 'object' || Buffer.isBuffer(req.body)) return next();
  const errors = findUnstorableText(req.body);
  if (errors === null) return next(new ValidationFailedException({ body: [TOO_DEEP_MESSAGE] }));
  if (Object.keys(errors).length) return next(new ValidationFailedException(errors));
  next();
}
