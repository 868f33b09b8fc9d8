import { HttpException, HttpStatus } from '@nestjs/common';
import { DomainError, type DomainErrorKind } from '../errors';
import { BodyParserError } from './body-parsers';
import { isDependencyUnavailable } from './dependency-errors';
import { ValidationFailedException, type FieldErrors } from './validation';

export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: FieldErrors;
}

export interface ErrorAnswer {
  body: ErrorBody;
  /** Seconds, for 503 and 429 answers. */
  retryAfter?: number;
  /** True when the error is ours to investigate (logged with its stack). */
  unexpected: boolean;
}

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

const BODY_PARSER_ERRORS: Record<string, { status: number; message: string } | undefined> = {
  'entity.too.large': { status: HttpStatus.PAYLOAD_TOO_LARGE, message: 'Request body is too large' },
  'entity.parse.failed': { status: HttpStatus.BAD_REQUEST, message: 'Malformed JSON in request body' },
  'encoding.unsupported': { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: 'Unsupported content encoding' },
  'charset.unsupported': { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: 'Unsupported charset' },
};

/**
 * Turns anything thrown into the public JSON error shape. Only messages we
 * wrote reach the client: a stack, SQL or driver text never does.
 */
export function toErrorAnswer(exception: unknown): ErrorAnswer {
  if (exception instanceof ValidationFailedException) {
    return {
      body: { statusCode: 400, message: exception.message, errors: exception.fieldErrors },
      unexpected: false,
    };
  }
  const parserError =
    exception instanceof BodyParserError
      ? (BODY_PARSER_ERRORS[exception.type] ?? { status: HttpStatus.BAD_REQUEST, message: 'Invalid request body' })
      : undefined;
  if (parserError) return { body: { statusCode: parserError.status, message: parserError.message }, unexpected: false };
  if (exception instanceof DomainError) {
    const statusCode = STATUS_BY_KIND[exception.kind];
    return {
      body: exception.field
        ? { statusCode, message: exception.message, errors: { [exception.field]: [exception.message] } }
        : { statusCode, message: exception.message },
      unexpected: false,
      retryAfter: statusCode === 503 ? 5 : undefined,
    };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    let message = exception.message;
    if (typeof response === 'object' && response && 'message' in response) {
      const raw = (response as { message: unknown }).message;
      message = Array.isArray(raw) ? raw.join('; ') : String(raw);
    } else if (typeof response === 'string') {
      message = response;
    }
    const retryAfter = statusCode === 503 ? 5 : undefined;
    return { body: { statusCode, message }, retryAfter, unexpected: statusCode >= 500 };
  }
  const clientError = exposedClientError(exception);
  if (clientError) return { body: clientError, unexpected: false };
  if (isDependencyUnavailable(exception)) {
    return {
      body: { statusCode: 503, message: 'Service temporarily unavailable. Please try again shortly.' },
      retryAfter: 5,
      unexpected: true,
    };
  }
  return { body: { statusCode: 500, message: 'Internal server error' }, unexpected: true };
}

/** Errors from Express middleware (http-errors, e.g. a missing static asset) that are safe to show. */
function exposedClientError(exception: unknown): ErrorBody | undefined {
  if (!exception || typeof exception !== 'object') return undefined;
  const { status, expose, message } = exception as { status?: unknown; expose?: unknown; message?: unknown };
  if (typeof status !== 'number' || status < 400 || status > 499 || expose !== true) return undefined;
  return { statusCode: status, message: typeof message === 'string' ? message : 'Bad Request' };
}
