import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class ApproveChangeRequest {
  @ApiPropertyOptional({ description: "The reviewer's notes, e-mailed to the submitter" })
  @IsOptional()
  @IsString({ message: 'Notes must be text' })
  @MaxLength(2000, { message: 'Notes must be at most 2000 characters' })
  notes?: string;
}

export class RejectChangeRequest {
  @ApiProperty({
    example: 'Changes need revision',
    description: 'Why the change is rejected; e-mailed to the submitter',
  })
  @IsString({ message: 'Notes are required to reject a change' })
  @IsNotEmpty({ message: 'Notes are required to reject a change' })
  @MaxLength(2000, { message: 'Notes must be at most 2000 characters' })
  notes: string;
}
