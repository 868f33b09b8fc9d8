import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { School, type SchoolProps, type SocialLinks } from '../domain/school';
import { assertConsistentProfile } from '../domain/school-profile';
import { CreateSchool } from './create-school';

/** What the admin's 'New School' form sends (social links may carry emptied networks as null). */
export type NewListing = Omit<SchoolProps, 'socialLinks' | 'isPremium'> & {
  socialLinks?: { [network in keyof SocialLinks]?: string | null } | null;
};

const text = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};
const list = (values: string[] | undefined) => (values ?? []).map((value) => value.trim()).filter(Boolean);

/** Trimmed text, blanks as none, emptied social links dropped: how the owner forms' edits are stored too. */
export function normaliseListing(input: NewListing): SchoolProps {
  const links = Object.fromEntries(
    Object.entries(input.socialLinks ?? {}).flatMap(([network, url]) => (text(url) ? [[network, text(url)]] : [])),
  );
  return {
    name: input.name.trim(),
    address: input.address.trim(),
    city: input.city.trim(),
    zipCode: input.zipCode.trim(),
    grades: input.grades.trim(),
    schoolType: input.schoolType.trim(),
    phone: text(input.phone),
    website: text(input.website),
    email: text(input.email),
    description: text(input.description),
    religiousAffiliation: text(input.religiousAffiliation),
    academicNotes: text(input.academicNotes),
    imageUrl: text(input.imageUrl),
    tuitionMin: input.tuitionMin ?? null,
    tuitionMax: input.tuitionMax ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    neighborhoodId: input.neighborhoodId ?? null,
    features: list(input.features),
    videoUrls: list(input.videoUrls),
    additionalImages: list(input.additionalImages),
    socialLinks: Object.keys(links).length ? links : null,
    isActive: input.isActive ?? false,
  };
}

/**
 * The admin's 'New School' (issue 16): a listing with every field, Live or a
 * Draft, under the first free slug of its name; recorded as `school.created`.
 */
@Injectable()
export class CreateSchoolListing {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly createSchool: CreateSchool,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { adminId: string; listing: NewListing }): Promise<School> {
    const props = normaliseListing(input.listing);
    assertConsistentProfile(School.create(props).profile());
    return this.unitOfWork.transaction(async () => {
      const school = await this.createSchool.execute(props);
      await this.audit.record({
        actorId: input.adminId,
        action: 'school.created',
        targetType: 'school',
        targetId: String(school.id),
        after: { ...props, slug: school.slug },
      });
      return school;
    });
  }
}
