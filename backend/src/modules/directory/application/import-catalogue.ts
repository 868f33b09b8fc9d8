import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { CatalogueFileError, InvalidTuitionRangeError } from '../domain/directory.errors';
import { CsvSyntaxError, parseCsv } from '../domain/catalogue/csv';
import {
  CATALOGUE_COLUMNS,
  REQUIRED_COLUMNS,
  readCatalogueRecord,
  type CatalogueEntry,
  type CatalogueRecord,
} from '../domain/catalogue/catalogue-row';
import {
  isNcesPssHeader,
  ncesPssProfile,
  ncesPssRecord,
  pssSurveyYear,
  sameNcesProfile,
  type NcesSchoolProfile,
} from '../domain/catalogue/nces-pss';
import { School, type FactWriter } from '../domain/school';
import { diffProfile, type ProfileChanges } from '../domain/school-profile';
import { slugifySchoolName } from '../domain/school-slug';
import { AssignSchoolSlug } from './assign-school-slug';
import { CatalogueStore } from './ports/catalogue-store';
import { SchoolRepository } from './ports/school.repository';
import { SchoolProfileEditor } from './school-profile-editor';

export type CatalogueFormat = 'catalogue' | 'nces-pss';
export type ImportAction = 'create' | 'update' | 'unchanged' | 'refuse' | 'skip';

export interface ImportRowReport {
  /** The line of the file the row starts on (the header is line 1). */
  line: number;
  action: ImportAction;
  name: string;
  externalId: string | null;
  /** The school the row matched (update, unchanged). */
  schoolId: number | null;
  /** The matched school's slug, or the one a new school would get (before any -2 suffix). */
  slug: string | null;
  matchedBy: 'external_id' | 'slug' | 'name' | null;
  /** Fields the row sets (create) or changes (update). */
  fields: string[];
  /** Fields that differ but were edited by hand in the product, so the import leaves them. */
  kept: string[];
  /** Why the row is refused or skipped. */
  reasons: string[];
}

export interface ImportReport {
  format: CatalogueFormat;
  /** True once written; a dry run, or a file with a refused row, writes nothing. */
  applied: boolean;
  summary: Record<ImportAction, number>;
  rows: ImportRowReport[];
}

/** The most rows (after the valley filter) one import takes. */
export const MAX_IMPORT_ROWS = 5000;

interface PlannedRow {
  report: ImportRowReport;
  entry: CatalogueEntry | null;
  school: School | null;
  changes: ProfileChanges;
  extra: { externalId?: string; neighborhoodId?: number | null; isActive?: boolean };
  neighborhoodId: number | null;
  /** A PSS row's survey figures (enrollment, teachers, ratio, make-up); undefined for the catalogue layout. */
  ncesProfile?: NcesSchoolProfile | null;
  /** True when those differ from the school's (an update writes them). */
  ncesProfileChanged: boolean;
}

const SAME_NAME = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Loads a catalogue CSV (the admin export's layout, or the NCES Private School
 * Survey's public-use file, detected by its header) into the directory
 * (docs/catalogue-import.md). Each row matches a school by its external id,
 * else by its slug (the slug of its name when the file has none); a matched
 * school is updated, except the fields a person edited by hand in the product
 * (CatalogueStore.handEditedFields), an unmatched row creates a school. A dry
 * run only reports. Applying is one transaction and all or nothing: with any
 * refused row nothing is written. Recorded as `catalogue.imported`, each school
 * written as `school.imported`.
 */
@Injectable()
export class ImportCatalogue {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly store: CatalogueStore,
    private readonly schools: SchoolRepository,
    private readonly assignSlug: AssignSchoolSlug,
    private readonly editor: SchoolProfileEditor,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: {
    actorId: string | null;
    csv: string;
    apply: boolean;
    fileName?: string;
  }): Promise<ImportReport> {
    const { format, rows, surveyYear } = readFile(input.csv);
    // The catalogue layout is the team's file; a PSS file the survey's, of its school year.
    const writer: FactWriter = format === 'nces-pss' ? { source: 'nces', surveyYear } : { source: 'team' };
    return this.unitOfWork.transaction(async () => {
      const planned = await this.plan(rows);
      const report = toReport(format, planned, false);
      if (!input.apply || report.summary.refuse > 0) return report;
      for (const row of planned) await this.write(row, input.actorId, writer);
      await this.audit.record({
        actorId: input.actorId,
        action: 'catalogue.imported',
        targetType: 'catalogue',
        targetId: (input.fileName ?? 'upload').slice(0, 100),
        after: {
          format,
          summary: report.summary,
          created: planned.filter((row) => row.report.action === 'create').map((row) => row.report.schoolId),
          updated: planned.filter((row) => row.report.action === 'update').map((row) => row.report.schoolId),
        },
      });
      return toReport(format, planned, true);
    });
  }

  private async plan(rows: ReadRow[]): Promise<PlannedRow[]> {
    const entries = rows.map((row) => {
      if (row.kind !== 'record') return null;
      const read = readCatalogueRecord(row.record);
      return row.problems.length ? { entry: null, problems: [...row.problems, ...read.problems] } : read;
    });
    const externalIds = entries.flatMap((read) => (read?.entry?.externalId ? [read.entry.externalId] : []));
    const slugs = entries.flatMap((read) =>
      read?.entry ? [read.entry.slug ?? slugifySchoolName(read.entry.facts.name)] : [],
    );
    const byExternalId = new Map((await this.store.findByExternalIds(externalIds)).map((s) => [s.externalId!, s]));
    const bySlug = new Map((await this.store.findBySlugs(slugs)).map((s) => [s.slug, s]));
    const matchedIds = [...byExternalId.values(), ...bySlug.values()].map((school) => school.id);
    const handEdited = await this.store.handEditedFields([...new Set(matchedIds)]);
    const neighborhoods = await this.store.neighborhoodIds();
    const seen = new Map<string, number>();

    return rows.map((row, index): PlannedRow => {
      const report: ImportRowReport = {
        line: row.line,
        action: 'refuse',
        name: '',
        externalId: null,
        schoolId: null,
        slug: null,
        matchedBy: null,
        fields: [],
        kept: [],
        reasons: [],
      };
      const planned: PlannedRow = {
        report,
        entry: null,
        school: null,
        changes: {},
        extra: {},
        neighborhoodId: null,
        ncesProfile: row.kind === 'record' ? row.ncesProfile : undefined,
        ncesProfileChanged: false,
      };
      if (row.kind === 'skip') {
        report.action = 'skip';
        report.name = row.name;
        report.externalId = row.externalId || null;
        report.reasons = [row.reason];
        return planned;
      }
      const read = entries[index]!;
      report.name = (row.record.name ?? '').trim();
      report.externalId = (row.record.external_id ?? '').trim() || null;
      if (!read.entry) {
        report.reasons = read.problems;
        return planned;
      }
      const entry = read.entry;
      planned.entry = entry;
      const nameSlug = slugifySchoolName(entry.facts.name);
      let school: School | null = null;
      if (entry.externalId && byExternalId.has(entry.externalId)) {
        school = byExternalId.get(entry.externalId)!;
        report.matchedBy = 'external_id';
      } else {
        const slug = entry.slug ?? nameSlug;
        const found = bySlug.get(slug);
        if (found && entry.externalId && found.externalId && found.externalId !== entry.externalId) {
          report.reasons.push(
            `The slug "${slug}" belongs to a school with another external id (${found.externalId}); give this row that id or another slug`,
          );
        } else if (found) {
          school = found;
          report.matchedBy = entry.slug ? 'slug' : 'name';
        }
      }
      if (entry.neighborhood) {
        const id = neighborhoods.get(entry.neighborhood.toLowerCase());
        if (id === undefined) report.reasons.push(`Neighborhood "${entry.neighborhood}" is not known`);
        else planned.neighborhoodId = id;
      }
      const key = school ? `school:${school.id}` : `new:${entry.externalId ?? entry.slug ?? nameSlug}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) report.reasons.push(`Same school as line ${earlier}`);
      else seen.set(key, row.line);
      if (report.reasons.length) return planned;

      if (!school) {
        report.action = 'create';
        report.slug = nameSlug;
        report.fields = Object.keys(entry.facts).filter(
          (field) => entry.facts[field as keyof typeof entry.facts] !== undefined,
        );
        if (entry.externalId) report.fields.unshift('externalId');
        if (planned.neighborhoodId !== null) report.fields.push('neighborhood');
        if (planned.ncesProfile) report.fields.push('ncesProfile');
        return planned;
      }
      planned.school = school;
      report.schoolId = school.id;
      report.slug = school.slug;
      const edited = handEdited.get(school.id) ?? new Set<string>();
      const { isActive, ...profileFacts } = entry.facts;
      const differing = diffProfile(school.profile(), profileFacts);
      if (differing.name !== undefined && SAME_NAME(differing.name ?? '', school.name)) delete differing.name;
      for (const [field, value] of Object.entries(differing)) {
        if (edited.has(field)) report.kept.push(field);
        else (planned.changes as Record<string, unknown>)[field] = value;
      }
      if (isActive !== undefined && isActive !== school.isActive) {
        if (edited.has('isActive')) report.kept.push('isActive');
        else planned.extra.isActive = isActive;
      }
      if (entry.externalId && school.externalId !== entry.externalId) planned.extra.externalId = entry.externalId;
      if (entry.neighborhood && planned.neighborhoodId !== school.neighborhoodId) {
        planned.extra.neighborhoodId = planned.neighborhoodId;
      }
      try {
        school.proposedChanges(planned.changes);
      } catch (error) {
        if (!(error instanceof InvalidTuitionRangeError)) throw error;
        report.reasons.push(`${error.message} (with the school's other tuition bound)`);
        return planned;
      }
      planned.ncesProfileChanged =
        planned.ncesProfile !== undefined && !sameNcesProfile(planned.ncesProfile, school.ncesProfile);
      report.fields = [
        ...Object.keys(planned.changes),
        ...(planned.ncesProfileChanged ? ['ncesProfile'] : []),
        ...Object.keys(planned.extra).map((field) => (field === 'neighborhoodId' ? 'neighborhood' : field)),
      ];
      report.action = report.fields.length ? 'update' : 'unchanged';
      return planned;
    });
  }

  private async write(row: PlannedRow, actorId: string | null, writer: FactWriter): Promise<void> {
    const { report, entry } = row;
    if (!entry || (report.action !== 'create' && report.action !== 'update')) return;
    if (report.action === 'create') {
      const school = School.create(
        { ...entry.facts, externalId: entry.externalId, neighborhoodId: row.neighborhoodId },
        writer,
      );
      if (row.ncesProfile) school.setNcesProfile(row.ncesProfile);
      await this.assignSlug.execute(school);
      await this.schools.save(school);
      report.schoolId = school.id;
      report.slug = school.slug;
      await this.audit.record({
        actorId,
        action: 'school.imported',
        targetType: 'school',
        targetId: String(school.id),
        after: {
          ...entry.facts,
          externalId: entry.externalId,
          slug: school.slug,
          ...(row.ncesProfile ? { ncesProfile: row.ncesProfile } : {}),
        },
      });
      return;
    }
    const schoolId = row.school!.id;
    const { school, applied } = await this.editor.apply(schoolId, row.changes, writer);
    const before = { ...applied.before };
    const after = { ...applied.after };
    if (row.ncesProfileChanged) {
      before.ncesProfile = school.ncesProfile;
      after.ncesProfile = row.ncesProfile ?? null;
      school.setNcesProfile(row.ncesProfile ?? null);
      await this.schools.save(school);
    }
    if (Object.keys(row.extra).length) {
      for (const [field, value] of Object.entries(row.extra)) {
        before[field] = (school as unknown as Record<string, unknown>)[field];
        after[field] = value;
      }
      school.update(row.extra);
      school.updatedAt = new Date();
      await this.schools.save(school);
    }
    report.slug = school.slug;
    await this.audit.record({
      actorId,
      action: 'school.imported',
      targetType: 'school',
      targetId: String(school.id),
      before,
      after,
    });
  }
}

type ReadRow =
  | {
      kind: 'record';
      line: number;
      record: CatalogueRecord;
      problems: string[];
      /** A PSS row's survey figures (null when the row has none). */
      ncesProfile?: NcesSchoolProfile | null;
    }
  | { kind: 'skip'; line: number; name: string; externalId: string; reason: string };

/** The file's rows in the catalogue layout (a PSS file's rows mapped, those outside the valley skipped). */
function readFile(csv: string): { format: CatalogueFormat; rows: ReadRow[]; surveyYear: string | null } {
  let records: { line: number; cells: string[] }[];
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new CatalogueFileError(`The file is not valid CSV. ${error.message}`);
    throw error;
  }
  if (!records.length) throw new CatalogueFileError('The file is empty: expected a header row and at least one school');
  const [header, ...body] = records;
  const names = header.cells.map((cell) => cell.trim());
  if (!body.length) throw new CatalogueFileError('The file has a header but no schools');
  const byName = (cells: string[]) => Object.fromEntries(names.map((name, index) => [name, cells[index] ?? '']));
  const widthProblem = (cells: string[]) =>
    cells.length > names.length && cells.slice(names.length).some((cell) => cell.trim() !== '')
      ? `The row has ${cells.length} cells but the header has ${names.length} columns`
      : null;

  if (isNcesPssHeader(names)) {
    const surveyYear = pssSurveyYear(names);
    const rows: ReadRow[] = [];
    for (const { line, cells } of body) {
      const source = byName(cells);
      const mapped = ncesPssRecord(source);
      if ('skipped' in mapped) {
        rows.push({
          kind: 'skip',
          line,
          name: (source.PINST ?? '').trim(),
          externalId: (source.PPIN ?? '').trim(),
          reason: mapped.skipped,
        });
        continue;
      }
      const width = widthProblem(cells);
      rows.push({
        kind: 'record',
        line,
        record: mapped.record,
        problems: width ? [width] : [],
        ncesProfile: ncesPssProfile(source, surveyYear),
      });
    }
    return { format: 'nces-pss', rows: checkCount(rows), surveyYear };
  }

  const lower = names.map((name) => name.toLowerCase());
  const unknown = names.filter((_, index) => !(CATALOGUE_COLUMNS as readonly string[]).includes(lower[index]));
  const missing = REQUIRED_COLUMNS.filter((column) => !lower.includes(column));
  if (missing.length) {
    throw new CatalogueFileError(
      `The header is missing the column(s) ${missing.join(', ')}. Expected the catalogue layout (${CATALOGUE_COLUMNS.join(', ')}) or an NCES Private School Survey file (PPIN, PINST, …)`,
    );
  }
  if (unknown.length) {
    throw new CatalogueFileError(
      `Unknown column(s) ${unknown.join(', ')}. The catalogue layout has ${CATALOGUE_COLUMNS.join(', ')}`,
    );
  }
  const rows: ReadRow[] = body.map(({ line, cells }) => {
    const record = Object.fromEntries(lower.map((name, index) => [name, cells[index] ?? ''])) as CatalogueRecord;
    const width = widthProblem(cells);
    return { kind: 'record', line, record, problems: width ? [width] : [] };
  });
  return { format: 'catalogue', rows: checkCount(rows), surveyYear: null };
}

function checkCount(rows: ReadRow[]): ReadRow[] {
  const count = rows.filter((row) => row.kind === 'record').length;
  if (count > MAX_IMPORT_ROWS) {
    throw new CatalogueFileError(
      `The file has ${count} schools to import; one import takes at most ${MAX_IMPORT_ROWS}`,
    );
  }
  return rows;
}

function toReport(format: CatalogueFormat, planned: PlannedRow[], applied: boolean): ImportReport {
  const summary: Record<ImportAction, number> = { create: 0, update: 0, unchanged: 0, refuse: 0, skip: 0 };
  for (const row of planned) summary[row.report.action]++;
  return { format, applied, summary, rows: planned.map((row) => ({ ...row.report })) };
}
