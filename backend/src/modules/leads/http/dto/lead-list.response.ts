import { ApiProperty } from '@nestjs/swagger';
import { LeadResponse } from './lead.response';

/** One page of a school's inbox and the count of its new leads (the tab's badge). */
export class LeadListResponse {
  @ApiProperty({ type: [LeadResponse] })
  leads: LeadResponse[];

  @ApiProperty({ description: 'Leads matching the filters over all pages' })
  total: number;

  @ApiProperty()
  page: number;

  @ApiProperty()
  limit: number;

  @ApiProperty({ description: "The school's leads still new, whatever the filters (spam never counts)" })
  newCount: number;
}
