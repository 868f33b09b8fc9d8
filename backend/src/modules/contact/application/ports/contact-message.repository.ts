import type { ContactMessage, ContactReply } from '../../domain/contact-message';

/** Stored contact messages. Joins the caller's transaction. */
export abstract class ContactMessageRepository {
  abstract add(message: ContactMessage): Promise<void>;
  abstract findById(id: string): Promise<ContactMessage | null>;
  /** Writes the message's changed fields at once. */
  abstract save(message: ContactMessage): Promise<void>;
  /** The message, locked until the caller's transaction ends (two admins replying or editing at once). */
  abstract findByIdForUpdate(id: string): Promise<ContactMessage | null>;
  abstract addReply(reply: ContactReply): Promise<void>;
  /** Records when one of the message's two mails went out. */
  abstract recordMailSent(messageId: string, mail: 'notification' | 'confirmation', sentAt: Date): Promise<void>;
}
