import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, ValidateBy } from 'class-validator';
import { LimitParam, PageParam, QueryBoolean, QueryText, SearchParam } from '../../../../shared/http';
import { LEAD_STATUSES, LEAD_TYPES, type LeadStatus, type LeadType } from '../../domain/lead';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): boolean =>
  typeof value === 'string' &&
  DAY.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * The inbox filters, shared by the list and the CSV export. Dates are Las
 * Vegas days, both ends included. Without `status` every lead but spam is
 * listed; `status=spam` shows what the filter caught.
 */
export class LeadFilterRequest {
  @ApiPropertyOptional({ enum: LEAD_STATUSES, enumName: 'LeadStatus' })
  @IsOptional()
  @QueryText()
  @IsIn(LEAD_STATUSES, { message: 'status must be one of: ' + LEAD_STATUSES.join(', ') })
  status?: LeadStatus;

  @ApiPropertyOptional({ enum: LEAD_TYPES, enumName: 'LeadType' })
  @IsOptional()
  @QueryText()
  @IsIn(LEAD_TYPES, { message: 'type must be information, tour or open_house' })
  type?: LeadType;

  @ApiPropertyOptional({ example: '2026-09-01', description: 'First day (YYYY-MM-DD, Las Vegas time), included' })
  @IsOptional()
  @QueryText()
  @ValidateBy({ name: 'isDay', validator: { validate: isDay } }, { message: 'from must be a date (YYYY-MM-DD)' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-09-30', description: 'Last day (YYYY-MM-DD, Las Vegas time), included' })
  @IsOptional()
  @QueryText()
  @ValidateBy({ name: 'isDay', validator: { validate: isDay } }, { message: 'to must be a date (YYYY-MM-DD)' })
  @ValidateBy(
    {
      name: 'notBeforeFrom',
      validator: {
        validate: (value, args) => {
          const from = (args?.object as LeadFilterRequest).from;
          return !isDay(from) || !isDay(value) || (value as string) >= (from as string);
        },
      },
    },
    { message: 'to must not be before from' },
  )
  to?: string;

  @SearchParam('Part of the parent’s name or e-mail')
  search?: string;
}

/** One page of the inbox, newest first. */
export class ListLeadsRequest extends LeadFilterRequest {
  @PageParam()
  page: number = 1;

  @LimitParam()
  limit: number = 20;
}

/** The admin's table of schools with leads. */
export class AdminLeadSummaryRequest {
  @SearchParam('Part of the school name')
  search?: string;

  @ApiPropertyOptional({
    description:
      'true: only schools whose requests reach nobody (no active owner and no school e-mail), so the operator can answer those families',
  })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'reachesNobody must be true or false' })
  reachesNobody?: boolean;

  @PageParam()
  page: number = 1;

  @LimitParam()
  limit: number = 20;
}
