import { ApiProperty } from '@nestjs/swagger';
import type { RevertOutcome } from '../../../directory';

/** What an admin's revert did: the fields set back and the ones left because they were changed again since. */
export class RevertedChangeResponse {
  @ApiProperty({ example: 42, description: 'The audit entry that was reverted' })
  revertedEntryId: number;

  @ApiProperty({ example: 57, description: 'The school.change_reverted entry recording this revert' })
  revertEntryId: number;

  @ApiProperty({ example: 12 })
  schoolId: number;

  @ApiProperty({
    example: 'mesa-academy',
    description: "The school's slug after the revert (a name set back moves it)",
  })
  schoolSlug: string;

  @ApiProperty({
    type: [String],
    example: ['phone', 'description', 'socialLinks.instagram'],
    description: 'Fields set back to their value before the change (a social link as socialLinks.<network>)',
  })
  reverted: string[];

  @ApiProperty({
    type: [String],
    example: ['website'],
    description: 'Fields the change set that were changed again since: a later edit wins, they were left as they are',
  })
  changedSince: string[];

  static from(outcome: RevertOutcome): RevertedChangeResponse {
    return {
      revertedEntryId: outcome.revertedEntryId,
      revertEntryId: outcome.revertEntryId,
      schoolId: outcome.school.id,
      schoolSlug: outcome.school.slug,
      reverted: outcome.reverted,
      changedSince: outcome.changedSince,
    };
  }
}
