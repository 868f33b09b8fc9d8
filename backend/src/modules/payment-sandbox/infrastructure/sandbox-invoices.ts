import { Injectable } from '@nestjs/common';
import { linesOf, type SandboxInvoice } from '../domain/sandbox-records';
import { renderPdf, type PdfLine } from './invoice-pdf';
import { refundedOf } from './sandbox-payment-gateway';
import { SandboxStore } from './sandbox-store';

const STATUS: Record<SandboxInvoice['status'], string> = {
  paid: 'Paid',
  open: 'Due: payment failed, retrying',
  uncollectible: 'Unpaid: retries ran out',
};

/** The sandbox's invoice PDF (Stripe's `invoice_pdf`), reached like Stripe's through the invoice's unguessable id. */
@Injectable()
export class SandboxInvoices {
  constructor(private readonly store: SandboxStore) {}

  async pdf(invoiceId: string): Promise<{ filename: string; body: Buffer }> {
    const invoice = await this.store.get<SandboxInvoice>('invoice', invoiceId);
    const number = invoice.number ?? invoice.id;
    const lines: PdfLine[] = [
      { text: 'Vegas Private Schools', bold: true, size: 18 },
      { text: `Invoice ${number}`, bold: true, size: 14, gap: 8 },
      { text: 'TEST MODE: issued by the payment sandbox; no money moved.', size: 9 },
      { text: `Date issued: ${day(invoice.created)}`, gap: 10 },
      { text: `Billed to: ${invoice.customerEmail}` },
      {
        text: `Status: ${STATUS[invoice.status]}${invoice.status === 'paid' && invoice.paidAt ? ` on ${day(invoice.paidAt)}` : ''}`,
      },
      { text: 'Description', bold: true, gap: 14 },
      { text: 'Period', bold: true, x: 300, sameRow: true },
      { text: 'Amount', bold: true, x: 480, sameRow: true },
    ];
    for (const line of linesOf(invoice)) {
      lines.push({ text: line.description });
      lines.push({ text: `${day(line.periodStart)} - ${day(line.periodEnd)}`, x: 300, sameRow: true, size: 10 });
      lines.push({ text: money(line.amount), x: 480, sameRow: true });
    }
    lines.push(
      { text: 'Amount due', bold: true, gap: 12 },
      { text: money(invoice.amountDue), x: 480, sameRow: true, bold: true },
    );
    if (invoice.status === 'paid')
      lines.push({ text: 'Amount paid' }, { text: money(invoice.amountDue), x: 480, sameRow: true });
    const refunded = refundedOf(invoice);
    if (refunded > 0) lines.push({ text: 'Refunded' }, { text: money(-refunded), x: 480, sameRow: true });
    return { filename: `invoice-${number}.pdf`, body: renderPdf(`Invoice ${number}`, lines) };
  }
}

function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Billing's days are Las Vegas days (docs/decisions/billing-console.md). */
function day(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'America/Los_Angeles',
  });
}
