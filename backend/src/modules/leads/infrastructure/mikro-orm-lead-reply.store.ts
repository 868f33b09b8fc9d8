import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LeadReplyStore } from '../application/ports/lead-reply.store';
import { LeadReply, LeadReplyTemplate } from '../domain/lead-reply';

/** `this.em` resolves to the UnitOfWork's transaction when called inside one (MikroORM's async context). */
@Injectable()
export class MikroOrmLeadReplyStore extends LeadReplyStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async addReply(reply: LeadReply): Promise<void> {
    await this.em.persist(reply).flush();
  }

  findReply(leadId: string, replyId: string): Promise<LeadReply | null> {
    return this.em.findOne(LeadReply, { id: replyId, leadId });
  }

  templatesOf(ownerId: string): Promise<LeadReplyTemplate[]> {
    return this.em.find(LeadReplyTemplate, { ownerId }, { orderBy: { name: 'asc', id: 'asc' } });
  }

  countTemplates(ownerId: string): Promise<number> {
    return this.em.count(LeadReplyTemplate, { ownerId });
  }

  findTemplate(ownerId: string, templateId: string): Promise<LeadReplyTemplate | null> {
    return this.em.findOne(LeadReplyTemplate, { id: templateId, ownerId });
  }

  async saveTemplate(template: LeadReplyTemplate): Promise<void> {
    await this.em.persist(template).flush();
  }

  async deleteTemplate(ownerId: string, templateId: string): Promise<boolean> {
    return (await this.em.nativeDelete(LeadReplyTemplate, { id: templateId, ownerId })) > 0;
  }
}
