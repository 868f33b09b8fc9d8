import { EntitySchema } from '@mikro-orm/core';
import { LeadNotificationSetting, LeadSummarySent } from '../domain/lead-notification';

/** A school's choice of immediate mails or a daily summary; a school's row goes with it. */
export const LeadNotificationSettingSchema = new EntitySchema<LeadNotificationSetting>({
  class: LeadNotificationSetting,
  tableName: 'lead_notification_setting',
  properties: {
    schoolId: {
      kind: 'm:1',
      entity: 'School',
      mapToPk: true,
      primary: true,
      fieldName: 'school_id',
      deleteRule: 'cascade',
      updateRule: 'cascade',
    },
    mode: { type: 'string', length: 20 },
    updatedAt: { type: 'Date', columnType: 'timestamptz' },
  },
});

/** The never-twice rule: the primary key (school, day) admits one summary per school and Las Vegas day. */
export const LeadSummarySentSchema = new EntitySchema<LeadSummarySent>({
  class: LeadSummarySent,
  tableName: 'lead_summary_sent',
  properties: {
    schoolId: {
      kind: 'm:1',
      entity: 'School',
      mapToPk: true,
      primary: true,
      fieldName: 'school_id',
      deleteRule: 'cascade',
      updateRule: 'cascade',
    },
    day: { type: 'string', length: 10, primary: true },
    sentAt: { type: 'Date', columnType: 'timestamptz' },
    leads: { type: 'integer' },
  },
});
