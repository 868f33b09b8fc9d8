import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { LEAD_NOTE_LIMITS } from '../../domain/lead-activity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class AddLeadNoteRequest {
  @ApiProperty({ minLength: LEAD_NOTE_LIMITS.min, maxLength: LEAD_NOTE_LIMITS.max })
  @Transform(trim)
  @IsString({ message: 'Note is required' })
  @MinLength(LEAD_NOTE_LIMITS.min, { message: 'Note is required' })
  @MaxLength(LEAD_NOTE_LIMITS.max, { message: `Note must be at most ${LEAD_NOTE_LIMITS.max} characters` })
  text: string;
}
