import { ApiProperty, PickType } from '@nestjs/swagger';
import { PageResponse } from '../../../../shared/http';
import type { School } from '../../domain/school';
import { AdmissionsFactsResponse } from './admissions-facts.response';
import { SchoolResponse } from './school.response';

/**
 * A row of the admin Schools tab (docs/product.md "Records": id,
 * name, location, schoolType, city, website, isActive) plus the facts its
 * Edit form shows (map pin included) and the slug its View link opens.
 */
export class AdminSchoolResponse extends PickType(SchoolResponse, [
  'id',
  'name',
  'slug',
  'schoolType',
  'city',
  'website',
  'isPremium',
  'address',
  'zipCode',
  'phone',
  'email',
  'description',
  'grades',
  'tuitionMin',
  'tuitionMax',
  'religiousAffiliation',
  'latitude',
  'longitude',
  'updatedAt',
  'features',
  'videoUrls',
  'additionalImages',
  'socialLinks',
  'imageUrl',
  'neighborhoodId',
  'admissions',
] as const) {
  @ApiProperty({ description: 'Street address, city and ZIP code in one line' })
  location: string;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the listing was archived (hidden and kept for history); null when it is not',
  })
  archivedAt: string | null;

  @ApiProperty({ type: String, nullable: true })
  academicNotes: string | null;

  static from(school: School): AdminSchoolResponse {
    return {
      id: school.id,
      name: school.name,
      slug: school.slug,
      location: [school.address, school.city, school.zipCode].filter(Boolean).join(', '),
      schoolType: school.schoolType,
      city: school.city,
      website: school.website,
      isActive: school.isActive,
      isPremium: school.isPremium,
      address: school.address,
      zipCode: school.zipCode,
      phone: school.phone,
      email: school.email,
      description: school.description,
      grades: school.grades,
      tuitionMin: school.tuitionMin,
      tuitionMax: school.tuitionMax,
      religiousAffiliation: school.religiousAffiliation,
      latitude: school.latitude === null ? null : Number(school.latitude),
      longitude: school.longitude === null ? null : Number(school.longitude),
      updatedAt: new Date(school.updatedAt).toISOString(),
      archivedAt: school.archivedAt ? new Date(school.archivedAt).toISOString() : null,
      academicNotes: school.academicNotes,
      features: [...(school.features ?? [])],
      videoUrls: [...(school.videoUrls ?? [])],
      additionalImages: [...(school.additionalImages ?? [])],
      socialLinks: school.socialLinks ? { ...school.socialLinks } : null,
      imageUrl: school.imageUrl,
      neighborhoodId: school.neighborhoodId,
      admissions: AdmissionsFactsResponse.from(school),
    };
  }
}

export class AdminSchoolPageResponse extends PageResponse(AdminSchoolResponse) {}
