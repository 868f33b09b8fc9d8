import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

/** The switch's new position; without it the state flips. */
export class ToggleArticleStatusRequest {
  @ApiPropertyOptional({ description: 'true = Published, false = Draft; omitted = flip' })
  @IsOptional()
  @IsBoolean({ message: 'isPublished must be true or false' })
  isPublished?: boolean;
}
