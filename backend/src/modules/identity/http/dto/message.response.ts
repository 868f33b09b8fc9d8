import { ApiProperty } from '@nestjs/swagger';

export class AuthMessageResponse {
  @ApiProperty({ example: 'If an account exists for that email, we have sent a link to set a new password.' })
  message: string;
}
