import { ApiProperty } from '@nestjs/swagger';

/** What the contact page shows about reaching the team (CONTACT_EMAIL). */
export class ContactInfoResponse {
  @ApiProperty({ example: 'hello@vegasprivateschools.example' })
  email: string;
}
