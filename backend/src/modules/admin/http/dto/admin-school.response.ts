import { ApiProperty } from '@nestjs/swagger';
import type { School } from '../../../directory';

/**
 * A row of the admin Schools tab (spec 001 §3 "Admin school list item": id,
 * name, location, schoolType, city, website, isActive) plus the facts its
 * Edit form shows and the slug its View link opens.
 */
export class AdminSchoolResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty()
  slug: string;

  @ApiProperty({ description: 'Street address, city and ZIP code in one line' })
  location: string;

  @ApiProperty()
  schoolType: string;

  @ApiProperty()
  city: string;

  @ApiProperty({ type: String, nullable: true })
  website: string | null;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty()
  isPremium: boolean;

  @ApiProperty()
  address: string;

  @ApiProperty()
  zipCode: string;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true })
  email: string | null;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty()
  grades: string;

  @ApiProperty({ type: Number, nullable: true })
  tuitionMin: number | null;

  @ApiProperty({ type: Number, nullable: true })
  tuitionMax: number | null;

  @ApiProperty({ type: String, nullable: true })
  religiousAffiliation: string | null;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

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
      updatedAt: new Date(school.updatedAt).toISOString(),
    };
  }
}

export class AdminSchoolPageResponse {
  @ApiProperty({ type: [AdminSchoolResponse] })
  items: AdminSchoolResponse[];

  @ApiProperty()
  total: number;

  @ApiProperty()
  page: number;

  @ApiProperty()
  limit: number;
}
