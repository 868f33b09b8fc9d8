import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, NextFunction, Request, Response } from 'express';
import { answerError } from './all-exceptions.filter';
import type { LeanPublicRead } from './http-rules';

const logger = new Logger('HTTP');

/** Whether the request carries the cookie named `name` (the session cookie), whatever its value. */
export function carriesCookie(req: Request, name: string | undefined): boolean {
  const header = req.headers.cookie;
  if (header === undefined) return false;
  // Without a declared session cookie, any cookie sends the request through Nest.
  if (!name) return true;
  return header.split(';').some((pair) => pair.trimStart().startsWith(`${name}=`));
}

/**
 * Mounts the modules' lean public reads (HttpRules.leanPublicRead) as Express routes, so an
 * anonymous GET or HEAD skips Nest's per-request layers (issue 22: an uncached school page cost
 * 5-7 times the CPU of the same SQL served bare). A visitor with the session cookie or an
 * Authorization header goes on to the Nest route: their session is refreshed and their answers are
 * private. Called after the access log, metrics, security headers and the response cache, and
 * before Nest's router is mounted.
 */
export function mountLeanPublicReads(
  app: NestExpressApplication,
  reads: readonly LeanPublicRead[],
  sessionCookie: string | undefined,
): void {
  const server = app.getHttpAdapter().getInstance() as Express;
  for (const read of reads) {
    const cacheControl = `public, max-age=${read.maxAgeSeconds}`;
    server.get(read.path, (req: Request, res: Response, next: NextFunction) => {
      if (carriesCookie(req, sessionCookie) || req.headers.authorization !== undefined) return next();
      read.answer(req.params as Record<string, string>, res).then(
        (body) => {
          // As PublicCache: only a successful answer is marked cacheable; Express adds the ETag.
          res.setHeader('Cache-Control', cacheControl);
          res.json(body);
        },
        (error: unknown) => answerError(error, req, res, logger),
      );
    });
  }
}
