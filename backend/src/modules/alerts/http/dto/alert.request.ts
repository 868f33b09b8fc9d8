import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { SchoolFilterRequest } from '../../../catalogue/adapters';
import { isSafeMailAddress } from '../../../mail';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../../domain/saved-search-alert';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const FREQUENCY_MESSAGE = 'Please choose daily or weekly';

/** 'Email me new matches' on the directory: an address, how often, and the page's filters. */
export class SaveAlertRequest {
  @ApiProperty({ example: 'maria@example.com', maxLength: 254 })
  @Transform(trim)
  @ValidateBy(
    {
      name: 'isSafeMailAddress',
      validator: { validate: (value) => typeof value === 'string' && isSafeMailAddress(value) },
    },
    { message: 'Please enter a valid email address' },
  )
  email: string;

  @ApiProperty({ enum: ALERT_FREQUENCIES, enumName: 'AlertFrequency' })
  @IsIn(ALERT_FREQUENCIES, { message: FREQUENCY_MESSAGE })
  frequency: AlertFrequency;

  @ApiProperty({
    type: SchoolFilterRequest,
    description: 'The directory filters, exactly as `GET /api/schools` takes them (near/lat/lng/radius included)',
  })
  @IsObject({ message: 'filters must be an object of directory filters' })
  @ValidateNested()
  @Type(() => SchoolFilterRequest)
  filters: SchoolFilterRequest;

  @ApiPropertyOptional({
    description:
      'When this address already has an alert for this search: e-mail it the link to change that alert (nothing new is saved)',
  })
  @IsOptional()
  @IsBoolean({ message: 'changeExisting must be true or false' })
  changeExisting?: boolean;
}

/** The token from a mailed link (confirm page, manage page). */
export class AlertTokenRequest {
  @ApiProperty({ description: 'The token from the link in the e-mail' })
  @IsString({ message: 'token is required' })
  @MaxLength(800, { message: 'token is not valid' })
  token: string;
}

/** RFC 8058: the mail provider POSTs `List-Unsubscribe=One-Click` as a form to the URL of the header. */
export class OneClickUnsubscribeBody {
  @ApiProperty({ required: false, example: 'One-Click' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'List-Unsubscribe must be One-Click' })
  @IsIn(['One-Click'], { message: 'List-Unsubscribe must be One-Click' })
  'List-Unsubscribe'?: string;
}

/** The manage page: how often, the search, or both (at least one). */
export class ChangeAlertRequest {
  @ApiPropertyOptional({ enum: ALERT_FREQUENCIES, enumName: 'AlertFrequency' })
  @ValidateIf((request: ChangeAlertRequest) => request.frequency !== undefined || request.filters === undefined)
  @IsIn(ALERT_FREQUENCIES, { message: FREQUENCY_MESSAGE })
  frequency?: AlertFrequency;

  @ApiPropertyOptional({
    type: SchoolFilterRequest,
    description: 'The new search, as `GET /api/schools` takes it; replaces the saved filters',
  })
  @IsOptional()
  @IsObject({ message: 'filters must be an object of directory filters' })
  @ValidateNested()
  @Type(() => SchoolFilterRequest)
  filters?: SchoolFilterRequest;
}
