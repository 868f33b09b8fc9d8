/** The parts of a verified webhook the intake stores. */
export interface VerifiedWebhook {
  id: string;
  type: string;
  /** The provider's event time. */
  createdAt: Date;
  /** The whole event, as sent. */
  payload: Record<string, unknown>;
}

/**
 * Checks (and, for the sandbox, makes) webhook signatures with the configured
 * webhook secret. Both payment modes use the same scheme, so sandbox events
 * pass exactly the check real ones do.
 */
export abstract class WebhookSignature {
  /** Throws InvalidWebhookSignatureError unless `signatureHeader` signs `rawBody`. */
  abstract verify(rawBody: Buffer, signatureHeader: string | undefined): VerifiedWebhook;
  /** A signature header for `payload` (sandbox deliveries and tests). */
  abstract sign(payload: string): string;
}
