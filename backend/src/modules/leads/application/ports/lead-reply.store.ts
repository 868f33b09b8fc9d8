import type { LeadReply, LeadReplyTemplate } from '../../domain/lead-reply';

/** The lead_reply and lead_reply_template tables. Every method joins the caller's UnitOfWork transaction. */
export abstract class LeadReplyStore {
  abstract addReply(reply: LeadReply): Promise<void>;
  /** The reply, when it is one of this lead's. */
  abstract findReply(leadId: string, replyId: string): Promise<LeadReply | null>;
  /** The owner's templates, by name. */
  abstract templatesOf(ownerId: string): Promise<LeadReplyTemplate[]>;
  abstract countTemplates(ownerId: string): Promise<number>;
  /** The template, when it is this owner's. */
  abstract findTemplate(ownerId: string, templateId: string): Promise<LeadReplyTemplate | null>;
  abstract saveTemplate(template: LeadReplyTemplate): Promise<void>;
  /** False when the owner has no such template. */
  abstract deleteTemplate(ownerId: string, templateId: string): Promise<boolean>;
}
