import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { School } from '../../../directory';

export class SchoolSocialLinksResponse {
  @ApiPropertyOptional()
  facebook?: string;

  @ApiPropertyOptional()
  instagram?: string;

  @ApiPropertyOptional()
  twitter?: string;

  @ApiPropertyOptional()
  youtube?: string;

  @ApiPropertyOptional()
  linkedin?: string;
}

/**
 * A school as its owner sees it in the portal and the school dashboard: every
 * profile field, plus the listing's state (Live/Draft, premium, subscription).
 */
export class OwnedSchoolResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty()
  slug: string;

  @ApiProperty()
  address: string;

  @ApiProperty()
  city: string;

  @ApiProperty()
  zipCode: string;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true })
  email: string | null;

  @ApiProperty({ type: String, nullable: true })
  website: string | null;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ type: Number, nullable: true })
  tuitionMin: number | null;

  @ApiProperty({ type: Number, nullable: true })
  tuitionMax: number | null;

  @ApiProperty()
  grades: string;

  @ApiProperty()
  schoolType: string;

  @ApiProperty({ type: String, nullable: true })
  religiousAffiliation: string | null;

  @ApiProperty({ type: Number, nullable: true })
  latitude: number | null;

  @ApiProperty({ type: Number, nullable: true })
  longitude: number | null;

  @ApiProperty({ type: [String] })
  features: string[];

  @ApiProperty({ type: Number, nullable: true })
  neighborhoodId: number | null;

  @ApiProperty()
  isPremium: boolean;

  @ApiProperty()
  subscriptionStatus: string;

  @ApiProperty({ type: SchoolSocialLinksResponse, nullable: true })
  socialLinks: SchoolSocialLinksResponse | null;

  @ApiProperty({ type: [String] })
  videoUrls: string[];

  @ApiProperty({ type: [String] })
  additionalImages: string[];

  @ApiProperty({ type: String, nullable: true })
  imageUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  academicNotes: string | null;

  @ApiProperty({ description: 'Listed publicly (Live) or hidden (Draft)' })
  isActive: boolean;

  @ApiProperty({ description: 'Same as isActive: the dashboard shows Live when published, else Draft' })
  isPublished: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

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
      updatedAt: new Date(school.updatedAt).toISOString(),
    };
  }
}

/** One `school_owner` link of the signed-in user, with its school (spec 001 §3 "Portal school link"). */
export class PortalSchoolLinkResponse {
  @ApiProperty()
  schoolId: number;

  @ApiProperty({ type: OwnedSchoolResponse })
  school: OwnedSchoolResponse;
}
