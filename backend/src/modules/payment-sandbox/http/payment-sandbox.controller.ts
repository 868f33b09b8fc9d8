import { Body, Controller, Get, Header, HttpCode, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../shared/http';
import { SandboxBillingPortal } from '../infrastructure/sandbox-billing-portal';
import { SandboxCardPayments } from '../infrastructure/sandbox-card-payments';
import { SandboxInvoices } from '../infrastructure/sandbox-invoices';
import {
  AuthenticateSandboxPaymentRequest,
  ConfirmSandboxPaymentRequest,
  PaySandboxCheckoutRequest,
  SandboxAuthenticationRequest,
  SandboxCardUpdateRequest,
  SandboxPortalActionRequest,
} from './dto/sandbox.request';
import {
  SandboxBillingPortalResponse,
  SandboxCheckoutResponse,
  SandboxPaymentResponse,
  SandboxMessageResponse,
  SandboxRedirectResponse,
} from './dto/sandbox.response';

/** The OpenAPI tag of every sandbox route: says on its face that production with Stripe keys has none of them. */
export const PAYMENT_SANDBOX_TAG = 'payment sandbox (development only)';
const SANDBOX_ONLY =
  'Development only: served only when no Stripe keys are configured (the payment sandbox stands in for Stripe). ' +
  'With STRIPE_SECRET_KEY set this route does not exist.';

/**
 * The payment sandbox's hosted TEST MODE pages: Stripe Checkout, the Payment
 * Element's card confirmation (with its 3-D Secure step) and the billing
 * portal. Anonymous like Stripe's own pages: each object is reached only
 * through its unguessable id or client secret.
 */
@ApiTags(PAYMENT_SANDBOX_TAG)
@Public()
@Controller('sandbox')
export class PaymentSandboxController {
  constructor(
    private readonly payments: SandboxCardPayments,
    private readonly portal: SandboxBillingPortal,
    private readonly invoices: SandboxInvoices,
  ) {}

  /** Stripe's `invoice_pdf`: the invoice as a PDF the sandbox renders. */
  @Get('invoices/:id/pdf')
  @ApiOperation({ summary: "A TEST MODE invoice's PDF", description: SANDBOX_ONLY })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @Header('Cache-Control', 'private, no-store')
  async getSandboxInvoicePdf(@Param('id') id: string): Promise<StreamableFile> {
    const pdf = await this.invoices.pdf(id);
    return new StreamableFile(pdf.body, {
      type: 'application/pdf',
      disposition: `inline; filename="${pdf.filename}"`,
      length: pdf.body.length,
    });
  }

  @Get('checkout/:id')
  @ApiOperation({ summary: 'A TEST MODE checkout session', description: SANDBOX_ONLY })
  @ApiOkResponse({ type: SandboxCheckoutResponse })
  getSandboxCheckout(@Param('id') id: string): Promise<SandboxCheckoutResponse> {
    return this.payments.viewCheckout(id);
  }

  @Post('checkout/:id/pay')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pays a TEST MODE checkout with a test card; on success the sandbox sends the signed webhooks',
    description: SANDBOX_ONLY,
  })
  @ApiOkResponse({ type: SandboxPaymentResponse })
  paySandboxCheckout(
    @Param('id') id: string,
    @Body() body: PaySandboxCheckoutRequest,
  ): Promise<SandboxPaymentResponse> {
    return this.payments.payCheckout(id, body.cardNumber);
  }

  @Post('checkout/:id/authenticate')
  @HttpCode(200)
  @ApiOperation({
    summary: "The checkout's TEST MODE authentication step: complete pays, fail declines",
    description: SANDBOX_ONLY,
  })
  @ApiOkResponse({ type: SandboxPaymentResponse })
  authenticateSandboxCheckout(
    @Param('id') id: string,
    @Body() body: SandboxAuthenticationRequest,
  ): Promise<SandboxPaymentResponse> {
    return this.payments.authenticateCheckout(id, body.result);
  }

  @Post('checkout/:id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Leaves a TEST MODE checkout for its cancel address', description: SANDBOX_ONLY })
  @ApiOkResponse({ type: SandboxRedirectResponse })
  cancelSandboxCheckout(@Param('id') id: string): Promise<SandboxRedirectResponse> {
    return this.payments.cancelCheckout(id);
  }

  @Post('payments/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: "The /subscription card form: confirms the first invoice (what Stripe's Payment Element does)",
    description: SANDBOX_ONLY,
  })
  @ApiOkResponse({ type: SandboxPaymentResponse })
  confirmSandboxPayment(@Body() body: ConfirmSandboxPaymentRequest): Promise<SandboxPaymentResponse> {
    return this.payments.confirmInvoice(body.clientSecret, body.cardNumber);
  }

  @Post('payments/authenticate')
  @HttpCode(200)
  @ApiOperation({
    summary: "The card form's TEST MODE authentication step: complete pays, fail declines",
    description: SANDBOX_ONLY,
  })
  @ApiOkResponse({ type: SandboxPaymentResponse })
  authenticateSandboxPayment(@Body() body: AuthenticateSandboxPaymentRequest): Promise<SandboxPaymentResponse> {
    return this.payments.authenticateInvoice(body.clientSecret, body.result);
  }

  @Get('billing-portal/:id')
  @ApiOperation({ summary: 'A TEST MODE billing portal session', description: SANDBOX_ONLY })
  @ApiOkResponse({ type: SandboxBillingPortalResponse })
  async getSandboxBillingPortal(@Param('id') id: string): Promise<SandboxBillingPortalResponse> {
    const view = await this.portal.view(id);
    return {
      ...view,
      subscriptions: view.subscriptions.map((s) => ({ ...s, currentPeriodEnd: s.currentPeriodEnd.toISOString() })),
    };
  }

  @Post('billing-portal/:id/subscriptions/:subscriptionId')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Cancels, resumes or ends a subscription from the TEST MODE billing portal',
    description: SANDBOX_ONLY,
  })
  async changeSandboxSubscription(
    @Param('id') id: string,
    @Param('subscriptionId') subscriptionId: string,
    @Body() body: SandboxPortalActionRequest,
  ): Promise<void> {
    await this.portal.act(id, subscriptionId, body.action);
  }

  @Post('billing-portal/:id/card')
  @HttpCode(200)
  @ApiOperation({
    summary: "The TEST MODE billing portal's 'Update card': a renewal waiting for a retry is charged to it at once",
    description: SANDBOX_ONLY,
  })
  @ApiOkResponse({ type: SandboxMessageResponse })
  updateSandboxCard(@Param('id') id: string, @Body() body: SandboxCardUpdateRequest): Promise<SandboxMessageResponse> {
    return this.portal.updateCard(id, body.cardNumber);
  }
}
