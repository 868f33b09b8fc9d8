import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_BATCH_EVENTS, SCHOOL_EVENT_KINDS } from '../../domain/analytics-event';

/** One event of a beacon (documentation only: the body is read by RecordBeacon's parser, as JSON or text/plain). */
export class BeaconEventRequest {
  @ApiProperty({ enum: [...SCHOOL_EVENT_KINDS, 'search'] })
  kind: string;

  @ApiPropertyOptional({ description: 'The school (every kind but search)' })
  schoolId?: number;

  @ApiPropertyOptional({
    description: 'document.referrer (or this site for in-app navigation); only its class is kept',
  })
  referrer?: string;

  @ApiPropertyOptional({
    description: 'search: the text typed (kept lower-cased and trimmed, e-mails and phone numbers dropped)',
  })
  query?: string;

  @ApiPropertyOptional({
    description: 'search: the filters, e.g. {"schoolTypes": ["Montessori"]}',
    type: 'object',
    additionalProperties: true,
  })
  filters?: Record<string, unknown>;

  @ApiPropertyOptional({ description: 'search: how many schools it found' })
  resultCount?: number;
}

export class BeaconRequest {
  @ApiProperty({ type: [BeaconEventRequest], maxItems: MAX_BATCH_EVENTS })
  events: BeaconEventRequest[];
}
