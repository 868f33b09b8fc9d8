import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger as PinoLogger } from 'pino';
import { redactUrl } from '../observability';
import { toErrorAnswer } from './error-body';
import { PermanentRedirect } from './permanent-redirect';

/** The one place an error becomes an HTTP answer: `{statusCode, message, errors?}`. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    answerError(exception, http.getRequest<Request>(), http.getResponse<Response>(), this.logger);
  }
}

/** The exception filter's answer, also used by the routes served before Nest (LeanPublicRead). */
export function answerError(exception: unknown, request: Request, response: Response, logger: Logger): void {
  if (exception instanceof PermanentRedirect && !response.headersSent) {
    // Not kept by browsers: a record renamed back to an old slug must not meet a stale redirect loop.
    response.setHeader('Cache-Control', 'no-cache');
    return response.redirect(301, exception.location);
  }
  const answer = toErrorAnswer(exception);

  if (answer.unexpected) {
    const summary = `${request.method} ${redactUrl(request.originalUrl)} -> ${answer.body.statusCode}`;
    // The request's own logger (its lines carry the request id), even for errors raised before Nest routing.
    const requestLog = (request as Request & { log?: PinoLogger }).log;
    if (requestLog) requestLog.error({ err: exception, statusCode: answer.body.statusCode }, summary);
    else {
      const detail = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
      logger.error(`${summary}: ${detail}`);
    }
  }
  if (response.headersSent) return;
  if (answer.retryAfter) response.setHeader('Retry-After', String(answer.retryAfter));
  response.status(answer.body.statusCode).json(answer.body);
}
