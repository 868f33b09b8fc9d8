import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

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

/** The Audit tab's Revert: why, in words the owner reads (e-mailed to them and shown in their history). */
export class RevertChangeRequest {
  @ApiProperty({
    example: 'The new phone number rings a different school.',
    description: "Why the change is set back; e-mailed to the owner who made it and shown in their dashboard's history",
  })
  @IsString({ message: 'Please say why the change is reverted' })
  @Matches(/\S/, { message: 'Please say why the change is reverted' })
  @MaxLength(2000, { message: 'The reason must be at most 2000 characters' })
  reason: string;
}
