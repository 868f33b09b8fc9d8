import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../shared/http';
import { SandboxProvider } from '../infrastructure/sandbox/sandbox-provider';
import { ConfirmSandboxPaymentRequest, SandboxPortalActionRequest } from './dto/sandbox.request';
import {
  SandboxBillingPortalResponse,
  SandboxCheckoutResponse,
  SandboxPaymentResponse,
  SandboxRedirectResponse,
} from './dto/sandbox.response';

/**
 * The in-app payment sandbox's hosted pages (TEST MODE), answering 404 when
 * Stripe keys are configured. Anonymous like Stripe's own pages: each object
 * is reached only through its unguessable id or client secret.
 */
@ApiTags('payment sandbox')
@Public()
@Controller('sandbox')
export class SandboxController {
  constructor(private readonly sandbox: SandboxProvider) {}

  @Get('checkout/:id')
  @ApiOkResponse({ type: SandboxCheckoutResponse })
  getSandboxCheckout(@Param('id') id: string): Promise<SandboxCheckoutResponse> {
    return this.sandbox.viewCheckout(id);
  }

  /** Pays the checkout with the test card: the sandbox sends the signed webhooks, then answers the success address. */
  @Post('checkout/:id/pay')
  @HttpCode(200)
  @ApiOkResponse({ type: SandboxRedirectResponse })
  paySandboxCheckout(@Param('id') id: string): Promise<SandboxRedirectResponse> {
    return this.sandbox.payCheckout(id);
  }

  @Post('checkout/:id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: SandboxRedirectResponse })
  cancelSandboxCheckout(@Param('id') id: string): Promise<SandboxRedirectResponse> {
    return this.sandbox.cancelCheckout(id);
  }

  /** The sandbox card form of /subscription (what Stripe's Payment Element does with a real card). */
  @Post('payments/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: SandboxPaymentResponse })
  confirmSandboxPayment(@Body() body: ConfirmSandboxPaymentRequest): Promise<SandboxPaymentResponse> {
    return this.sandbox.confirmPayment(body.clientSecret, body.cardNumber);
  }

  @Get('billing-portal/:id')
  @ApiOkResponse({ type: SandboxBillingPortalResponse })
  async getSandboxBillingPortal(@Param('id') id: string): Promise<SandboxBillingPortalResponse> {
    const view = await this.sandbox.viewPortal(id);
    return {
      ...view,
      subscriptions: view.subscriptions.map((s) => ({ ...s, currentPeriodEnd: s.currentPeriodEnd.toISOString() })),
    };
  }

  @Post('billing-portal/:id/subscriptions/:subscriptionId')
  @HttpCode(204)
  async changeSandboxSubscription(
    @Param('id') id: string,
    @Param('subscriptionId') subscriptionId: string,
    @Body() body: SandboxPortalActionRequest,
  ): Promise<void> {
    await this.sandbox.portalAction(id, subscriptionId, body.action);
  }
}
