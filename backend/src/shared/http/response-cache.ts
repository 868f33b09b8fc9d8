import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ANY_TABLE, type TableChangeFeed } from '../database/table-change-feed';

export interface ResponseCacheOptions {
  /** Memory for stored bodies (all encodings); the least recently used answers go first. */
  maxBytes: number;
  /**
   * Tables the cached answers are read from: a change to any of them clears the
   * cache. The modules that own them declare them (`HttpRules.publicAnswersReadFrom`).
   */
  tables: readonly string[];
  /** Larger answers are never stored. */
  maxEntryBytes?: number;
  /** A safety net only: answers are dropped on every change anyway. */
  maxLifetimeMs?: number;
  /** The requests this cache answers; default the JSON API (`/api/...`). */
  handles?: (req: Request) => boolean;
  /**
   * Whether an answer may be stored (besides 200, no cookie, one encoding); default: the route
   * marked it `Cache-Control: public, max-age=N` (PublicCache).
   */
  storable?: (res: Response) => boolean;
}

export type Encoding = 'br' | 'gzip';

interface Entry {
  /**
   * The answer as sent, until both compressed copies exist: then only they are kept (a page is about
   * six times its brotli and gzip copies together), and the rare visitor that accepts neither gets
   * the gzip copy unpacked.
   */
  body: Buffer | undefined;
  /** Compressed copies, added a moment after the answer is stored. */
  encoded: Partial<Record<Encoding, Buffer>>;
  bytes: number;
  headers: [string, string][];
  expiresAt: number;
  /** The matched route, so metrics label a hit like the miss that stored it. */
  route?: { path: string; baseUrl: string };
  /**
   * `table:id` of the only rows of those tables the answer read (answerReadsRows);
   * unset, or for any other table, the answer may depend on every row.
   */
  rows?: Set<string>;
}

/**
 * Tells the response cache that this answer read only these rows of `table`
 * (a school's page: its own row), so a change to other rows of that table
 * leaves it stored. Changes to any other table still drop it.
 */
export function answerReadsRows(res: Response, table: string, ids: readonly (string | number)[]): void {
  const rows: Set<string> = (res.locals.publicAnswerRows ??= new Set<string>());
  for (const id of ids) rows.add(`${table}:${id}`);
}

/** Whether a change to `rows` of `table` can change this answer. */
function affectedBy(entry: Entry, table: string, rows: readonly string[]): boolean {
  if (!entry.rows) return true;
  let readsTable = false;
  for (const row of entry.rows) {
    if (!row.startsWith(`${table}:`)) continue;
    readsTable = true;
    if (rows.includes(row.slice(table.length + 1))) return true;
  }
  return !readsTable;
}

/** The stored answer as sent. */
function plainBody(entry: Entry): Buffer {
  return entry.body ?? gunzipSync(entry.encoded.gzip!);
}

/** Response headers that describe the stored answer itself (everything else is set per request). */
const STORED_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-language'];
/** Smaller bodies are sent as they are. */
const COMPRESS_FROM_BYTES = 1024;
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Mid-level brotli: most of the gain of level 11 at a fraction of the time; done once per stored answer.
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

function isPublic(cacheControl: string): boolean {
  if (!/(^|,)\s*public\s*(,|$)/i.test(cacheControl) || /no-store|no-cache|private/i.test(cacheControl)) return false;
  return Number(/(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl)?.[1] ?? 0) > 0;
}

/**
 * The app's own cache of anonymous GETs under /api whose route marked the
 * answer `Cache-Control: public, max-age=N` (PublicCache), so a repeated
 * question skips sessions, guards, validation and the database; the access
 * log, metrics and security headers still run (they come first).
 *
 * Correctness comes from invalidation, not from time: everything is dropped
 * as soon as any of `tables` changes, except answers that declared the only
 * rows they read (answerReadsRows) when the change names other rows (TableChangeFeed: this process's writes
 * at once, every other writer at commit), and nothing is served or stored
 * while the feed is not live. An answer computed before a change is never
 * stored after it. `maxLifetimeMs` only bounds the damage of a dependency
 * nobody declared.
 *
 * Concurrent misses of one URL wait for the first one instead of all asking
 * the database. Stored answers get brotli and gzip copies once, served to
 * browsers that accept them. Requests with a Cookie or Authorization header
 * always go through: a signed-in visitor's session is refreshed on every
 * request and their answers are private. Hits carry `X-Cache: HIT`.
 */
export function responseCache(feed: TableChangeFeed, options: ResponseCacheOptions): RequestHandler {
  return createResponseCache(feed, options).middleware;
}

/** One stored answer as the lean reads answered before Express send it (StoredAnswers.lookup). */
export interface StoredAnswer {
  /** content-type, cache-control, etag (as stored): name and value. */
  headers: readonly [string, string][];
  /** The stored body, or its compressed copy for `encoding`. */
  body(encoding: Encoding | undefined): Buffer;
  /** The compressed copies available now. */
  encodings(): Encoding[];
  etag: string | undefined;
  lastModified: string | undefined;
}

/**
 * The response cache's store as the lean public reads answered before Express use it (issue 22):
 * the same entries, the same waiting for a leader, the same storage rules, so an answer stored
 * by either path is served by both. Only for the default `handles` and `storable` (the JSON API).
 */
export interface StoredAnswers {
  /**
   * Whether the cache's middleware would take this request now: a GET of `path` under /api/, without
   * a Cookie or Authorization header (any cookie), while the feed is live.
   */
  takes(req: IncomingMessage, path: string): boolean;
  /** The stored, unexpired answer for `key` (req.originalUrl), marked most recently used. */
  lookup(key: string): StoredAnswer | undefined;
  /** The answer another request is computing for `key`, if any. */
  pending(key: string): Promise<void> | undefined;
  /** Makes this request the one computing `key`; call the returned function once answered (or given up). */
  lead(key: string): () => void;
  /** The current generation: pass it to `offer` (work started before a change never lands after it). */
  readonly generation: number;
  /** Stores a 200 answer computed since `startedIn`, when the Express path would have stored it. */
  offer(
    key: string,
    answer: { body: Buffer; headers: [string, string][]; route: string; rows?: Set<string> },
    startedIn: number,
  ): void;
}

/** The response cache: its Express middleware, and its store for the lean reads answered before Express. */
export function createResponseCache(
  feed: TableChangeFeed,
  options: ResponseCacheOptions,
): { middleware: RequestHandler; stored: StoredAnswers | undefined } {
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<void>>();
  const maxEntryBytes = options.maxEntryBytes ?? Math.min(512 * 1024, options.maxBytes);
  const maxLifetimeMs = options.maxLifetimeMs ?? 10 * 60_000;
  const handles = options.handles ?? ((req: Request) => req.path.startsWith('/api/'));
  const storable = options.storable ?? ((res: Response) => isPublic(String(res.getHeader('cache-control') ?? '')));
  const watched = new Set(options.tables.map((table) => table.toLowerCase()));
  let bytes = 0;
  /** Bumped on every clear: work started before a change never lands after it. */
  let generation = 0;

  feed.subscribe((table, rows) => {
    if (table !== ANY_TABLE && !watched.has(table)) return;
    generation++;
    if (table === ANY_TABLE || !rows) {
      entries.clear();
      bytes = 0;
      return;
    }
    // Known rows (issue 22): the answers that read them or the whole table (lists, counts) go; a page
    // that read only other rows of the table stays.
    for (const [key, entry] of entries) if (affectedBy(entry, table, rows)) remove(key, entry);
  });

  const remove = (key: string, entry: Entry) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const grow = (entry: Entry, by: number) => {
    entry.bytes += by;
    bytes += by;
    // Map iteration order is insertion order: the first keys are the least recently used.
    for (const [oldKey, old] of entries) {
      if (bytes <= options.maxBytes) break;
      remove(oldKey, old);
    }
  };

  /** Stores `entry` and starts its compressed copies: the promises of those copies. */
  const store = (key: string, entry: Entry): Partial<Record<Encoding, Promise<Buffer>>> => {
    const previous = entries.get(key);
    if (previous) remove(key, previous);
    entries.set(key, entry);
    const body = entry.body!;
    grow(entry, body.length);
    const copies: Partial<Record<Encoding, Promise<Buffer>>> = {};
    if (body.length < COMPRESS_FROM_BYTES) return copies;
    const storedIn = generation;
    for (const encoding of Object.keys(compressors) as Encoding[]) {
      const copy = (copies[encoding] = compressors[encoding](body));
      copy.then(
        (encoded) => {
          if (storedIn !== generation || entries.get(key) !== entry) return;
          entry.encoded[encoding] = encoded;
          grow(entry, encoded.length);
          if (entry.body && entry.encoded.br && entry.encoded.gzip) {
            grow(entry, -entry.body.length);
            entry.body = undefined;
          }
        },
        () => undefined,
      );
    }
    return copies;
  };

  const serve = (req: Request, res: Response, entry: Entry) => {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('X-Cache', 'HIT');
    if (entry.route) Object.assign(req, { route: { path: entry.route.path }, baseUrl: entry.route.baseUrl });
    if (req.fresh) {
      res.removeHeader('Content-Type');
      res.status(304).end();
      return;
    }
    // Checked one by one: browsers list gzip first, but brotli is smaller.
    const encoding = (['br', 'gzip'] as const).find((e) => entry.encoded[e] && req.acceptsEncodings(e) === e);
    const body = encoding ? entry.encoded[encoding]! : plainBody(entry);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(body.length));
    res.status(200).end(body);
  };

  /** Captures the answer the app is about to send, stores it when it qualifies, then calls `answered`. */
  const capture = (req: Request, res: Response, key: string, answered?: () => void) => {
    const startedIn = generation;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      const [chunk] = args;
      const body = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.isBuffer(chunk) ? chunk : undefined;
      let copies: Partial<Record<Encoding, Promise<Buffer>>> = {};
      if (
        res.statusCode === 200 &&
        startedIn === generation &&
        feed.live &&
        body &&
        body.length <= maxEntryBytes &&
        !res.getHeader('set-cookie') &&
        !res.getHeader('content-encoding') &&
        String(res.getHeader('vary') ?? 'Accept-Encoding') === 'Accept-Encoding' &&
        storable(res)
      ) {
        const template = (req.route as { path?: unknown } | undefined)?.path;
        copies = store(key, {
          body,
          encoded: {},
          bytes: 0,
          headers: STORED_HEADERS.flatMap((name) => {
            const value = res.getHeader(name);
            return value === undefined ? [] : [[name, String(value)] as [string, string]];
          }),
          expiresAt: Date.now() + maxLifetimeMs,
          route: typeof template === 'string' ? { path: template, baseUrl: req.baseUrl ?? '' } : undefined,
          rows: res.locals.publicAnswerRows as Set<string> | undefined,
        });
      }
      answered?.();
      // The first visitor gets the answer compressed too, as soon as its copy is made (a server-rendered page
      // is about 100 KB as HTML and 15 KB compressed: on a phone's connection that was most of the wait).
      const encoding = (['br', 'gzip'] as const).find((each) => copies[each] && req.acceptsEncodings(each) === each);
      if (!encoding || args.some((arg) => typeof arg === 'function')) return end(...args);
      copies[encoding]!.then(
        (encoded) => {
          res.setHeader('Content-Encoding', encoding);
          res.setHeader('Content-Length', String(encoded.length));
          end(encoded);
        },
        () => end(...args),
      );
      return res;
    }) as Response['end'];
  };

  const handle = (req: Request, res: Response, next: NextFunction, mayWait: boolean) => {
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
    const leader = inflight.get(key);
    if (leader && mayWait) {
      // A visitor who left meanwhile costs nothing more.
      void leader.then(() => (req.socket.destroyed ? undefined : handle(req, res, next, false)));
      return;
    }
    let release: (() => void) | undefined;
    if (!leader) {
      let done!: () => void;
      const answer = new Promise<void>((resolve) => (done = resolve));
      inflight.set(key, answer);
      // Released when the answer exists, even if the first visitor has left: the waiters then find
      // it stored instead of all asking the database at once.
      release = () => {
        if (inflight.get(key) === answer) inflight.delete(key);
        done();
      };
      res.once('finish', release);
    }
    capture(req, res, key, release);
    next();
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (
      req.method !== 'GET' ||
      !feed.live ||
      !handles(req) ||
      req.headers.cookie !== undefined ||
      req.headers.authorization !== undefined
    )
      return next();
    // The stored answer may be sent compressed to one browser and plain to another.
    res.vary('Accept-Encoding');
    handle(req, res, next, true);
  };

  const storedAnswer = (entry: Entry): StoredAnswer => {
    const header = (name: string) => entry.headers.find(([each]) => each === name)?.[1];
    return {
      headers: entry.headers,
      body: (encoding) => (encoding ? entry.encoded[encoding]! : plainBody(entry)),
      encodings: () => (['br', 'gzip'] as const).filter((e) => entry.encoded[e]),
      etag: header('etag'),
      lastModified: header('last-modified'),
    };
  };

  const stored: StoredAnswers | undefined =
    options.handles || options.storable
      ? undefined
      : {
          takes: (req, path) =>
            req.method === 'GET' &&
            feed.live &&
            path.startsWith('/api/') &&
            req.headers.cookie === undefined &&
            req.headers.authorization === undefined,
          lookup: (key) => {
            const hit = entries.get(key);
            if (!hit) return undefined;
            if (hit.expiresAt <= Date.now()) {
              remove(key, hit);
              return undefined;
            }
            // Most recently used goes last.
            entries.delete(key);
            entries.set(key, hit);
            return storedAnswer(hit);
          },
          pending: (key) => inflight.get(key),
          lead: (key) => {
            let done!: () => void;
            const answer = new Promise<void>((resolve) => (done = resolve));
            inflight.set(key, answer);
            return () => {
              if (inflight.get(key) === answer) inflight.delete(key);
              done();
            };
          },
          get generation() {
            return generation;
          },
          offer: (key, answer, startedIn) => {
            const cacheControl = answer.headers.find(([name]) => name === 'cache-control')?.[1] ?? '';
            if (startedIn !== generation || !feed.live || answer.body.length > maxEntryBytes || !isPublic(cacheControl))
              return;
            store(key, {
              body: answer.body,
              encoded: {},
              bytes: 0,
              headers: answer.headers,
              expiresAt: Date.now() + maxLifetimeMs,
              route: { path: answer.route, baseUrl: '' },
              rows: answer.rows,
            });
          },
        };

  return { middleware, stored };
}
