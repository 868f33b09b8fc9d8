import { ApiProperty } from '@nestjs/swagger';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../../domain/saved-search-alert';

export class AlertSavedResponse {
  @ApiProperty({ description: 'Always true: the confirmation mail is on its way' })
  saved: boolean;
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
