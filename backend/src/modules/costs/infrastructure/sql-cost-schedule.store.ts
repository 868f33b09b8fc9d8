import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CostScheduleStore } from '../application/ports/cost-schedule.store';
import type { CostSchedule, Confirmer } from '../domain/cost-schedule';

interface Row {
  school_id: number;
  school_year: string;
  tuition_bands: CostSchedule['tuitionBands'];
  fees: CostSchedule['fees'];
  second_child_discount: CostSchedule['secondChildDiscount'];
  third_child_discount: CostSchedule['thirdChildDiscount'];
  payment_plans: CostSchedule['paymentPlans'];
  assistance: CostSchedule['assistance'];
  confirmed_on: string;
  confirmed_by: Confirmer;
  confirmed_by_user_id: string | null;
  updated_at: Date;
}

const COLUMNS = `"school_id", "school_year", "tuition_bands", "fees", "second_child_discount", "third_child_discount",
  "payment_plans", "assistance", to_char("confirmed_on", 'YYYY-MM-DD') as "confirmed_on", "confirmed_by",
  "confirmed_by_user_id", "updated_at"`;

function fromRow(row: Row): CostSchedule {
  return {
    schoolId: row.school_id,
    schoolYear: row.school_year,
    tuitionBands: row.tuition_bands,
    fees: row.fees,
    secondChildDiscount: row.second_child_discount,
    thirdChildDiscount: row.third_child_discount,
    paymentPlans: row.payment_plans,
    assistance: row.assistance,
    confirmedOn: row.confirmed_on,
    confirmedBy: row.confirmed_by,
    confirmedByUserId: row.confirmed_by_user_id,
    updatedAt: new Date(row.updated_at),
  };
}

/** `this.em` resolves to the UnitOfWork's transaction when called inside one. */
@Injectable()
export class SqlCostScheduleStore extends CostScheduleStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private run<T extends object[]>(query: string, params: unknown[]): Promise<T> {
    return this.em.getConnection('write').execute<T>(query, params, 'all', this.em.getTransactionContext());
  }

  async forSchool(schoolId: number): Promise<CostSchedule | null> {
    const [row] = await this.run<Row[]>(`select ${COLUMNS} from "school_cost_schedule" where "school_id" = ?`, [
      schoolId,
    ]);
    return row ? fromRow(row) : null;
  }

  async forSchools(schoolIds: readonly number[]): Promise<CostSchedule[]> {
    if (!schoolIds.length) return [];
    const rows = await this.run<Row[]>(
      `select ${COLUMNS} from "school_cost_schedule" where "school_id" in (${schoolIds.map(() => '?').join(', ')})`,
      [...schoolIds],
    );
    return rows.map(fromRow);
  }

  async forSchoolForUpdate(schoolId: number): Promise<CostSchedule | null> {
    const [row] = await this.run<Row[]>(
      `select ${COLUMNS} from "school_cost_schedule" where "school_id" = ? for update`,
      [schoolId],
    );
    return row ? fromRow(row) : null;
  }

  async save(s: CostSchedule): Promise<void> {
    const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
    await this.run<object[]>(
      `insert into "school_cost_schedule" ("school_id", "school_year", "tuition_bands", "fees", "second_child_discount",
         "third_child_discount", "payment_plans", "assistance", "confirmed_on", "confirmed_by", "confirmed_by_user_id", "updated_at")
       values (?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb, ?, ?, ?, ?)
       on conflict ("school_id") do update set "school_year" = excluded."school_year", "tuition_bands" = excluded."tuition_bands",
         "fees" = excluded."fees", "second_child_discount" = excluded."second_child_discount",
         "third_child_discount" = excluded."third_child_discount", "payment_plans" = excluded."payment_plans",
         "assistance" = excluded."assistance", "confirmed_on" = excluded."confirmed_on", "confirmed_by" = excluded."confirmed_by",
         "confirmed_by_user_id" = excluded."confirmed_by_user_id", "updated_at" = excluded."updated_at"`,
      [
        s.schoolId,
        s.schoolYear,
        json(s.tuitionBands),
        json(s.fees),
        json(s.secondChildDiscount),
        json(s.thirdChildDiscount),
        json(s.paymentPlans),
        json(s.assistance),
        s.confirmedOn,
        s.confirmedBy,
        s.confirmedByUserId,
        s.updatedAt,
      ],
    );
  }
}
