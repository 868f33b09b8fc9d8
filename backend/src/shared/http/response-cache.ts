import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ANY_TABLE, type TableChangeFeed } from '../database/table-change-feed';

/**
 * The tables every PublicCache answer is read from (the catalogue). Each has a
 * change trigger (migration `performance`); a PublicCache route reading any
 * other table must add it there and here.
 */
export const PUBLIC_ANSWER_TABLES = ['school', 'neighborhood', 'article'] as const;

export interface ResponseCacheOptions {
  /** Memory for stored bodies; the least recently used answers go first. */
  maxBytes: number;
  /** Tables the cached answers are read from: a change to any of them clears the cache. */
  tables: readonly string[];
  /** Larger answers are never stored. */
  maxEntryBytes?: number;
}

interface Entry {
  body: Buffer;
  headers: [string, string][];
  storedAt: number;
  expiresAt: number;
  /** The matched route, so metrics label a hit like the miss that stored it. */
  route?: { path: string; baseUrl: string };
}

/** Response headers that describe the stored answer itself (everything else is set per request). */
const STORED_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-language'];

function maxAgeOf(cacheControl: string): number {
  if (!/(^|,)\s*public\s*(,|$)/i.test(cacheControl) || /no-store|no-cache|private/i.test(cacheControl)) return 0;
  return Number(/(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl)?.[1] ?? 0);
}

/**
 * The app as its own shared HTTP cache (RFC 9111) for anonymous GETs under
 * /api that the route marked `Cache-Control: public, max-age=N` (PublicCache):
 * the same answers browsers and proxies may already keep for N seconds.
 * A stored answer is served for at most N seconds and is dropped as soon as
 * any of `tables` changes (TableChangeFeed: this process's writes at once,
 * every other writer at commit). While the feed is not live nothing is
 * served or stored. Hits skip sessions, guards, validation and the database;
 * the access log, metrics and security headers still run (they come first).
 *
 * Requests with a Cookie or Authorization header always go through: a signed-in
 * visitor's session is refreshed on every request and their answers are private.
 */
export function responseCache(feed: TableChangeFeed, options: ResponseCacheOptions): RequestHandler {
  const entries = new Map<string, Entry>();
  const maxEntryBytes = options.maxEntryBytes ?? Math.min(512 * 1024, options.maxBytes);
  const watched = new Set(options.tables.map((table) => table.toLowerCase()));
  let bytes = 0;
  /** Bumped on every clear: an answer computed before a change is never stored after it. */
  let generation = 0;

  const clear = () => {
    entries.clear();
    bytes = 0;
    generation++;
  };
  feed.subscribe((table) => {
    if (table === ANY_TABLE || watched.has(table)) clear();
  });

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.body.length;
  };

  const store = (key: string, entry: Entry) => {
    const previous = entries.get(key);
    if (previous) remove(key, previous);
    entries.set(key, entry);
    bytes += entry.body.length;
    // Map iteration order is insertion order: the first keys are the least recently used.
    for (const [oldKey, old] of entries) {
      if (bytes <= options.maxBytes) break;
      remove(oldKey, old);
    }
  };

  const serve = (req: Request, res: Response, entry: Entry) => {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('Age', String(Math.floor((Date.now() - entry.storedAt) / 1000)));
    if (entry.route) Object.assign(req, { route: { path: entry.route.path }, baseUrl: entry.route.baseUrl });
    if (req.fresh) {
      res.removeHeader('Content-Type');
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Length', String(entry.body.length));
    res.status(200).end(entry.body);
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (
      req.method !== 'GET' ||
      !feed.live ||
      !req.path.startsWith('/api/') ||
      req.headers.cookie !== undefined ||
      req.headers.authorization !== undefined
    )
      return next();

    const key = req.originalUrl;
    const hit = entries.get(key);
    if (hit) {
      if (hit.expiresAt > Date.now()) {
        // Most recently used goes last.
        entries.delete(key);
        entries.set(key, hit);
        return serve(req, res, hit);
      }
      remove(key, hit);
    }

    const startedIn = generation;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      const [chunk] = args;
      if (res.statusCode === 200 && startedIn === generation && feed.live && !res.getHeader('set-cookie')) {
        const maxAge = maxAgeOf(String(res.getHeader('cache-control') ?? ''));
        const body = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.isBuffer(chunk) ? chunk : undefined;
        const vary = String(res.getHeader('vary') ?? '');
        if (maxAge > 0 && body && body.length <= maxEntryBytes && (!vary || vary === 'Accept-Encoding')) {
          const now = Date.now();
          const template = (req.route as { path?: unknown } | undefined)?.path;
          store(key, {
            body,
            headers: STORED_HEADERS.flatMap((name) => {
              const value = res.getHeader(name);
              return value === undefined ? [] : [[name, String(value)] as [string, string]];
            }),
            storedAt: now,
            expiresAt: now + maxAge * 1000,
            route: typeof template === 'string' ? { path: template, baseUrl: req.baseUrl ?? '' } : undefined,
          });
        }
      }
      return end(...args);
    }) as Response['end'];
    next();
  };
}
