import { Global, Injectable, Module } from '@nestjs/common';
import type { Response } from 'express';

/** The prefix of every JSON API route (`configureHttpApp` sets it). */
export const API_PREFIX = 'api';

/** The full path of an API route: `apiPath('stripe/webhook')` is `/api/stripe/webhook`. */
export function apiPath(route: string): string {
  return `/${API_PREFIX}/${route.replace(/^\/+/, '')}`;
}

/** CSP directives by helmet's camelCase names, e.g. `{ baseUri: ["'self'"] }`. */
export type CspDirectives = Record<string, string[]>;

/**
 * An exception to the app-wide HTTP pipeline, declared by the module that owns
 * the route. It covers `path` and every path under it.
 */
export interface RouteRule {
  /** The path the browser sees, e.g. `/api/stripe/webhook` (use `apiPath`) or `/admin/queues`. */
  path: string;
  /** A server-rendered page outside the `/api` prefix, which the SPA fallback never answers. */
  outsideApiPrefix?: boolean;
  /** The body stays the exact bytes sent (a Buffer), e.g. for a signature computed over them. */
  rawBody?: boolean;
  /** No session and no CSRF check: the caller proves who it is otherwise (a signature). */
  sessionless?: boolean;
  /**
   * For a UI that cannot send the SPA's CSRF header: its writes are accepted when
   * the browser sends an `Origin` header naming our origin (required, not merely allowed to be absent).
   */
  sameOriginWritesWithoutCsrfToken?: boolean;
  /** Content-Security-Policy directives that replace the app's own on this route's answers. */
  contentSecurityPolicy?: CspDirectives;
}

/**
 * An anonymous public read answered straight from Express, before Nest's router (issue 22), for
 * requests without the session cookie: the access log, metrics, security headers and the response
 * cache still run (they come first), while Nest's per-request layers (module middleware, guards,
 * pipes, interceptors, the ORM request context) are skipped. The route must also exist as a Nest
 * route (the contract, signed-in visitors) answering the same: `answer` is the same use case.
 */
export interface LeanPublicRead {
  /** An Express path with parameters, e.g. `apiPath('schools/slug/:slug')`. */
  path: string;
  /** `Cache-Control: public, max-age=N` on a successful answer, as `@PublicCache(N)` sets it. */
  maxAgeSeconds: number;
  /** The JSON body; throw what the Nest route throws (the exception filter's rules answer it). */
  answer(params: Record<string, string>, res: Response): Promise<unknown>;
}

function covers(rule: RouteRule, path: string): boolean {
  return path === rule.path || path.startsWith(`${rule.path}/`);
}

/**
 * What modules tell the app-wide HTTP pipeline (shared/http, identity's
 * session middleware) about their own routes and tables, so that shared code
 * never names a route or a table. A module declares its rules in its Nest
 * module's constructor, which runs before `configureHttpApp` reads them.
 */
@Injectable()
export class HttpRules {
  private readonly routeRules: RouteRule[] = [];
  private readonly tables = new Set<string>();
  private readonly pageTables = new Set<string>();
  private readonly leanReads: LeanPublicRead[] = [];
  /** The cookie a signed-in visitor sends (identity declares it); pages are rendered for visitors without. */
  sessionCookie: string | undefined;

  /** Declares an exception for one route (and everything under it). */
  route(rule: RouteRule): void {
    this.routeRules.push(rule);
  }

  /**
   * Declares tables that answers marked `@PublicCache()` are read from: a write
   * to any of them clears the response cache (docs/performance.md). Each
   * table needs a change trigger (migration `performance`).
   */
  publicAnswersReadFrom(...tables: string[]): void {
    for (const table of tables) this.tables.add(table.toLowerCase());
  }

  /**
   * Declares tables the server-rendered public pages read beyond the public answers (e.g. the open
   * houses a school page lists): a write to any of them clears the rendered-page cache too.
   */
  publicPagesReadFrom(...tables: string[]): void {
    for (const table of tables) this.pageTables.add(table.toLowerCase());
  }

  /** Declares an anonymous public read served before Nest's router (LeanPublicRead). */
  leanPublicRead(read: LeanPublicRead): void {
    this.leanReads.push(read);
  }

  get leanPublicReads(): readonly LeanPublicRead[] {
    return this.leanReads;
  }

  get routes(): readonly RouteRule[] {
    return this.routeRules;
  }

  get publicAnswerTables(): readonly string[] {
    return [...this.tables];
  }

  /** Everything a rendered public page may show: the public answers' tables and the pages' own. */
  get publicPageTables(): readonly string[] {
    return [...new Set([...this.tables, ...this.pageTables])];
  }

  /** The rule that covers a request path (query string ignored, trailing slashes too), if any. */
  at(path: string): RouteRule | undefined {
    const bare = path.split('?')[0].replace(/\/+$/, '');
    return this.routeRules.find((rule) => covers(rule, bare));
  }
}

/** Provides the one `HttpRules` to every module of the web app (the worker has no HTTP pipeline). */
@Global()
@Module({ providers: [HttpRules], exports: [HttpRules] })
export class HttpRulesModule {}
