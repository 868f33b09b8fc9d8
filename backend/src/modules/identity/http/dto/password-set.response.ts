import { ApiProperty } from '@nestjs/swagger';
import { SessionUserResponse } from './session-user.response';

/** A password set through an e-mailed link: what to tell the person, and who is now signed in. */
export class PasswordSetResponse {
  @ApiProperty({ example: 'Your password has been set. You are now signed in.' })
  message: string;

  @ApiProperty({ type: SessionUserResponse })
  user: SessionUserResponse;
}
