import type { ContactMessage } from '../../domain/contact-message';

/** Stored contact messages. Joins the caller's transaction. */
export abstract class ContactMessageRepository {
  abstract add(message: ContactMessage): Promise<void>;
  abstract findById(id: string): Promise<ContactMessage | null>;
  /** Writes the message's changed fields at once. */
  abstract save(message: ContactMessage): Promise<void>;
  /** Records when one of the message's two mails went out. */
  abstract recordMailSent(messageId: string, mail: 'notification' | 'confirmation', sentAt: Date): Promise<void>;
}
