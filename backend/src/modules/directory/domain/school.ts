import { SchoolArchivedError } from './directory.errors';
import {
  latestDeadline,
  normaliseDeadlines,
  normaliseOpenings,
  openGradeNumbers,
  type ApplicationDeadline,
  type GradeOpenings,
} from './admissions-facts';
import { sameNcesProfile, type NcesSchoolProfile } from './catalogue/nces-pss';
import { recordFactSources, type FactSourceKind, type FactSources } from './fact-provenance';
import { parseGradeSpan } from './grade-span';
import {
  LIST_FIELDS,
  SCALAR_FIELDS,
  STRUCTURED_FIELDS,
  applyProfileChanges,
  assertConsistentProfile,
  diffProfile,
  type ProfileChanges,
  type SchoolProfile,
} from './school-profile';

export interface SocialLinks {
  facebook?: string;
  instagram?: string;
  twitter?: string;
  youtube?: string;
  linkedin?: string;
}

/** What a profile change did: the changed fields as they were and as they are now (for the audit trail). */
export interface AppliedProfile {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** True when the name changed: the slug must follow (AssignSchoolSlug). */
  renamed: boolean;
}

/** A switch's old and new position (for the audit trail). */
export interface Switched {
  before: boolean;
  after: boolean;
}

/** The facts a school record is created from (slug and grade span are derived). */
export interface SchoolProps {
  name: string;
  address: string;
  city: string;
  zipCode: string;
  phone?: string | null;
  website?: string | null;
  email?: string | null;
  description?: string | null;
  tuitionMin?: number | null;
  tuitionMax?: number | null;
  grades: string;
  schoolType: string;
  religiousAffiliation?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  features?: string[];
  neighborhoodId?: number | null;
  isPremium?: boolean;
  /** An invented listing of the demo seed, labelled 'Example listing' (docs/seed-data.md). */
  isExample?: boolean;
  socialLinks?: SocialLinks | null;
  videoUrls?: string[];
  additionalImages?: string[];
  imageUrl?: string | null;
  academicNotes?: string | null;
  isActive?: boolean;
  applicationDeadlines?: ApplicationDeadline[];
  financialAidProvider?: string | null;
  financialAidDeadline?: string | null;
  gradeOpenings?: GradeOpenings;
  acceptsOpportunityScholarship?: boolean | null;
  externalId?: string | null;
  enrollment?: number | null;
  teachersFte?: number | null;
}

/** Who writes a change, for the facts' sources (fact-provenance.ts): the school, the team, or the survey of a year. */
export interface FactWriter {
  source: FactSourceKind;
  surveyYear?: string | null;
}

/** The fields whose source the school keeps: the profile's. */
const FACT_FIELDS = new Set<string>([...SCALAR_FIELDS, ...LIST_FIELDS, ...STRUCTURED_FIELDS, 'socialLinks']);

/**
 * A private school listed in the directory. MikroORM hydrates this class
 * without calling the constructor; new records go through `School.create`.
 * `grades` and the numeric span beside it change together only through
 * `setGrades`, and the slug is set by whoever knows which slugs are taken
 * (see `AssignSchoolSlug`), so both stay in sync on every write.
 */
export class School {
  id!: number;
  name!: string;
  slug!: string;
  /** The school's id in the catalogue it was imported from (an NCES PPIN, say); unique when set. */
  externalId: string | null = null;
  address!: string;
  city!: string;
  zipCode!: string;
  phone: string | null = null;
  website: string | null = null;
  email: string | null = null;
  description: string | null = null;
  tuitionMin: number | null = null;
  tuitionMax: number | null = null;
  grades!: string;
  /** Lowest grade taught: Pre-K = -1, K = 0, 1..12; null when `grades` names none. */
  gradeMin: number | null = null;
  /** Highest grade taught, same scale as `gradeMin`. */
  gradeMax: number | null = null;
  schoolType!: string;
  religiousAffiliation: string | null = null;
  latitude: number | null = null;
  longitude: number | null = null;
  features: string[] = [];
  neighborhoodId: number | null = null;
  isPremium = false;
  /** An invented listing of the demo seed: labelled 'Example listing', never featured above real schools. */
  isExample = false;
  subscriptionStatus = 'free';
  premiumFeatures: Record<string, unknown> | null = null;
  socialLinks: SocialLinks | null = null;
  videoUrls: string[] = [];
  additionalImages: string[] = [];
  /** Hero image path; null shows the placeholder. */
  imageUrl: string | null = null;
  /** The owner's academic notes from the profile form (docs/decisions/actions-the-specification-left-empty.md). */
  academicNotes: string | null = null;
  isActive = true;
  /**
   * When an admin archived the listing (a school that closed or left the
   * directory): hidden from the public like a draft, kept with its history and
   * owner links, and out of reach of the Live switch until restored. Distinct
   * from a draft, which is a listing not live yet.
   */
  archivedAt: Date | null = null;
  /** Admissions facts (admissions-facts.ts); deadlines and openings change only through `update`. */
  applicationDeadlines: ApplicationDeadline[] = [];
  financialAidProvider: string | null = null;
  /** YYYY-MM-DD */
  financialAidDeadline: string | null = null;
  gradeOpenings: GradeOpenings = {};
  /** null until the school reports it (issue 35: unknown is not 'no'). */
  acceptsOpportunityScholarship: boolean | null = null;
  /** The school's own enrollment and FTE teachers (owner-given; the survey's are in `ncesProfile`). */
  enrollment: number | null = null;
  teachersFte: number | null = null;
  /** The NCES Private School Survey's figures of the last PSS import, with its survey year. */
  ncesProfile: NcesSchoolProfile | null = null;
  /** Where each fact's current value comes from, kept on every write (fact-provenance.ts). */
  factSources: FactSources = {};
  /** Derived from `gradeOpenings`: grade numbers with seats open or few seats (the openings filter's index). */
  openGrades: number[] = [];
  /** Derived from `applicationDeadlines`: the last deadline (the 'Deadline not passed' filter's index). */
  latestDeadline: string | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();

  /** A new school with a provisional slug; pass it through `AssignSchoolSlug` before saving. */
  static create(props: SchoolProps, writer: FactWriter = { source: 'team' }, now = new Date()): School {
    const school = new School();
    school.update(props);
    school.sourceUnsourcedFacts(writer, now);
    return school;
  }

  /** The fields written by `writer` now come from it, dated today in Las Vegas. */
  recordSources(fields: readonly string[], writer: FactWriter, now = new Date()): void {
    if (!fields.length) return;
    this.factSources = recordFactSources(this.factSources, fields, writer.source, now, writer.surveyYear);
  }

  /** Facts that have a value but no recorded source (a seed's, a listing from before sources) become `writer`'s. */
  sourceUnsourcedFacts(writer: FactWriter, now = new Date()): void {
    const profile = this.profile() as unknown as Record<string, unknown>;
    const unsourced = [...FACT_FIELDS].filter((field) => {
      const value = profile[field];
      const empty =
        value === null || value === undefined || (typeof value === 'object' && !Object.keys(value as object).length);
      return !empty && !(field in (this.factSources ?? {}));
    });
    this.recordSources(unsourced, writer, now);
  }

  /** A PSS import's survey figures; the survey's school year dates them. */
  setNcesProfile(profile: NcesSchoolProfile | null, now = new Date()): boolean {
    if (sameNcesProfile(profile, this.ncesProfile)) return false;
    this.ncesProfile = profile;
    this.updatedAt = now;
    return true;
  }

  /** Applies new facts (e.g. a seed refresh or an owner's edit), keeping the grade span in sync. */
  update(props: Partial<SchoolProps>): void {
    const { grades, ...rest } = props;
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined) (this as unknown as Record<string, unknown>)[key] = value;
    }
    if (grades !== undefined) this.setGrades(grades);
    if (props.applicationDeadlines !== undefined || props.gradeOpenings !== undefined) this.syncAdmissions();
  }

  /** Keeps deadlines and openings canonical and the two indexed values beside them true. */
  syncAdmissions(): void {
    this.applicationDeadlines = normaliseDeadlines(this.applicationDeadlines);
    this.gradeOpenings = normaliseOpenings(this.gradeOpenings);
    this.openGrades = openGradeNumbers(this.gradeOpenings);
    this.latestDeadline = latestDeadline(this.applicationDeadlines);
  }

  /** The owner-editable part of the record (what profile changes are compared with). */
  profile(): SchoolProfile {
    return {
      name: this.name,
      schoolType: this.schoolType,
      grades: this.grades,
      address: this.address,
      city: this.city,
      zipCode: this.zipCode,
      phone: this.phone,
      email: this.email,
      website: this.website,
      description: this.description,
      religiousAffiliation: this.religiousAffiliation,
      tuitionMin: this.tuitionMin,
      tuitionMax: this.tuitionMax,
      latitude: this.latitude === null ? null : Number(this.latitude),
      longitude: this.longitude === null ? null : Number(this.longitude),
      academicNotes: this.academicNotes,
      features: [...(this.features ?? [])],
      videoUrls: [...(this.videoUrls ?? [])],
      additionalImages: [...(this.additionalImages ?? [])],
      socialLinks: this.socialLinks ? { ...this.socialLinks } : null,
      applicationDeadlines: normaliseDeadlines(this.applicationDeadlines),
      financialAidProvider: this.financialAidProvider,
      financialAidDeadline: this.financialAidDeadline,
      gradeOpenings: normaliseOpenings(this.gradeOpenings),
      acceptsOpportunityScholarship: this.acceptsOpportunityScholarship ?? false,
      enrollment: this.enrollment ?? null,
      teachersFte: this.teachersFte === null || this.teachersFte === undefined ? null : Number(this.teachersFte),
    };
  }

  /**
   * Only the proposed fields that differ from the record as it is now; throws
   * when the profile would be inconsistent once they are applied.
   */
  proposedChanges(proposed: ProfileChanges): ProfileChanges {
    const live = this.profile();
    const changes = diffProfile(live, proposed);
    assertConsistentProfile(applyProfileChanges(live, changes));
    return changes;
  }

  /**
   * Applies a profile change (what differs from the record), keeping the grade
   * span in sync. The slug is not touched: when `renamed`, the caller assigns it.
   */
  applyProfileChanges(
    proposed: ProfileChanges,
    writer: FactWriter = { source: 'team' },
    now = new Date(),
  ): AppliedProfile {
    const live = this.profile();
    const changes = diffProfile(live, proposed);
    const next = applyProfileChanges(live, changes);
    assertConsistentProfile(next);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const changed = [...SCALAR_FIELDS, ...LIST_FIELDS, ...STRUCTURED_FIELDS, 'socialLinks' as const].filter(
      (field) => field in changes,
    );
    for (const field of changed) {
      before[field] = live[field];
      after[field] = next[field];
    }
    if (!changed.length) return { before, after, renamed: false };
    const update: Partial<SchoolProfile> = {};
    for (const field of changed) (update as Record<string, unknown>)[field] = next[field];
    this.update(update);
    this.recordSources(changed, writer, now);
    this.updatedAt = now;
    return { before, after, renamed: 'name' in changes };
  }

  /** Live (listed publicly) or Draft; without a value the status flips. An archived school cannot go live. */
  setActive(isActive: boolean | undefined, now = new Date()): Switched {
    const before = this.isActive;
    const after = isActive ?? !before;
    if (after && this.archivedAt) throw new SchoolArchivedError();
    this.isActive = after;
    this.updatedAt = now;
    return { before, after: this.isActive };
  }

  /** Retires the listing: hidden from every public page (isActive false), kept for history. */
  archive(now = new Date()): { wasActive: boolean; changed: boolean } {
    const wasActive = this.isActive;
    if (this.archivedAt) return { wasActive, changed: false };
    this.archivedAt = now;
    this.isActive = false;
    this.updatedAt = now;
    return { wasActive, changed: true };
  }

  /** Back from the archive as a Draft: the admin makes it live with the Live switch when ready. */
  restore(now = new Date()): boolean {
    if (!this.archivedAt) return false;
    this.archivedAt = null;
    this.updatedAt = now;
    return true;
  }

  setGrades(grades: string): void {
    this.grades = grades;
    const span = parseGradeSpan(grades);
    this.gradeMin = span?.min ?? null;
    this.gradeMax = span?.max ?? null;
  }
}
