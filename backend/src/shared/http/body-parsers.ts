import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { refuseUnstorableBodyText } from './unstorable-text';

/** A body-parser failure, carried to the exception filter with its `type` (e.g. `entity.too.large`). */
export class BodyParserError extends Error {
  constructor(readonly type: string) {
    super(`body parser: ${type}`);
    this.name = 'BodyParserError';
  }
}

/**
 * JSON and form parsers with a size limit. Their errors are re-thrown as
 * `BodyParserError` so the filter answers 400/413 with our own text, never the
 * parser's message (which can echo parts of the body). Parsed bodies then pass
 * the text check (no NUL, no lone surrogates, bounded nesting).
 */
export function bodyParsers(limitBytes: number): RequestHandler[] {
  const wrap =
    (parser: RequestHandler): RequestHandler =>
    (req: Request, res: Response, next: NextFunction) =>
      parser(req, res, (error?: unknown) => {
        if (!error) return next();
        const type = (error as { type?: unknown }).type;
        next(new BodyParserError(typeof type === 'string' ? type : 'entity.parse.failed'));
      });
  return [
    wrap(express.json({ limit: limitBytes })),
    wrap(express.urlencoded({ extended: false, limit: limitBytes })),
    refuseUnstorableBodyText,
  ];
}
