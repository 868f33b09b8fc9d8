import { ApiProperty } from '@nestjs/swagger';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../../domain/saved-search-alert';

export class AlertSavedResponse {
  @ApiProperty({
    description:
      'True: a new alert, its confirmation mail on its way. False: this address already has an alert for this search; nothing was stored or mailed (but the change link, when asked for)',
  })
  saved: boolean;

  @ApiProperty({
    enum: ALERT_FREQUENCIES,
    enumName: 'AlertFrequency',
    nullable: true,
    description: 'How often the alert already there for this search mails (null when a new one was saved)',
  })
  existingFrequency: AlertFrequency | null;

  @ApiProperty({ description: 'The address was e-mailed the link to change its alert (`changeExisting`)' })
  changeLinkSent: boolean;
}

export class AlertConfirmedResponse {
  @ApiProperty()
  confirmed: boolean;
  @ApiProperty({ description: "The search in words, e.g. 'near 89117, within 5 miles'" })
  searchSummary: string;
  @ApiProperty({ enum: ALERT_FREQUENCIES, enumName: 'AlertFrequency' })
  frequency: AlertFrequency;
  @ApiProperty({ description: 'Link to the page managing every alert of this address' })
  manageUrl: string;
}

export class AlertUnsubscribedResponse {
  @ApiProperty()
  unsubscribed: boolean;
}

export class ManagedAlertResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ enum: ALERT_FREQUENCIES, enumName: 'AlertFrequency' })
  frequency: AlertFrequency;
  @ApiProperty()
  searchSummary: string;
  @ApiProperty({ description: 'The directory page showing this search' })
  searchUrl: string;
  @ApiProperty({ description: 'False until the address confirmed it (deleted after 7 days otherwise)' })
  confirmed: boolean;
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
  @ApiProperty({
    type: Object,
    additionalProperties: true,
    description: 'The saved directory filters (`GET /api/schools` parameters), for the edit form',
  })
  filters: Record<string, unknown>;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      "When the alert lapses unless kept ('Keep this alert'): 12 months after confirming or keeping; null until confirmed",
  })
  lapsesAt: string | null;
  @ApiProperty({ description: 'In its last 30 days: the page offers Keep this alert' })
  lapsesSoon: boolean;
}

export class ManagedAlertsResponse {
  @ApiProperty()
  email: string;
  @ApiProperty({ type: [ManagedAlertResponse] })
  alerts: ManagedAlertResponse[];
}

export class AlertsDeletedResponse {
  @ApiProperty()
  deleted: number;
}
