import { EntitySchema } from '@mikro-orm/core';
import { LEAD_REPLY_LIMITS, LeadReply, LeadReplyTemplate } from '../domain/lead-reply';

/** `lead_reply`: the replies sent from the inbox, kept on the lead (a lead's go with it). */
export const LeadReplySchema = new EntitySchema<LeadReply>({
  class: LeadReply,
  tableName: 'lead_reply',
  properties: {
    id: { type: 'uuid', primary: true },
    leadId: {
      kind: 'm:1',
      entity: 'Lead',
      mapToPk: true,
      fieldName: 'lead_id',
      deleteRule: 'cascade',
      updateRule: 'cascade',
    },
    authorId: { type: 'text', nullable: true },
    authorName: { type: 'string', length: 255 },
    body: { type: 'text' },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
  indexes: [{ name: 'lead_reply_lead_id_created_at_idx', properties: ['leadId', 'createdAt'] }],
});

/**
 * `lead_reply_template`: an owner's saved replies. The owner is a plain id (identity owns `app_user`), as
 * `lead_activity.actor_id` is.
 */
export const LeadReplyTemplateSchema = new EntitySchema<LeadReplyTemplate>({
  class: LeadReplyTemplate,
  tableName: 'lead_reply_template',
  properties: {
    id: { type: 'uuid', primary: true },
    ownerId: { type: 'text' },
    name: { type: 'string', length: LEAD_REPLY_LIMITS.templateName },
    body: { type: 'text' },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
    updatedAt: { type: 'Date', columnType: 'timestamptz' },
  },
  indexes: [{ name: 'lead_reply_template_owner_id_name_idx', properties: ['ownerId', 'name'] }],
});
