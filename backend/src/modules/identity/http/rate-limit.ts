import { SetMetadata, UseGuards, applyDecorators, type ExecutionContext } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { AuthConfig } from '../../../config';
import { ErrorResponse } from '../../../shared/http';

export type RateLimitPolicy = 'sign-in' | 'password-reset' | 'public-form';

const POLICY_KEY = 'identity:rate-limit-policy';

/** Limit and window (ms) of each policy, per client IP and per route. */
export function rateLimitWindow(auth: AuthConfig, policy: RateLimitPolicy): { limit: number; ttl: number } {
  switch (policy) {
    case 'sign-in':
      return { limit: auth.signInPerMinute, ttl: 60_000 };
    case 'password-reset':
      return { limit: auth.passwordResetPerHour, ttl: 3_600_000 };
    case 'public-form':
      return { limit: auth.publicFormPerHour, ttl: 3_600_000 };
  }
}

export function rateLimitPolicyOf(context: ExecutionContext): RateLimitPolicy {
  return (
    (Reflect.getMetadata(POLICY_KEY, context.getHandler()) as RateLimitPolicy | undefined) ??
    (Reflect.getMetadata(POLICY_KEY, context.getClass()) as RateLimitPolicy | undefined) ??
    'public-form'
  );
}

/** Marks a route with a policy and runs the throttler on it (429 with Retry-After beyond the limit). */
export function RateLimit(policy: RateLimitPolicy, ...moreGuards: Parameters<typeof UseGuards>) {
  return applyDecorators(
    SetMetadata(POLICY_KEY, policy),
    // The throttler first: refused attempts are counted before any other work is done.
    UseGuards(ThrottlerGuard, ...moreGuards),
    ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'Too many requests from this address' }),
  );
}

/** Per-IP limit for anonymous public forms (contact, claim): `@PublicFormThrottle()` on the POST route. */
export const PublicFormThrottle = () => RateLimit('public-form');
