import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

const BAD_LINK = 'This link is not valid. Please use the link from your reminder e-mail.';

/** The token of the reminder's link (`/listing/confirm?token=`). */
export class ListingTokenRequest {
  @ApiProperty({ description: 'The token of the link in the reminder e-mail' })
  @IsString({ message: BAD_LINK })
  @MinLength(1, { message: BAD_LINK })
  @MaxLength(500, { message: BAD_LINK })
  token: string;
}
