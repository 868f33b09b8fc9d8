import { ApiProperty, OmitType } from '@nestjs/swagger';
import type { School } from '../../domain/school';
import { AdmissionsFactsResponse } from './admissions-facts.response';
import { SchoolResponse } from './school.response';

/**
 * A school as its owner sees it in the portal and the school dashboard: every
 * public profile field, plus the listing's state (Live/Draft, subscription)
 * and the owner-only academic notes.
 */
export class OwnedSchoolResponse extends OmitType(SchoolResponse, [
  'neighborhoodName',
  'managed',
  'takesRequests',
  'isExample',
] as const) {
  @ApiProperty()
  subscriptionStatus: string;

  @ApiProperty({ type: String, nullable: true })
  academicNotes: string | null;

  @ApiProperty({ description: 'Listed publicly (Live) or hidden (Draft)' })
  isActive: boolean;

  @ApiProperty({ description: 'Same as isActive: the dashboard shows Live when published, else Draft' })
  isPublished: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: Number, nullable: true, description: "The school's own enrollment figure" })
  enrollment: number | null;

  @ApiProperty({ type: Number, nullable: true, description: "The school's own full-time-equivalent teachers" })
  teachersFte: number | null;

  static from(school: School): OwnedSchoolResponse {
    return {
      id: school.id,
      name: school.name,
      slug: school.slug,
      address: school.address,
      city: school.city,
      zipCode: school.zipCode,
      phone: school.phone,
      email: school.email,
      website: school.website,
      description: school.description,
      tuitionMin: school.tuitionMin,
      tuitionMax: school.tuitionMax,
      grades: school.grades,
      schoolType: school.schoolType,
      religiousAffiliation: school.religiousAffiliation,
      latitude: school.latitude === null ? null : Number(school.latitude),
      longitude: school.longitude === null ? null : Number(school.longitude),
      features: school.features ?? [],
      neighborhoodId: school.neighborhoodId,
      isPremium: school.isPremium,
      subscriptionStatus: school.subscriptionStatus,
      socialLinks: school.socialLinks ?? null,
      videoUrls: school.videoUrls ?? [],
      additionalImages: school.additionalImages ?? [],
      imageUrl: school.imageUrl,
      academicNotes: school.academicNotes,
      isActive: school.isActive,
      isPublished: school.isActive,
      createdAt: new Date(school.createdAt).toISOString(),
      gradeMin: school.gradeMin,
      gradeMax: school.gradeMax,
      updatedAt: new Date(school.updatedAt).toISOString(),
      admissions: AdmissionsFactsResponse.from(school),
      enrollment: school.enrollment ?? null,
      teachersFte: school.teachersFte === null || school.teachersFte === undefined ? null : Number(school.teachersFte),
    };
  }
}

/** One `school_owner` link of the signed-in user, with its school (docs/product.md "Records"). */
export class PortalSchoolLinkResponse {
  @ApiProperty()
  schoolId: number;

  @ApiProperty({ type: OwnedSchoolResponse })
  school: OwnedSchoolResponse;
}
