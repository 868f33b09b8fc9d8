import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A caller's id is kept when it is a sane token (no log injection, no huge values). */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the caller's `X-Request-Id` (a proxy or another service
 * started the trace) or a new UUID. Returned in the answer's `X-Request-Id`.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const id = requestIdOf(req);
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** The id `assignRequestId` gives, for a caller that sends the header itself. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  const candidate = Array.isArray(incoming) ? incoming[0] : incoming;
  return candidate && ACCEPTED_ID.test(candidate) ? candidate : randomUUID();
}
