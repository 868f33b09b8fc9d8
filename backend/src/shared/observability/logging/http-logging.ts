import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import { redactUrl } from './redaction';
import { assignRequestId } from './request-id';

/** Probes hit every few seconds; their successes are logged at debug so they do not drown the rest. */
const PROBE_PATHS = new Set(['/api/health/live', '/api/health/ready']);

function pathOf(req: IncomingMessage): string {
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '';
  return url.split('?', 1)[0];
}

/**
 * The access log and the per-request logger (`req.log`, bound to every Nest
 * log call of the request by nestjs-pino). Each line carries `requestId`; the
 * completion line adds method, redacted URL, status and duration. Headers are
 * not logged at all (credentials live there).
 */
export function createHttpLogger(root: Logger): HttpLogger {
  return pinoHttp({
    logger: root,
    genReqId: assignRequestId,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    serializers: {
      // pino's wrapped request: `url` is already Express's originalUrl.
      req: (req: { method: string; url: string; remoteAddress?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (req: IncomingMessage, res: ServerResponse, error?: Error) => {
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode < 400 && PROBE_PATHS.has(pathOf(req))) return 'debug';
      return 'info';
    },
    // pino-http invents an Error ("failed with status code 503") for every 5xx; the exception
    // filter already logged the real one with its stack, so the access line keeps just the status.
    customErrorObject: (_req: IncomingMessage, res: ServerResponse, error: Error, value: Record<string, unknown>) =>
      (res as ServerResponse & { err?: unknown }).err || !/^failed with status code/.test(error.message)
        ? value
        : { ...value, err: undefined },
    customSuccessMessage: (req: IncomingMessage, res: ServerResponse) =>
      `${req.method} ${pathOf(req)} ${res.statusCode}`,
    customErrorMessage: (req: IncomingMessage, res: ServerResponse) => `${req.method} ${pathOf(req)} ${res.statusCode}`,
  });
}
