import { ApiProperty } from '@nestjs/swagger';

/** The same answer for every accepted request, spam included, so a robot learns nothing. */
export class LeadReceivedResponse {
  @ApiProperty({ enum: [true], example: true })
  received: true;
}
