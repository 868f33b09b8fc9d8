import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

/** The switch's new position; without it the status flips. */
export class ToggleSchoolStatusRequest {
  @ApiPropertyOptional({ description: 'true = Live, false = Draft; omitted = flip' })
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}
