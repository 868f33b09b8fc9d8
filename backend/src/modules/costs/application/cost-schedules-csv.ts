import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { CsvSyntaxError, parseCsv, parseGradeSpan, toCsv } from '../../directory';
import {
  COST_CSV_COLUMNS,
  COST_CSV_REQUIRED,
  columnOfField,
  isEmptyCostRecord,
  readCostRecord,
  sameSchedule,
  toCostRecord,
  type CostCsvColumn,
  type CostCsvRecord,
} from '../domain/cost-schedule-csv';
import { checkCostSchedule, type CostScheduleInput } from '../domain/cost-schedule';
import { CostCsvFileError, InvalidCostScheduleError } from '../domain/costs.errors';
import { CostScheduleStore } from './ports/cost-schedule.store';
import { CostSchools, type CostSchool } from './ports/cost-schools';
import { PublishCostSchedule } from './publish-cost-schedule';

/** The most schools one file takes (the catalogue import's limit too). */
export const MAX_COST_CSV_ROWS = 5000;

export type CostImportAction = 'create' | 'update' | 'unchanged' | 'skip';

export interface CostImportRow {
  /** The file's line the row starts on (the header is line 1). */
  line: number;
  slug: string;
  schoolName: string | null;
  action: CostImportAction;
}

export interface CostImportProblem {
  line: number;
  column: CostCsvColumn;
  message: string;
}

export interface CostImportReport {
  /** True once written; a dry run writes nothing. */
  applied: boolean;
  summary: Record<CostImportAction, number>;
  rows: CostImportRow[];
  /** Each refused row's field and why; with any, nothing is written. */
  problems: CostImportProblem[];
}

/** Every school not archived, with its schedule or empty cells to fill in: the layout the import reads. */
@Injectable()
export class ExportCostSchedules {
  constructor(
    private readonly schools: CostSchools,
    private readonly schedules: CostScheduleStore,
  ) {}

  async execute(): Promise<string> {
    const schools = await this.schools.allNotArchived();
    const schedules = new Map(
      (await this.schedules.forSchools(schools.map((school) => school.id))).map((each) => [each.schoolId, each]),
    );
    return toCsv([
      COST_CSV_COLUMNS,
      ...schools.map((school) => {
        const record = toCostRecord(school, schedules.get(school.id) ?? null);
        return COST_CSV_COLUMNS.map((column) => record[column]);
      }),
    ]);
  }
}

interface PlannedRow {
  report: CostImportRow;
  school: CostSchool | null;
  input: CostScheduleInput | null;
}

/**
 * The operator's cost schedules from a CSV file, keyed by school slug (docs/decisions/cost-schedule.md). Each
 * row is read and checked by the same rules as the owner's form (`checkCostSchedule`, the school's grade
 * span); a row with every schedule cell empty is skipped (a file never deletes a schedule), one equal to the
 * stored schedule is left unchanged (not re-confirmed). A dry run only reports. Applying is one
 * transaction, all or nothing: with any refused row nothing is written. Each schedule goes through
 * `PublishCostSchedule.write` (costs stays the only writer of `school_cost_schedule`; confirmed by the
 * operator, audited as `school.cost_schedule_published`), and the file as `cost_schedules.imported`.
 */
@Injectable()
export class ImportCostSchedules {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly schools: CostSchools,
    private readonly schedules: CostScheduleStore,
    private readonly publish: PublishCostSchedule,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: {
    actorId: string;
    csv: string;
    apply: boolean;
    fileName?: string;
    now?: Date;
  }): Promise<CostImportReport> {
    const now = input.now ?? new Date();
    const records = readFile(input.csv);
    return this.unitOfWork.transaction(async () => {
      const problems: CostImportProblem[] = [];
      const planned = await this.plan(records, problems);
      const report = (applied: boolean): CostImportReport => {
        const summary: Record<CostImportAction, number> = { create: 0, update: 0, unchanged: 0, skip: 0 };
        for (const row of planned) summary[row.report.action]++;
        return { applied, summary, rows: planned.map((row) => ({ ...row.report })), problems };
      };
      if (!input.apply || problems.length) return report(false);
      for (const row of planned) {
        if (row.report.action !== 'create' && row.report.action !== 'update') continue;
        await this.publish.write({
          actorId: input.actorId,
          confirmedBy: 'operator',
          schoolId: row.school!.id,
          input: row.input!,
          now,
        });
      }
      const done = report(true);
      await this.audit.record(
        {
          actorId: input.actorId,
          action: 'cost_schedules.imported',
          targetType: 'cost_schedules',
          targetId: (input.fileName ?? 'upload').slice(0, 100),
          after: {
            summary: done.summary,
            created: planned.filter((row) => row.report.action === 'create').map((row) => row.school!.id),
            updated: planned.filter((row) => row.report.action === 'update').map((row) => row.school!.id),
          },
        },
        now,
      );
      return done;
    });
  }

  private async plan(
    records: { line: number; record: CostCsvRecord }[],
    problems: CostImportProblem[],
  ): Promise<PlannedRow[]> {
    const slugs = [...new Set(records.map(({ record }) => (record.school_slug ?? '').trim()).filter(Boolean))];
    const schools = new Map((await this.schools.notArchivedBySlugs(slugs)).map((school) => [school.slug, school]));
    const stored = new Map(
      (await this.schedules.forSchools([...schools.values()].map((school) => school.id))).map((each) => [
        each.schoolId,
        each,
      ]),
    );
    const seen = new Map<string, number>();
    return records.map(({ line, record }): PlannedRow => {
      const slug = (record.school_slug ?? '').trim();
      const school = schools.get(slug) ?? null;
      const row: PlannedRow = {
        report: { line, slug, schoolName: school?.name ?? null, action: 'skip' },
        school,
        input: null,
      };
      const refuse = (column: CostCsvColumn, message: string) => problems.push({ line, column, message });
      if (!slug) {
        refuse('school_slug', 'Give the school’s slug (its address on this site: /schools/<slug>)');
        return row;
      }
      if (!school) {
        refuse('school_slug', `No school (live or draft, not archived) has the slug "${slug}"`);
        return row;
      }
      const earlier = seen.get(slug);
      if (earlier !== undefined) {
        refuse('school_slug', `The same school as line ${earlier}: give each school one row`);
        return row;
      }
      seen.set(slug, line);
      if (isEmptyCostRecord(record)) return row;
      const read = readCostRecord(record);
      read.problems.forEach((problem) => refuse(problem.column, problem.message));
      if (!read.input) return row;
      try {
        checkCostSchedule(read.input, parseGradeSpan(school.grades));
      } catch (error) {
        if (!(error instanceof InvalidCostScheduleError)) throw error;
        refuse(columnOfField(error.field), error.message);
        return row;
      }
      row.input = read.input;
      const before = stored.get(school.id);
      row.report.action = !before ? 'create' : sameSchedule(before, read.input) ? 'unchanged' : 'update';
      return row;
    });
  }
}

/** The file's records by column name; a header that is not the layout is refused as a whole. */
function readFile(csv: string): { line: number; record: CostCsvRecord }[] {
  let records: { line: number; cells: string[] }[];
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new CostCsvFileError(`The file is not valid CSV. ${error.message}`);
    throw error;
  }
  const [header, ...body] = records;
  if (!header) throw new CostCsvFileError('The file is empty: expected a header row and at least one school');
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  const unknown = names.filter((name) => !(COST_CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown.length)
    throw new CostCsvFileError(
      `Unknown column(s) ${unknown.join(', ')}. The cost schedule layout has ${COST_CSV_COLUMNS.join(', ')}`,
    );
  const missing = COST_CSV_REQUIRED.filter((column) => !names.includes(column));
  if (missing.length)
    throw new CostCsvFileError(
      `The header is missing the column(s) ${missing.join(', ')}: each row is a whole schedule (download the export for the layout)`,
    );
  if (!body.length) throw new CostCsvFileError('The file has a header but no schools');
  if (body.length > MAX_COST_CSV_ROWS)
    throw new CostCsvFileError(`The file has ${body.length} rows; one import takes at most ${MAX_COST_CSV_ROWS}`);
  return body.map(({ line, cells }) => ({
    line,
    record: Object.fromEntries(names.map((name, index) => [name, cells[index] ?? ''])) as CostCsvRecord,
  }));
}
