import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CORRECTABLE_FIELD_LABELS,
  CORRECTABLE_FIELDS,
  CORRECTION_STATUSES,
  type CorrectableField,
  type CorrectionStatus,
  type SchoolCorrection,
} from '../../domain/correction';
import { REVIEWED_FIELDS } from '../../../directory';
import type { CorrectionListItem } from '../../application/ports/correction.repository';

export class CorrectionReceivedResponse {
  @ApiProperty({ example: true }) received: boolean;
}

export class SchoolCorrectionResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() schoolId: number;
  @ApiProperty() schoolName: string;
  @ApiProperty() schoolSlug: string;
  @ApiProperty({ enum: CORRECTABLE_FIELDS, enumName: 'CorrectableField' }) field: CorrectableField;
  @ApiProperty({ example: 'Phone' }) fieldLabel: string;
  @ApiProperty({ type: String, nullable: true, description: 'The listing’s value when the family wrote' })
  currentValue: string | null;
  @ApiProperty() suggestedValue: string;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ description: 'Whether the family left an e-mail to hear the outcome (the address is not shown)' })
  familyWillBeTold: boolean;
  @ApiProperty({ enum: CORRECTION_STATUSES, enumName: 'CorrectionStatus' }) status: CorrectionStatus;
  @ApiProperty({ description: 'An owner may accept it (false: the field is checked by the directory team)' })
  ownerMayAccept: boolean;
  @ApiPropertyOptional({ type: String, nullable: true }) declineReason: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, enum: ['owner', 'admin'] }) decidedAs: string | null;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true }) decidedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;

  static from(item: CorrectionListItem): SchoolCorrectionResponse {
    return SchoolCorrectionResponse.of(item.correction, item.schoolName, item.schoolSlug);
  }

  static of(c: SchoolCorrection, schoolName: string, schoolSlug: string): SchoolCorrectionResponse {
    return {
      id: c.id,
      schoolId: c.schoolId,
      schoolName,
      schoolSlug,
      field: c.field,
      fieldLabel: CORRECTABLE_FIELD_LABELS[c.field],
      currentValue: c.currentValue,
      suggestedValue: c.suggestedValue,
      note: c.note,
      familyWillBeTold: c.email !== null,
      status: c.status,
      ownerMayAccept: !(REVIEWED_FIELDS as readonly string[]).includes(c.field),
      declineReason: c.declineReason,
      decidedAs: c.decidedAs,
      decidedAt: c.decidedAt?.toISOString() ?? null,
      createdAt: c.createdAt.toISOString(),
    };
  }
}
