import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { TransactionContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config';
import { ReceivePaymentWebhook } from '../../billing';
import { nowSeconds } from '../domain/sandbox-records';
import { SandboxStore } from './sandbox-store';
import { stripeEvent } from './stripe-json';

/**
 * Sends the sandbox's events the way Stripe does: a Stripe event, signed with
 * the webhook secret in Stripe's scheme, handed to the same intake the
 * `/api/stripe/webhook` route uses, which verifies it like any other.
 */
@Injectable()
export class SandboxWebhookSender {
  constructor(
    private readonly config: AppConfig,
    private readonly intake: ReceivePaymentWebhook,
    private readonly em: EntityManager,
  ) {}

  async send(type: string, object: Record<string, unknown>): Promise<void> {
    const payload = JSON.stringify(stripeEvent(SandboxStore.newId('evt_sbx'), type, object, nowSeconds()), null, 2);
    // A provider's delivery is not part of its caller's transaction: a rollback there must not
    // unsend an event about money that already moved, so the intake gets a context of its own.
    await TransactionContext.create(this.em.fork(), () =>
      this.intake.execute(Buffer.from(payload, 'utf8'), this.signatureHeader(payload)),
    );
  }

  /** Stripe-Signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload" keyed with the endpoint secret>`. */
  signatureHeader(payload: string, timestamp = nowSeconds()): string {
    const signature = createHmac('sha256', this.config.payments.webhookSecret)
      .update(`${timestamp}.${payload}`, 'utf8')
      .digest('hex');
    return `t=${timestamp},v1=${signature}`;
  }
}
