import { ApiProperty } from '@nestjs/swagger';
import { REVIEWED_FIELDS, type ReviewedField } from '../../../directory';
import { OwnedSchoolResponse } from '../../../directory/adapters';
import type { OwnerEditOutcome } from '../../application/submit-owner-edit';

/** What an owner's edit did: the listing as it now is, which fields went live and which wait for review. */
export class OwnerEditResponse {
  @ApiProperty({ type: OwnedSchoolResponse, description: 'The listing as it is live now' })
  school: OwnedSchoolResponse;

  @ApiProperty({ type: [String], description: 'Fields applied at once', example: ['phone'] })
  publishedFields: string[];

  /**
   * A named enum, so the generated frontend types carry the reviewed fields as `ReviewedField` and the
   * owner's form marks exactly the fields directory's owner-edit rule reviews.
   */
  @ApiProperty({
    enum: REVIEWED_FIELDS,
    enumName: 'ReviewedField',
    isArray: true,
    description: 'Fields waiting for an admin to approve',
    example: ['name'],
  })
  reviewedFields: ReviewedField[];

  @ApiProperty({ type: Number, nullable: true, description: 'The pending change holding the reviewed fields' })
  pendingChangeId: number | null;

  static from(outcome: OwnerEditOutcome): OwnerEditResponse {
    return {
      school: OwnedSchoolResponse.from(outcome.school),
      publishedFields: outcome.publishedFields,
      reviewedFields: outcome.reviewedFields,
      pendingChangeId: outcome.change?.id ?? null,
    };
  }
}
