import { Injectable, SetMetadata, UseGuards, applyDecorators, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { AppConfig, type AuthConfig } from '../../../config';
import { ErrorResponse } from '../../../shared/http';

export type RateLimitPolicy = 'sign-in' | 'password-reset' | 'public-form' | 'rsvp';

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
    case 'rsvp':
      return { limit: auth.rsvpPerAddressPerHour, ttl: 3_600_000 };
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

/**
 * Counts a form's posts per e-mail address in its body (case and spaces
 * ignored), per route, in the same Redis counters as the per-IP limit: one
 * address cannot flood a school from many addresses. A body without an e-mail
 * is left to validation.
 */
@Injectable()
export class EmailThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    protected readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  /** The counter an address's posts go to, and its hourly limit. */
  protected counter(_req: Record<string, unknown>, email: string): { tracker: string; limit: number } {
    return { tracker: `email:${email}`, limit: this.config.auth.publicFormPerEmailPerHour };
  }

  protected override async handleRequest(props: ThrottlerRequest): Promise<boolean> {
    const { req } = this.getRequestResponse(props.context);
    const email = (req.body as Record<string, unknown> | undefined)?.email;
    if (typeof email !== 'string' || !email.trim()) return true;
    const ttl = 3_600_000;
    const { tracker, limit } = this.counter(req, email.trim().toLowerCase());
    return super.handleRequest({ ...props, limit, ttl, blockDuration: ttl, getTracker: () => tracker });
  }
}

/** The per-IP limit of public forms plus a per-e-mail one (RATE_LIMIT_PUBLIC_FORM_PER_EMAIL_PER_HOUR). */
export const PerEmailFormThrottle = () => RateLimit('public-form', EmailThrottlerGuard);

/** An open house's RSVPs: counted per e-mail address and event (the route's `:id`). */
@Injectable()
export class RsvpThrottlerGuard extends EmailThrottlerGuard {
  protected override counter(req: Record<string, unknown>, email: string): { tracker: string; limit: number } {
    const event = String((req.params as Record<string, unknown> | undefined)?.id ?? '');
    return { tracker: `rsvp:${event}:${email}`, limit: this.config.auth.rsvpPerEmailPerHour };
  }
}

/**
 * RSVPs to an open house: limited per e-mail address and event (RATE_LIMIT_RSVP_PER_EMAIL_PER_HOUR), under a
 * generous per-IP ceiling (RATE_LIMIT_RSVP_PER_ADDRESS_PER_HOUR). Families of one school, or on one carrier's
 * network, share an address: the public forms' 10 an hour per address turned the eleventh family away.
 */
export const RsvpThrottle = () => RateLimit('rsvp', RsvpThrottlerGuard);
