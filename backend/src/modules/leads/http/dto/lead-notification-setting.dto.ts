import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { LEAD_NOTIFICATION_MODES, type LeadNotificationMode } from '../../domain/lead-notification';

const MODE_PROPERTY = {
  enum: LEAD_NOTIFICATION_MODES,
  enumName: 'LeadNotificationMode',
  description:
    'immediate: an e-mail for each new lead or RSVP; daily_summary: one e-mail per Las Vegas day listing them',
} as const;

/** How the school's owners hear about new leads and open-house RSVPs. */
export class LeadNotificationSettingRequest {
  @ApiProperty(MODE_PROPERTY)
  @IsIn(LEAD_NOTIFICATION_MODES, { message: 'Please choose at once (immediate) or a daily summary (daily_summary)' })
  mode: LeadNotificationMode;
}

export class LeadNotificationSettingResponse {
  @ApiProperty(MODE_PROPERTY)
  mode: LeadNotificationMode;

  static of(mode: LeadNotificationMode): LeadNotificationSettingResponse {
    return Object.assign(new LeadNotificationSettingResponse(), { mode });
  }
}
