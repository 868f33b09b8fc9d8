import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import type { SessionUser } from '../../identity';
import { LEAD_REPLY_LIMITS, LeadReplyTemplate } from '../domain/lead-reply';
import { ReplyTemplateNotFoundError, TooManyReplyTemplatesError } from '../domain/leads.errors';
import { LeadReplyStore } from './ports/lead-reply.store';

/**
 * An owner's saved replies, their own (no other owner, of the same school or another, sees or changes them):
 * every call is scoped to the signed-in user; another's template answers 404 as a missing one.
 */
@Injectable()
export class LeadReplyTemplates {
  constructor(
    private readonly store: LeadReplyStore,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  list(user: SessionUser): Promise<LeadReplyTemplate[]> {
    return this.store.templatesOf(user.id);
  }

  create(user: SessionUser, input: { name: string; body: string }, now = new Date()): Promise<LeadReplyTemplate> {
    return this.unitOfWork.transaction(async () => {
      if ((await this.store.countTemplates(user.id)) >= LEAD_REPLY_LIMITS.templatesPerOwner)
        throw new TooManyReplyTemplatesError(LEAD_REPLY_LIMITS.templatesPerOwner);
      const template = LeadReplyTemplate.create({ ownerId: user.id, ...input }, now);
      await this.store.saveTemplate(template);
      return template;
    });
  }

  update(
    user: SessionUser,
    templateId: string,
    input: { name?: string; body?: string },
    now = new Date(),
  ): Promise<LeadReplyTemplate> {
    return this.unitOfWork.transaction(async () => {
      const template = await this.store.findTemplate(user.id, templateId);
      if (!template) throw new ReplyTemplateNotFoundError();
      template.change(input, now);
      await this.store.saveTemplate(template);
      return template;
    });
  }

  async remove(user: SessionUser, templateId: string): Promise<void> {
    const deleted = await this.unitOfWork.transaction(() => this.store.deleteTemplate(user.id, templateId));
    if (!deleted) throw new ReplyTemplateNotFoundError();
  }
}
