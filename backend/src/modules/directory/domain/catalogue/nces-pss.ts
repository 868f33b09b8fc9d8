import { isInValley } from '../las-vegas-valley';
import { surveyYearFromSuffix } from '../fact-provenance';
import { VALLEY_ZIP_CENTROIDS } from '../valley-zip-centroids';
import type { CatalogueRecord } from './catalogue-row';

/**
 * The NCES Private School Survey (PSS) public-use CSV, read into catalogue rows
 * (docs/catalogue-import.md has the mapping and the sources of the codes).
 * Column names carry the survey year in some files (LATITUDE22, LOGR2022), so
 * those are found by prefix.
 */

/** A file is a PSS file when its header has the school id and the school name columns. */
export function isNcesPssHeader(header: readonly string[]): boolean {
  const names = new Set(header.map((name) => name.trim().toUpperCase()));
  return names.has('PPIN') && names.has('PINST');
}

/**
 * PSS grade codes (LOGR/HIGR): 1 all ungraded, 2 prekindergarten, 3 kindergarten, 4 transitional
 * kindergarten, 5 transitional 1st grade, 6–17 grades 1–12 (source: docs/catalogue-import.md).
 */
export const PSS_GRADE_CODES: Readonly<Record<string, string>> = {
  '1': 'Ungraded',
  '2': 'Pre-K',
  '3': 'K',
  '4': 'K',
  '5': '1st',
  ...Object.fromEntries(Array.from({ length: 12 }, (_, index) => [String(index + 6), ordinal(index + 1)])),
};

function ordinal(grade: number): string {
  if (grade === 1) return '1st';
  if (grade === 2) return '2nd';
  if (grade === 3) return '3rd';
  return `${grade}th`;
}

/** PSS RELIG, the school's religious affiliation in three: 1 Catholic, 2 other religious, 3 nonsectarian. */
export const PSS_RELIG = { catholic: '1', otherReligious: '2', nonsectarian: '3' } as const;

/**
 * PSS ORIENT, the religious orientation, as the directory names it. 29 is "Other" (any other
 * religion, not necessarily Christian) and 30 "Nonsectarian": neither names an affiliation, so
 * neither is listed and the affiliation stays empty.
 */
export const PSS_ORIENT: Readonly<Record<string, string>> = {
  '1': 'Catholic',
  '2': 'African Methodist Episcopal',
  '3': 'Amish',
  '4': 'Assembly of God',
  '5': 'Baptist',
  '6': 'Brethren',
  '7': 'Calvinist',
  '8': 'Christian',
  '9': 'Church of Christ',
  '10': 'Church of God',
  '11': 'Church of God in Christ',
  '12': 'Church of the Nazarene',
  '13': 'Disciples of Christ',
  '14': 'Episcopal',
  '15': 'Friends',
  '16': 'Greek Orthodox',
  '17': 'Islamic',
  '18': 'Jewish',
  '19': 'Latter Day Saints',
  '20': 'Lutheran',
  '21': 'Lutheran',
  '22': 'Lutheran',
  '23': 'Lutheran',
  '24': 'Mennonite',
  '25': 'Methodist',
  '26': 'Pentecostal',
  '27': 'Presbyterian',
  '28': 'Seventh-day Adventist',
};

const SMALL_WORDS = new Set(['of', 'and', 'the', 'at', 'for', 'in', 'de', 'la']);
const KEEP_UPPER = new Set(['II', 'III', 'IV', 'LDS', 'STEM', 'K-12', 'JOY']);

/** PSS writes names and addresses in capitals: 'ST. VIATOR SCHOOL' reads 'St. Viator School'. */
export function titleCase(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((word, index) => {
      if (KEEP_UPPER.has(word.toUpperCase().replace(/[^A-Z0-9-]/g, ''))) return word.toUpperCase();
      const lower = word.toLowerCase();
      if (index > 0 && SMALL_WORDS.has(lower)) return lower;
      return lower.replace(/(^|[-/(.'’])([a-z])/g, (_, before: string, letter: string) =>
        before === "'" || before === '’' ? before + letter : before + letter.toUpperCase(),
      );
    })
    .join(' ');
}

function phone(digits: string): string | undefined {
  const only = digits.replace(/\D/g, '');
  return only.length === 10 ? `(${only.slice(0, 3)}) ${only.slice(3, 6)}-${only.slice(6)}` : undefined;
}

/** One PSS row as a catalogue row, or why it is skipped (not in the valley). */
export function ncesPssRecord(source: Record<string, string>): { record: CatalogueRecord } | { skipped: string } {
  const upper: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) upper[key.trim().toUpperCase()] = (value ?? '').trim();
  const byPrefix = (prefix: string) => {
    const key = Object.keys(upper).find((name) => name === prefix || new RegExp(`^${prefix}\\d{2,4}$`).test(name));
    return key ? upper[key] : '';
  };
  // PADDRS/PCITY/PZIP are the mailing address (often a PO box); PL_ADD/PL_CIT/PL_STABB/PL_ZIP hold
  // the school's physical location when it differs, and that is what the directory lists.
  const physical = (upper.PL_ADD ?? '') !== '';
  const located = (location: string, mailing: string) => (physical && upper[location]) || (upper[mailing] ?? '');
  const street = located('PL_ADD', 'PADDRS');
  const town = located('PL_CIT', 'PCITY');
  const state = located('PL_STABB', 'PSTABB');
  const zip = located('PL_ZIP', 'PZIP').padStart(5, '0').slice(0, 5);
  const latitude = byPrefix('LATITUDE');
  const longitude = byPrefix('LONGITUDE');
  const pinned =
    latitude !== '' && longitude !== '' && Number.isFinite(Number(latitude)) && Number.isFinite(Number(longitude));
  const inBox = pinned && isInValley('latitude', Number(latitude)) && isInValley('longitude', Number(longitude));
  if (state.toUpperCase() !== 'NV' || !(zip in VALLEY_ZIP_CENTROIDS || inBox)) {
    return { skipped: `outside the Las Vegas valley (${[town, state, zip].filter(Boolean).join(', ')})` };
  }
  const low = PSS_GRADE_CODES[byPrefix('LOGR')];
  const high = PSS_GRADE_CODES[byPrefix('HIGR')];
  const grades = low && high ? (low === high ? low : `${low} - ${high}`) : '';
  const relig = upper.RELIG ?? '';
  const religious = relig === PSS_RELIG.catholic || relig === PSS_RELIG.otherReligious;
  const affiliation =
    relig === PSS_RELIG.catholic ? 'Catholic' : religious ? (PSS_ORIENT[upper.ORIENT ?? ''] ?? '') : '';
  const name = titleCase(upper.PINST ?? '');
  const schoolType = /montessori/i.test(name) ? 'Montessori' : religious ? 'Faith-Based' : 'College Prep';
  return {
    record: {
      external_id: upper.PPIN ?? '',
      name,
      address: titleCase(street),
      city: titleCase(town),
      zip_code: zip,
      phone: phone(upper.PPHONE ?? '') ?? '',
      grades,
      school_type: schoolType,
      religious_affiliation: affiliation,
      latitude: inBox ? latitude : '',
      longitude: inBox ? longitude : '',
    },
  };
}

/** The student body's make-up by race and ethnicity, in per cent of the students (PSS P_* columns). */
export interface RaceEthnicityShares {
  americanIndianOrAlaskaNative: number | null;
  asian: number | null;
  hispanicOrLatino: number | null;
  black: number | null;
  white: number | null;
  nativeHawaiianOrPacificIslander: number | null;
  twoOrMoreRaces: number | null;
}

/** The PSS percentage columns of the make-up (public-use file names, as in the 2021-22 survey). */
export const PSS_RACE_COLUMNS: Readonly<Record<keyof RaceEthnicityShares, string>> = {
  americanIndianOrAlaskaNative: 'P_INDIAN',
  asian: 'P_ASIAN',
  hispanicOrLatino: 'P_HISP',
  black: 'P_BLACK',
  white: 'P_WHITE',
  nativeHawaiianOrPacificIslander: 'P_PACIFIC',
  twoOrMoreRaces: 'P_TR',
};

/** A school's survey figures as the survey reported them, with the survey's school year. */
export interface NcesSchoolProfile {
  /** '2021-22' */
  surveyYear: string;
  /** NUMSTUDS: students in all grades. */
  enrollment: number | null;
  /** NUMTEACH: full-time-equivalent teachers. */
  teachersFte: number | null;
  /** STTCH_RT: students per FTE teacher (computed from the two when the file lacks it). */
  studentTeacherRatio: number | null;
  raceEthnicity: RaceEthnicityShares | null;
}

/** Whether two survey profiles hold the same figures (key order aside: jsonb stores keys in its own order). */
export function sameNcesProfile(
  a: NcesSchoolProfile | null | undefined,
  b: NcesSchoolProfile | null | undefined,
): boolean {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([key, inner]) => [key, canonical(inner)]),
        )
      : (value ?? null);
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/**
 * The survey's school year, from the year suffix its columns carry (LATITUDE22, LOGR2022: 2021-22);
 * null when no column has one.
 */
export function pssSurveyYear(header: readonly string[]): string | null {
  for (const raw of header) {
    const match = /^(?:LATITUDE|LONGITUDE|LOGR|HIGR|ULOCALE|NUMSTUDS|NUMTEACH)(\d{2}|\d{4})$/.exec(
      raw.trim().toUpperCase(),
    );
    if (match) return surveyYearFromSuffix(match[1]!);
  }
  return null;
}

/** A number of the file, or null for an empty cell, a negative one (the survey's 'not applicable' -1) or text. */
function figure(value: string): number | null {
  if (value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The survey figures of one PSS row (enrollment, FTE teachers, ratio, make-up), null without a survey year. */
export function ncesPssProfile(source: Record<string, string>, surveyYear: string | null): NcesSchoolProfile | null {
  if (!surveyYear) return null;
  const upper: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) upper[key.trim().toUpperCase()] = (value ?? '').trim();
  const byPrefix = (prefix: string) => {
    const key = Object.keys(upper).find((name) => name === prefix || new RegExp(`^${prefix}\\d{2,4}$`).test(name));
    return key ? upper[key] : '';
  };
  const enrollmentFigure = figure(byPrefix('NUMSTUDS'));
  const enrollment = enrollmentFigure === null ? null : Math.round(enrollmentFigure);
  const teachersFigure = figure(byPrefix('NUMTEACH'));
  const teachersFte = teachersFigure === null ? null : round1(teachersFigure);
  const ratioFigure = figure(byPrefix('STTCH_RT'));
  const studentTeacherRatio =
    ratioFigure !== null
      ? round1(ratioFigure)
      : enrollment !== null && teachersFte
        ? round1(enrollment / teachersFte)
        : null;
  const shares = Object.fromEntries(
    Object.entries(PSS_RACE_COLUMNS).map(([key, column]) => {
      const share = figure(byPrefix(column));
      return [key, share === null ? null : round1(share)];
    }),
  ) as unknown as RaceEthnicityShares;
  const raceEthnicity = Object.values(shares).some((share) => share !== null) ? shares : null;
  if (enrollment === null && teachersFte === null && studentTeacherRatio === null && !raceEthnicity) return null;
  return { surveyYear, enrollment, teachersFte, studentTeacherRatio, raceEthnicity };
}
