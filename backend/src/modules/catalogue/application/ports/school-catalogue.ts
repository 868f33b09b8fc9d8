import type { AdmissionsFacts, FactSources, NcesSchoolProfile, SocialLinks } from '../../../directory';

/** A school as the public pages see it. */
export interface PublicSchool {
  id: number;
  name: string;
  slug: string;
  address: string;
  city: string;
  zipCode: string;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
  grades: string;
  features: string[];
  schoolType: string;
  religiousAffiliation: string | null;
  tuitionMin: number | null;
  tuitionMax: number | null;
  neighborhoodId: number | null;
  neighborhoodName: string | null;
  isPremium: boolean;
  /** An invented listing of the demo seed ('Example listing'). */
  isExample: boolean;
  socialLinks: SocialLinks | null;
  videoUrls: string[];
  additionalImages: string[];
  imageUrl: string | null;
  updatedAt: Date;
  /** Whether an active account owns the school (never who). */
  managed: boolean;
  admissions: AdmissionsFacts;
}

/**
 * A school's page: the public school plus where its facts come from and its profile figures (issue 44),
 * read for the page only (the results do not need them).
 */
export interface PublicSchoolPage extends PublicSchool {
  factSources: FactSources;
  ncesProfile: NcesSchoolProfile | null;
  /** The school's own figures, newer than the survey's when given. */
  enrollment: number | null;
  teachersFte: number | null;
}

/**
 * The catalogue's published read (active schools only): one school's public page by its slug, former
 * slugs of renamed schools, and what the sitemap lists. Other modules (leads, seo) read schools' public
 * facts through it, from catalogue/index.ts.
 */
export abstract class SchoolCatalogue {
  abstract findBySlug(slug: string): Promise<PublicSchoolPage | null>;
  /** The current slug of the active school that was known as `formerSlug` before a rename, else null. */
  abstract renamedTo(formerSlug: string): Promise<string | null>;
  /** `renamedTo` for many: former slug → current slug, for those that name an active school. */
  abstract renamedAll(formerSlugs: string[]): Promise<Map<string, string>>;
  /** When any active school last changed (null when there is none). */
  abstract lastChange(): Promise<Date | null>;
  /** Slugs and last changes of active schools, by id, one slice at a time (the sitemap). */
  abstract sitemapSlice(offset: number, limit: number): Promise<{ slug: string; updatedAt: Date }[]>;
}
