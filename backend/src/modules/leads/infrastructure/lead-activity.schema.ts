import { EntitySchema } from '@mikro-orm/core';
import { LeadActivity } from '../domain/lead-activity';

/**
 * `lead_activity`: notes and status changes, added only. The actor is a plain
 * id (no foreign key), so the history still says who acted after that account
 * is deleted.
 */
export const LeadActivitySchema = new EntitySchema<LeadActivity>({
  class: LeadActivity,
  tableName: 'lead_activity',
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
    kind: { type: 'string', length: 10 },
    actorId: { type: 'text', nullable: true },
    actorName: { type: 'string', length: 255 },
    text: { type: 'text', nullable: true },
    fromStatus: { type: 'string', length: 20, nullable: true },
    toStatus: { type: 'string', length: 20, nullable: true },
    closedReason: { type: 'string', length: 30, nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
  indexes: [{ name: 'lead_activity_lead_id_created_at_idx', properties: ['leadId', 'createdAt'] }],
});
