import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { CspDirectives, RouteRule } from './http-rules';

/** Google Maps JavaScript API: the loader, its tiles and fonts (Google's CSP guide, allowlist form). */
const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com', 'https://*.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  font: ['https://fonts.gstatic.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  frame: ['https://*.google.com'],
};

/** Stripe.js and its card frames (Stripe's CSP list). */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  img: ['https://*.stripe.com'],
};

/**
 * The app's Content-Security-Policy: our own scripts only (no inline script),
 * inline styles because MUI/emotion inject them, plus exactly the hosts Maps
 * and Stripe load from. Images may come from any HTTPS host: school owners'
 * gallery photos are links to their own sites.
 */
export const APP_CSP_DIRECTIVES: CspDirectives = {
  defaultSrc: ["'self'"],
  baseUri: ["'none'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  scriptSrc: ["'self'", ...GOOGLE_MAPS.script, ...STRIPE.script],
  styleSrc: ["'self'", "'unsafe-inline'", ...GOOGLE_MAPS.style],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...GOOGLE_MAPS.img, ...STRIPE.img],
  fontSrc: ["'self'", 'data:', ...GOOGLE_MAPS.font],
  connectSrc: ["'self'", ...GOOGLE_MAPS.connect, ...STRIPE.connect],
  frameSrc: [...STRIPE.frame, ...GOOGLE_MAPS.frame],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
};

/** Swagger UI (`/api/docs`) ships an inline bootstrap and data: images; it gets a looser policy on its own path. */
const DOCS_CSP_DIRECTIVES = {
  ...APP_CSP_DIRECTIVES,
  scriptSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  connectSrc: ["'self'"],
  frameSrc: ["'none'"],
};

/**
 * Security headers for every answer (helmet): CSP, HSTS in production,
 * nosniff, Referrer-Policy, frame protections. `X-Powered-By` is disabled in
 * `configureHttpApp`. No CORS headers are ever sent: the SPA and the API share
 * one origin. Swagger UI, and each route whose module declared its own CSP
 * directives (`RouteRule.contentSecurityPolicy`), get the app's policy with
 * those directives replaced, on that path and below only.
 */
export function securityHeaders(options: {
  production: boolean;
  routes?: readonly RouteRule[];
  /** Origins the page may fetch from besides its own (the keyless map's style and tiles). */
  connectOrigins?: readonly string[];
}): RequestHandler {
  const common = {
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    crossOriginEmbedderPolicy: false,
    // Stripe's 3-D Secure and Checkout open windows that must be able to talk back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
  };
  const withPolicy = (directives: CspDirectives) =>
    helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives } });
  const appDirectives: CspDirectives = {
    ...APP_CSP_DIRECTIVES,
    connectSrc: [...APP_CSP_DIRECTIVES.connectSrc, ...(options.connectOrigins ?? [])],
  };
  const app = withPolicy(appDirectives);
  const byPath: [string, RequestHandler][] = [
    ['/api/docs', withPolicy(DOCS_CSP_DIRECTIVES)],
    ...(options.routes ?? [])
      .filter((rule) => rule.contentSecurityPolicy)
      .map((rule): [string, RequestHandler] => [
        rule.path,
        withPolicy({ ...appDirectives, ...rule.contentSecurityPolicy }),
      ]),
  ];
  return (req: Request, res: Response, next: NextFunction) => {
    const own = byPath.find(([path]) => req.path === path || req.path.startsWith(`${path}/`));
    (own ? own[1] : app)(req, res, next);
  };
}

type HeaderValue = string | number | readonly string[];

/**
 * The headers `middleware` sets on an answer to a GET of `path`, found by running it once against a
 * recording response (issue 22: the lean reads answered before Express send the very headers the
 * middleware would, so the two cannot drift). Only for middleware that decides synchronously and
 * from the path alone, as `securityHeaders` does.
 */
export function headersSetBy(middleware: RequestHandler, path: string): [string, string][] {
  const headers = new Map<string, [string, HeaderValue]>();
  const recorder = {
    setHeader(name: string, value: HeaderValue) {
      headers.set(name.toLowerCase(), [name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
    getHeader(name: string) {
      return headers.get(name.toLowerCase())?.[1];
    },
  };
  let finished = false;
  middleware(
    { method: 'GET', path, url: path, originalUrl: path, headers: {} } as unknown as Request,
    recorder as unknown as Response,
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error(String(error));
      finished = true;
    },
  );
  if (!finished) throw new Error(`headersSetBy: the middleware did not pass ${path} on synchronously`);
  return [...headers.values()].map(([name, value]) => {
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new Error(`headersSetBy: ${name} has several values; not supported`);
    return [name, String(value)];
  });
}
