export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: string }[];
  /** Stable per outbox row, so a rare duplicate is recognisable as the same message. */
  messageId: string;
}

/** The way out to a mail server (SMTP) or, in development, to .eml files. */
export abstract class Mailer {
  abstract send(mail: OutgoingMail): Promise<void>;
}
