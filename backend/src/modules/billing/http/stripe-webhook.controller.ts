import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public, apiPath, type RouteRule } from '../../../shared/http';
import { ReceivePaymentWebhook, type WebhookReceipt } from '../application/receive-payment-webhook';

const STRIPE_WEBHOOK_ROUTE = 'stripe/webhook';

/**
 * What the webhook needs from the HTTP pipeline (BillingModule declares it):
 * the body raw, because the signature covers the exact bytes; no session and
 * no CSRF check, because the signature is the authentication.
 */
export const STRIPE_WEBHOOK_RULE: RouteRule = { path: apiPath(STRIPE_WEBHOOK_ROUTE), rawBody: true, sessionless: true };

/**
 * `POST /api/stripe/webhook`: Stripe's deliveries (and the sandbox's, which
 * call the same use case). Anonymous, raw body, no session (STRIPE_WEBHOOK_RULE).
 */
@ApiExcludeController()
@Public()
@Controller(STRIPE_WEBHOOK_ROUTE)
export class StripeWebhookController {
  constructor(private readonly receive: ReceivePaymentWebhook) {}

  @Post()
  @HttpCode(200)
  receiveStripeWebhook(
    @Req() req: Request,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookReceipt> {
    const body: unknown = req.body;
    return this.receive.execute(Buffer.isBuffer(body) ? body : Buffer.alloc(0), signature);
  }
}
