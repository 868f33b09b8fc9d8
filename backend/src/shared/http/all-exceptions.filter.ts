import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { toErrorAnswer } from './error-body';

/** The one place an error becomes an HTTP answer: `{statusCode, message, errors?}`. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const answer = toErrorAnswer(exception);

    if (answer.unexpected) {
      const detail = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
      this.logger.error(`${request.method} ${request.originalUrl} -> ${answer.body.statusCode}: ${detail}`);
    }
    if (response.headersSent) return;
    if (answer.retryAfter) response.setHeader('Retry-After', String(answer.retryAfter));
    response.status(answer.body.statusCode).json(answer.body);
  }
}
