import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import {
  REQUEST_ID_HEADER,
  REQUEST_STARTED,
  requestIdOf,
  type AccessLineWriter,
  type HttpMetrics,
  type RequestStarted,
} from '../observability';
import { answerError } from './all-exceptions.filter';
import type { LeanPublicRead } from './http-rules';
import type { Encoding, StoredAnswer, StoredAnswers } from './response-cache';

const logger = new Logger('HTTP');

/** What a lean read threw before Express, for Express's route to answer with the exception filter's rules. */
const REFUSED_BEFORE_EXPRESS = Symbol('refusedBeforeExpress');
type RefusedBeforeExpress = { [REFUSED_BEFORE_EXPRESS]?: { error: unknown } };

/** Whether the request carries the cookie named `name` (the session cookie), whatever its value. */
export function carriesCookie(req: IncomingMessage, name: string | undefined): boolean {
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
      // Already asked before Express (answerLeanReadsBeforeExpress), which left the error to answer here.
      const earlier = (req as RefusedBeforeExpress)[REFUSED_BEFORE_EXPRESS];
      if (earlier) return answerError(earlier.error, req, res, logger);
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

/** What the app-wide pipeline gives every answer, for the lean reads answered before Express. */
export interface BeforeExpressPipeline {
  sessionCookie: string | undefined;
  /** The headers the app-wide middleware (security headers) sets on an answer to `path`. */
  headersFor(path: string): [string, string][];
  /** Express's own ETag function (`app.get('etag fn')`), so the tag is the one Express would send. */
  etag(body: Buffer): string;
  accessLine: AccessLineWriter;
  metrics: HttpMetrics;
  /** The response cache's store, when the cache is on: hits are served and misses stored here too. */
  cache?: StoredAnswers;
}

/** Express's own `req.fresh` (the `fresh` package's rules, Cache-Control: no-cache included), on a plain request. */
const expressFresh = Object.getOwnPropertyDescriptor(express.request, 'fresh')!.get! as (this: unknown) => boolean;

/** Whether a stored answer with these validators is fresh for the request (Express's `req.fresh` on a 200). */
function isFresh(req: IncomingMessage, etag: string | undefined, lastModified: string | undefined): boolean {
  const validators: Record<string, string | undefined> = { etag, 'last-modified': lastModified };
  return expressFresh.call({
    method: req.method,
    headers: req.headers,
    res: { statusCode: 200, get: (name: string) => validators[name.toLowerCase()] },
  });
}

/** Express's `req.acceptsEncodings(encoding) === encoding` (the response cache's choice of a compressed copy). */
function acceptsEncoding(req: IncomingMessage, encoding: Encoding): boolean {
  return (express.request.acceptsEncodings as (this: unknown, e: string) => unknown).call(req, encoding) === encoding;
}

/** A path parameter that needs no percent-decoding; anything else is left to Express's router. */
const PLAIN_PARAMETER = /^[\w.~-]{1,255}$/;

interface ReadBeforeExpress {
  read: LeanPublicRead;
  /** The path's segments after the leading slash: literal text, or a parameter's name. */
  segments: ({ literal: string } | { parameter: string })[];
  /** The security headers, name and value in turn (`writeHead`'s flat form). */
  securityHeaders: string[];
  /** As `@PublicCache(maxAgeSeconds)` sets it on a success. */
  cacheControl: string;
}

/** When a request arrived (the duration metric's clock and the access log's). */
interface Arrival {
  started: bigint;
  startedAt: number;
}

interface Found {
  read: ReadBeforeExpress;
  params: Record<string, string>;
}

/**
 * Answers the lean public reads before Express sees the request (issue 22): the server's request
 * listener (Express) is wrapped, and a GET or HEAD that matches a lean read's path exactly, without
 * the session cookie or `Authorization`, is answered here as the Express stack would answer it:
 *
 * - with the response cache on (`pipeline.cache`, an anonymous GET while its feed is live): a stored
 *   answer is served as the cache's middleware serves it (`Vary`, `X-Cache: HIT`, the stored headers,
 *   the compressed copy the browser accepts, 304 when `If-None-Match`/`If-Modified-Since` match by
 *   Express's own `req.fresh`); a miss waits for a request already computing the same URL, or computes
 *   it and stores the answer under the cache's rules (same key, generation, rows, size);
 * - a success of `answer`: the same body, the security headers the app-wide middleware sets on that
 *   path (captured from it once), Cache-Control, Express's ETag, Content-Type and Content-Length;
 * - always `X-Request-Id`, the access-log line and the duration metric.
 *
 * A conditional request the cache cannot answer goes to Express (which compares the tag: 304). When
 * `answer` throws (not found, a redirect, the database down), nothing has been written yet and the
 * request goes on to Express with the error, which the Express route (mountLeanPublicReads) answers
 * with the exception filter's rules without asking again: errors, 301s and 404s are as before (the
 * access log's duration of those starts at the hand-over; the metric's at arrival). Everything else
 * goes to Express untouched.
 */
export function answerLeanReadsBeforeExpress(
  server: Server,
  reads: readonly LeanPublicRead[],
  pipeline: BeforeExpressPipeline,
): void {
  if (reads.length === 0) return;
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1)
    throw new Error(`expected Express as the only request listener, found ${listeners.length}`);
  const [expressListener] = listeners;
  const compiled: ReadBeforeExpress[] = reads.map((read) => {
    const segments = read.path
      .split('/')
      .slice(1)
      .map((segment) => (segment.startsWith(':') ? { parameter: segment.slice(1) } : { literal: segment }));
    const sample = `/${segments.map((s) => ('literal' in s ? s.literal : 'x')).join('/')}`;
    const securityHeaders = pipeline.headersFor(sample).flat();
    return { read, segments, securityHeaders, cacheControl: `public, max-age=${read.maxAgeSeconds}` };
  });

  const match = (path: string): Found | undefined => {
    const parts = path.split('/');
    for (const read of compiled) {
      if (parts.length !== read.segments.length + 1 || parts[0] !== '') continue;
      const params: Record<string, string> = {};
      let matches = true;
      for (let i = 0; i < read.segments.length && matches; i++) {
        const segment = read.segments[i];
        const part = parts[i + 1];
        if ('literal' in segment) matches = part === segment.literal;
        else if ((matches = PLAIN_PARAMETER.test(part))) params[segment.parameter] = part;
      }
      if (matches) return { read, params };
    }
    return undefined;
  };

  /** The access-log line and the duration metric of an answer given here, when it is done. */
  const observe = (req: IncomingMessage, res: ServerResponse, route: string, requestId: string, arrival: Arrival) => {
    const { started, startedAt } = arrival;
    res.once('close', () => {
      pipeline.accessLine(req, res.statusCode, requestId, Date.now() - startedAt);
      if (res.writableFinished)
        pipeline.metrics.observe(req.method!, route, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
    });
  };

  /** A stored answer, as the response cache's middleware serves it (`serve`): 304 when fresh, compressed when accepted. */
  const serveStored = (
    req: IncomingMessage,
    res: ServerResponse,
    found: Found,
    hit: StoredAnswer,
    arrival: Arrival,
  ): void => {
    const requestId = requestIdOf(req);
    const head = [
      REQUEST_ID_HEADER,
      requestId,
      ...found.read.securityHeaders,
      'Vary',
      'Accept-Encoding',
      ...hit.headers.flat(),
      'X-Cache',
      'HIT',
    ];
    observe(req, res, found.read.read.path, requestId, arrival);
    if (isFresh(req, hit.etag, hit.lastModified)) {
      const at = head.indexOf('content-type');
      if (at >= 0) head.splice(at, 2);
      res.writeHead(304, head);
      res.end();
      return;
    }
    // Checked one by one: browsers list gzip first, but brotli is smaller.
    const encoding = hit.encodings().find((e) => acceptsEncoding(req, e));
    const body = hit.body(encoding);
    if (encoding) head.push('Content-Encoding', encoding);
    head.push('Content-Length', String(body.length));
    res.writeHead(200, head);
    res.end(body);
  };

  const answerFirst = (req: IncomingMessage, res: ServerResponse, waited?: Arrival): boolean => {
    const { method, headers } = req;
    if ((method !== 'GET' && method !== 'HEAD') || !req.url) return false;
    if (headers.authorization !== undefined || carriesCookie(req, pipeline.sessionCookie)) return false;
    const queryAt = req.url.indexOf('?');
    const path = queryAt < 0 ? req.url : req.url.slice(0, queryAt);
    const found = match(path);
    if (!found) return false;
    const arrival = waited ?? { started: process.hrtime.bigint(), startedAt: Date.now() };
    const { started } = arrival;
    // The response cache takes GETs without any cookie while its change feed is live; a HEAD never.
    const cache = pipeline.cache?.takes(req, path) ? pipeline.cache : undefined;
    // Its key is Express's req.originalUrl: the URL as sent.
    const key = req.url;
    if (cache) {
      const hit = cache.lookup(key);
      if (hit) {
        serveStored(req, res, found, hit, arrival);
        return true;
      }
    }
    // A revalidation of an answer not stored here: Express compares the tag (304) as it always did.
    if (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) return false;
    let release: (() => void) | undefined;
    let startedIn = 0;
    if (cache) {
      const leader = cache.pending(key);
      if (leader && !waited) {
        // As the cache's middleware: wait for the request computing this answer, then look again once.
        void leader.then(() => {
          if (req.socket.destroyed) return;
          if (!answerFirst(req, res, arrival)) toExpress(req, res);
        });
        return true;
      }
      if (!leader) release = cache.lead(key);
      startedIn = cache.generation;
    }
    // `answer` may declare the rows it read (answerReadsRows), which the stored answer keeps.
    const locals: Record<string, unknown> = {};
    (res as ServerResponse & { locals?: object }).locals = locals;
    const refuse = (error: unknown) => {
      // Express's path becomes the one computing this URL (its own cache middleware runs first).
      release?.();
      (req as RefusedBeforeExpress)[REFUSED_BEFORE_EXPRESS] = { error };
      // The duration metric of the error's answer counts from the request's arrival (the access log's
      // from the hand-over: pino-http starts its clock when Express runs it).
      (req as RequestStarted)[REQUEST_STARTED] = started;
      toExpress(req, res);
    };
    const send = (body: unknown) => {
      const json = JSON.stringify(body);
      if (json === undefined) {
        release?.();
        return toExpress(req, res);
      }
      const bytes = Buffer.from(json);
      const requestId = requestIdOf(req);
      // The headers the cache stores (STORED_HEADERS, in its order), as Express's route sets them.
      const stored: [string, string][] = [
        ['content-type', 'application/json; charset=utf-8'],
        ['cache-control', found.read.cacheControl],
        ['etag', pipeline.etag(bytes)],
      ];
      res.writeHead(200, [
        REQUEST_ID_HEADER,
        requestId,
        ...found.read.securityHeaders,
        ...(cache ? ['Vary', 'Accept-Encoding'] : []),
        ...stored.flat(),
        'Content-Length',
        String(bytes.length),
      ]);
      observe(req, res, found.read.read.path, requestId, arrival);
      if (cache) {
        cache.offer(
          key,
          { body: bytes, headers: stored, route: found.read.read.path, rows: locals.publicAnswerRows as Set<string> },
          startedIn,
        );
      }
      if (method === 'HEAD') res.end();
      else res.end(bytes);
      release?.();
    };
    found.read.read.answer(found.params, res as unknown as Response).then((body) => {
      try {
        send(body);
      } catch (error) {
        // Nothing sent yet: Express's route answers the error as it would its own; otherwise the
        // answer is cut short rather than left hanging.
        if (!res.headersSent) refuse(error);
        else {
          release?.();
          res.destroy(error instanceof Error ? error : new Error(String(error)));
        }
      }
    }, refuse);
    return true;
  };

  const toExpress = (req: IncomingMessage, res: ServerResponse) => {
    delete (res as ServerResponse & { locals?: object }).locals;
    expressListener(req, res);
  };

  server.removeListener('request', expressListener);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!answerFirst(req, res)) expressListener(req, res);
  });
}
