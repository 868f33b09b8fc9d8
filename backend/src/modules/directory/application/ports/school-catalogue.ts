import type { GradeSpan } from '../../domain/grade-span';
import type { SocialLinks } from '../../domain/school';

/** A directory search, already validated (DECISIONS.md, search semantics). */
export interface SchoolSearchFilter {
  /** 1-based */
  page: number;
  /** 1..100 */
  limit: number;
  /** Free text matched against name, city, ZIP, address and neighborhood name. */
  location?: string;
  /** Grade levels as spans; a school matches when its span overlaps any of them. */
  grades?: GradeSpan[];
  schoolTypes?: string[];
  /** Neighborhood names, case-insensitive. */
  neighborhoods?: string[];
  tuitionMin?: number;
  tuitionMax?: number;
  zipCode?: string;
  /** A school matches when it has any of these features. */
  features?: string[];
  /** true: premium schools only. */
  featured?: boolean;
}

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
  socialLinks: SocialLinks | null;
  videoUrls: string[];
  additionalImages: string[];
  imageUrl: string | null;
  updatedAt: Date;
}

export interface SchoolSearchResult {
  schools: PublicSchool[];
  total: number;
}

/** Public catalogue reads (active schools only). */
export abstract class SchoolCatalogue {
  abstract search(filter: SchoolSearchFilter): Promise<SchoolSearchResult>;
  abstract findBySlug(slug: string): Promise<PublicSchool | null>;
  /** Active schools and the number of distinct school types among them. */
  abstract counts(): Promise<{ schools: number; schoolTypes: number }>;
  /** When any active school last changed (null when there is none). */
  abstract lastChange(): Promise<Date | null>;
  /** Slugs and last changes of active schools, by id, one slice at a time (the sitemap). */
  abstract sitemapSlice(offset: number, limit: number): Promise<{ slug: string; updatedAt: Date }[]>;
}
