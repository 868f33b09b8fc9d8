import {
  normaliseDeadlines,
  normaliseOpenings,
  type ApplicationDeadline,
  type GradeOpenings,
} from './admissions-facts';
import { InvalidTuitionRangeError } from './directory.errors';

/**
 * The part of a school's record an owner may propose changes to, and the pure
 * rules for "what differs" (stored in a pending change) and "apply" (run when
 * an admin approves). Fields outside this list (isPremium, isActive,
 * subscriptionStatus, slug, ownership) can never travel through a change.
 */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'youtube', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

export interface SchoolProfile {
  name: string;
  schoolType: string;
  grades: string;
  address: string;
  city: string;
  zipCode: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
  religiousAffiliation: string | null;
  tuitionMin: number | null;
  tuitionMax: number | null;
  latitude: number | null;
  longitude: number | null;
  academicNotes: string | null;
  features: string[];
  videoUrls: string[];
  additionalImages: string[];
  socialLinks: SocialLinks | null;
  /** Admissions facts (issue 20, admissions-facts.ts). */
  applicationDeadlines: ApplicationDeadline[];
  financialAidProvider: string | null;
  /** YYYY-MM-DD */
  financialAidDeadline: string | null;
  gradeOpenings: GradeOpenings;
  acceptsOpportunityScholarship: boolean;
  /** The school's own enrollment figure (beside the survey's, issue 44). */
  enrollment: number | null;
  /** The school's own count of full-time-equivalent teachers. */
  teachersFte: number | null;
}

type ScalarField = Exclude<keyof SchoolProfile, 'socialLinks' | ListField | StructuredField>;
type ListField = 'features' | 'videoUrls' | 'additionalImages';
/** Small owned structures stored as JSONB, compared in their canonical form. */
type StructuredField = 'applicationDeadlines' | 'gradeOpenings';

export const SCALAR_FIELDS: readonly ScalarField[] = [
  'name',
  'schoolType',
  'grades',
  'address',
  'city',
  'zipCode',
  'phone',
  'email',
  'website',
  'description',
  'religiousAffiliation',
  'tuitionMin',
  'tuitionMax',
  'latitude',
  'longitude',
  'academicNotes',
  'financialAidProvider',
  'financialAidDeadline',
  'acceptsOpportunityScholarship',
  'enrollment',
  'teachersFte',
];
export const STRUCTURED_FIELDS: readonly StructuredField[] = ['applicationDeadlines', 'gradeOpenings'];
export const LIST_FIELDS: readonly ListField[] = ['features', 'videoUrls', 'additionalImages'];
/** The fields a school cannot be without: a blank proposal for one of these is ignored, never applied. */
export const REQUIRED_FIELDS: readonly ScalarField[] = ['name', 'schoolType', 'grades', 'address', 'city', 'zipCode'];

/** A proposal: any subset of the profile; a social network set to null removes that link. */
export type ProfileChanges = Partial<Omit<SchoolProfile, 'socialLinks'>> & {
  socialLinks?: Partial<Record<SocialNetwork, string | null>>;
};

/** Blank text means "no value": the forms send '' for an emptied box. */
function normaliseScalar(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  return value ?? null;
}

function normaliseList(value: readonly string[] | null | undefined): string[] {
  return (value ?? []).map((item) => item.trim()).filter((item) => item !== '');
}

function normaliseStructured(field: StructuredField, value: unknown): ApplicationDeadline[] | GradeOpenings {
  return field === 'applicationDeadlines'
    ? normaliseDeadlines(value as ApplicationDeadline[] | null)
    : normaliseOpenings(value as GradeOpenings | null);
}

function sameStructure(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** Keeps only the proposed fields that differ from the live record (normalised). */
export function diffProfile(live: SchoolProfile, proposed: ProfileChanges): ProfileChanges {
  const changes: Record<string, unknown> = {};
  for (const field of SCALAR_FIELDS) {
    if (!(field in proposed)) continue;
    const next = normaliseScalar(proposed[field]);
    if (next === null && REQUIRED_FIELDS.includes(field)) continue;
    if (next !== normaliseScalar(live[field])) changes[field] = next;
  }
  for (const field of LIST_FIELDS) {
    if (!(field in proposed)) continue;
    const next = normaliseList(proposed[field]);
    if (!sameList(next, normaliseList(live[field]))) changes[field] = next;
  }
  for (const field of STRUCTURED_FIELDS) {
    if (!(field in proposed)) continue;
    const next = normaliseStructured(field, proposed[field]);
    if (!sameStructure(next, normaliseStructured(field, live[field]))) changes[field] = next;
  }
  if (proposed.socialLinks) {
    const links: Partial<Record<SocialNetwork, string | null>> = {};
    for (const network of SOCIAL_NETWORKS) {
      if (!(network in proposed.socialLinks)) continue;
      const next = normaliseScalar(proposed.socialLinks[network]) as string | null;
      if (next !== normaliseScalar(live.socialLinks?.[network])) links[network] = next;
    }
    if (Object.keys(links).length) changes.socialLinks = links;
  }
  return changes as ProfileChanges;
}

/**
 * Whether two values of one profile field are the same once normalised, as
 * `diffProfile` compares them (blank text is no value, lists trimmed, deadlines
 * and openings in canonical form, social links network by network).
 */
export function sameProfileValue(field: keyof SchoolProfile, a: unknown, b: unknown): boolean {
  if ((LIST_FIELDS as readonly string[]).includes(field)) {
    return sameList(normaliseList(a as string[] | null), normaliseList(b as string[] | null));
  }
  if ((STRUCTURED_FIELDS as readonly string[]).includes(field)) {
    return sameStructure(
      normaliseStructured(field as StructuredField, a),
      normaliseStructured(field as StructuredField, b),
    );
  }
  if (field === 'socialLinks') {
    const links = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
    return SOCIAL_NETWORKS.every((network) => sameScalarValue(links(a)[network], links(b)[network]));
  }
  return sameScalarValue(a, b);
}

/**
 * One value (a scalar field, one social network's link) compared as `diffProfile` does: blank text is no value,
 * so an absent link and a blank one are the same; a number read back as text still equals the number.
 */
export function sameScalarValue(a: unknown, b: unknown): boolean {
  const x = normaliseScalar(a);
  const y = normaliseScalar(b);
  return x === y || (x !== null && y !== null && typeof x !== typeof y && String(x) === String(y));
}

/** The live profile after a change: social links are merged key by key, an emptied link is removed. */
export function applyProfileChanges(live: SchoolProfile, changes: ProfileChanges): SchoolProfile {
  const next: SchoolProfile = { ...live };
  const target = next as unknown as Record<string, unknown>;
  for (const field of SCALAR_FIELDS) {
    if (!(field in changes)) continue;
    const value = normaliseScalar(changes[field]);
    if (value === null && REQUIRED_FIELDS.includes(field)) continue;
    target[field] = value;
  }
  for (const field of LIST_FIELDS) {
    if (field in changes) next[field] = normaliseList(changes[field]);
  }
  for (const field of STRUCTURED_FIELDS) {
    if (field in changes) target[field] = normaliseStructured(field, changes[field]);
  }
  if (changes.socialLinks) {
    const links: SocialLinks = { ...(live.socialLinks ?? {}) };
    for (const network of SOCIAL_NETWORKS) {
      if (!(network in changes.socialLinks)) continue;
      const value = normaliseScalar(changes.socialLinks[network]) as string | null;
      if (value === null) delete links[network];
      else links[network] = value;
    }
    next.socialLinks = Object.keys(links).length ? links : null;
  }
  return next;
}

/** The listing's facts, as the admin's Edit form and the portal's 'Edit School Information' form change them. */
export type SchoolFacts = Pick<
  ProfileChanges,
  | 'name'
  | 'address'
  | 'city'
  | 'zipCode'
  | 'phone'
  | 'email'
  | 'website'
  | 'description'
  | 'tuitionMin'
  | 'tuitionMax'
  | 'grades'
  | 'schoolType'
  | 'religiousAffiliation'
  | 'applicationDeadlines'
  | 'financialAidProvider'
  | 'financialAidDeadline'
  | 'gradeOpenings'
  | 'acceptsOpportunityScholarship'
>;

export function hasChanges(changes: ProfileChanges): boolean {
  return Object.keys(changes).length > 0;
}

/** Rules across fields, checked on the profile as it would be after a change. */
export function assertConsistentProfile(profile: SchoolProfile): void {
  if (profile.tuitionMin !== null && profile.tuitionMax !== null && profile.tuitionMin > profile.tuitionMax) {
    throw new InvalidTuitionRangeError();
  }
}
