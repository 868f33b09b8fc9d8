export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: string }[];
  /** Extra header lines from the template (List-Unsubscribe and List-Unsubscribe-Post on alert mails). */
  headers?: Record<string, string>;
  /** Stable per outbox row, so a rare duplicate is recognisable as the same message. */
  messageId: string;
}

/** The way out to a mail server (SMTP) or, in development, to .eml files. */
export abstract class Mailer {
  abstract send(mail: OutgoingMail): Promise<void>;
}
