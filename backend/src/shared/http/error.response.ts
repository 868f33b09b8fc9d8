import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The JSON shape of every error answer, declared once for Swagger. */
export class ErrorResponse {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'First name is required' })
  message: string;

  @ApiPropertyOptional({
    description: 'Failing fields and their messages, for validation errors',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  })
  errors?: Record<string, string[]>;
}
