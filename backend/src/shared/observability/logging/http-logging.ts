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

function levelOf(req: IncomingMessage, statusCode: number, error?: Error): 'error' | 'debug' | 'info' {
  if (error || statusCode >= 500) return 'error';
  if (statusCode < 400 && PROBE_PATHS.has(pathOf(req))) return 'debug';
  return 'info';
}

/** Writes the access-log line of one answer (`writeAccessLine`): the request, its id, status and duration. */
export type AccessLineWriter = (
  req: IncomingMessage,
  statusCode: number,
  requestId: string,
  durationMs: number,
) => void;

/**
 * The completion line pino-http writes (same fields, order, level and message), for an answer
 * served before Express (a lean public read, issue 22): one log call on the root logger instead of
 * two child loggers and pino-http's request wrapper per request. Only for answers without an
 * error: anything else goes through Express and pino-http.
 */
export function accessLineWriter(root: Logger): AccessLineWriter {
  return (req, statusCode, requestId, durationMs) => {
    const level = levelOf(req, statusCode);
    if (!root.isLevelEnabled(level)) return;
    root[level](
      {
        requestId,
        req: { method: req.method, url: redactUrl(req.url ?? ''), remoteAddress: req.socket.remoteAddress },
        res: { statusCode },
        durationMs,
      },
      `${req.method} ${pathOf(req)} ${statusCode}`,
    );
  };
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
    customLogLevel: (req: IncomingMessage, res: ServerResponse, error?: Error) => levelOf(req, res.statusCode, error),
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
