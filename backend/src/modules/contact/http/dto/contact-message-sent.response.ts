import { ApiProperty } from '@nestjs/swagger';

export class ContactMessageSentResponse {
  @ApiProperty({ example: "Thank you for contacting us. We'll get back to you within 24 hours." })
  message: string;
}
