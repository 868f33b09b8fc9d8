import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import type { Response } from 'express';
import { type Observable, tap } from 'rxjs';

@Injectable()
class PublicCacheInterceptor implements NestInterceptor {
  constructor(private readonly maxAgeSeconds: number) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const response = context.switchToHttp().getResponse<Response>();
    // Only a successful answer is marked cacheable; errors (404, 503…) go through the filter without it.
    return next.handle().pipe(tap(() => response.setHeader('Cache-Control', `public, max-age=${this.maxAgeSeconds}`)));
  }
}

/**
 * Lets browsers and proxies keep a successful public answer briefly and
 * revalidate it cheaply: Express adds an ETag to every body and answers 304
 * when If-None-Match matches.
 */
export const PublicCache = (maxAgeSeconds = 30) => UseInterceptors(new PublicCacheInterceptor(maxAgeSeconds));
