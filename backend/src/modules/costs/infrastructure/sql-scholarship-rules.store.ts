import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';

/** A raw statement's unique violation arrives as the driver's error (code 23505), an ORM call's as MikroORM's. */
const isUniqueViolation = (error: unknown) =>
  error instanceof UniqueConstraintViolationException || (error as { code?: string })?.code === '23505';
import { ScholarshipRulesStore } from '../application/ports/scholarship-rules.store';
import { ScholarshipYearTakenError } from '../domain/costs.errors';
import type { ScholarshipRules, ScholarshipRulesInput } from '../domain/opportunity-scholarship';

interface Row {
  id: number;
  school_year: string;
  income_limits: number[];
  max_award: number;
  source_url: string;
  checked_on: string;
  updated_at: Date;
}

const COLUMNS = `"id", "school_year", "income_limits", "max_award", "source_url",
  to_char("checked_on", 'YYYY-MM-DD') as "checked_on", "updated_at"`;

const fromRow = (row: Row): ScholarshipRules => ({
  id: row.id,
  schoolYear: row.school_year,
  incomeLimits: row.income_limits,
  maxAward: row.max_award,
  sourceUrl: row.source_url,
  checkedOn: row.checked_on,
  updatedAt: new Date(row.updated_at),
});

@Injectable()
export class SqlScholarshipRulesStore extends ScholarshipRulesStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private run<T extends object[]>(query: string, params: unknown[]): Promise<T> {
    return this.em.getConnection('write').execute<T>(query, params, 'all', this.em.getTransactionContext());
  }

  async all(): Promise<ScholarshipRules[]> {
    const rows = await this.run<Row[]>(
      `select ${COLUMNS} from "opportunity_scholarship_rules" order by "school_year" desc`,
      [],
    );
    return rows.map(fromRow);
  }

  async byIdForUpdate(id: number): Promise<ScholarshipRules | null> {
    const [row] = await this.run<Row[]>(
      `select ${COLUMNS} from "opportunity_scholarship_rules" where "id" = ? for update`,
      [id],
    );
    return row ? fromRow(row) : null;
  }

  async add(input: ScholarshipRulesInput, now: Date): Promise<ScholarshipRules> {
    try {
      const [row] = await this.run<Row[]>(
        `insert into "opportunity_scholarship_rules" ("school_year", "income_limits", "max_award", "source_url", "checked_on", "updated_at")
         values (?, ?::jsonb, ?, ?, ?, ?) returning ${COLUMNS}`,
        [input.schoolYear, JSON.stringify(input.incomeLimits), input.maxAward, input.sourceUrl, input.checkedOn, now],
      );
      return fromRow(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ScholarshipYearTakenError();
      throw error;
    }
  }

  async update(id: number, input: ScholarshipRulesInput, now: Date): Promise<ScholarshipRules> {
    try {
      const [row] = await this.run<Row[]>(
        `update "opportunity_scholarship_rules" set "school_year" = ?, "income_limits" = ?::jsonb, "max_award" = ?,
           "source_url" = ?, "checked_on" = ?, "updated_at" = ? where "id" = ? returning ${COLUMNS}`,
        [
          input.schoolYear,
          JSON.stringify(input.incomeLimits),
          input.maxAward,
          input.sourceUrl,
          input.checkedOn,
          now,
          id,
        ],
      );
      return fromRow(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ScholarshipYearTakenError();
      throw error;
    }
  }
}
