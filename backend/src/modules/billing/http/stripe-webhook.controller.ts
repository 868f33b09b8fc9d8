import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../shared/http';
import { ReceivePaymentWebhook, type WebhookReceipt } from '../application/receive-payment-webhook';

/**
 * `POST /api/stripe/webhook`: Stripe's deliveries (and the sandbox's, which
 * call the same use case). The body arrives raw (configureHttpApp), because
 * the signature covers the exact bytes. Anonymous: the signature is the
 * authentication; no session, no CSRF (identity skips this path).
 */
@ApiExcludeController()
@Public()
@Controller('stripe/webhook')
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
