import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { SchoolLookup, UpdateSchoolFacts, parseGradeSpan, todayInLasVegas } from '../../directory';
import { SchoolOwnership, isAdminRole, type SessionUser } from '../../identity';
import {
  checkCostSchedule,
  orderedBands,
  type Confirmer,
  type CostSchedule,
  type CostScheduleInput,
} from '../domain/cost-schedule';
import { CostSchoolNotFoundError } from '../domain/costs.errors';
import { CostScheduleStore } from './ports/cost-schedule.store';

/**
 * An owner (or the operator) publishes a school's cost schedule: facts the owner knows best, so they go
 * live at once (docs/decisions/cost-schedule.md), recorded in the audit trail in the same transaction.
 * Publishing is also confirming: the date and who confirmed are set here. The school-wide tuition
 * minimum and maximum the directory filters on follow the bands (issue 40), through directory's
 * `UpdateSchoolFacts` in the same transaction.
 */
@Injectable()
export class PublishCostSchedule {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly ownership: SchoolOwnership,
    private readonly schools: SchoolLookup,
    private readonly schedules: CostScheduleStore,
    private readonly updateFacts: UpdateSchoolFacts,
    private readonly audit: AuditTrail,
  ) {}

  async execute(
    user: SessionUser,
    schoolId: number,
    input: CostScheduleInput,
    now = new Date(),
  ): Promise<CostSchedule> {
    await this.ownership.assertOwnerOrAdmin(user, schoolId);
    const school = await this.schools.byId(schoolId);
    if (!school) throw new CostSchoolNotFoundError();
    checkCostSchedule(input, parseGradeSpan(school.grades));
    return this.unitOfWork.transaction(() =>
      this.write({
        actorId: user.id,
        confirmedBy: isAdminRole(user.role) ? 'operator' : 'owner',
        schoolId,
        input,
        now,
      }),
    );
  }

  /**
   * The one write of a schedule, for a caller that has checked the schedule and who may write it: the row,
   * the school's tuition range and the audit entry, in the caller's open transaction (this use case's, or
   * the CSV import's, which writes every row of a file in one).
   */
  async write(entry: {
    actorId: string;
    confirmedBy: Confirmer;
    schoolId: number;
    input: CostScheduleInput;
    now: Date;
  }): Promise<CostSchedule> {
    const { actorId, schoolId, now } = entry;
    const schedule: CostSchedule = {
      ...entry.input,
      tuitionBands: orderedBands(entry.input.tuitionBands),
      schoolId,
      confirmedOn: todayInLasVegas(now),
      confirmedBy: entry.confirmedBy,
      confirmedByUserId: actorId,
      updatedAt: now,
    };
    return this.unitOfWork.transaction(async () => {
      const before = await this.schedules.forSchoolForUpdate(schoolId);
      await this.schedules.save(schedule);
      const tuitions = schedule.tuitionBands.map((band) => band.annualTuition);
      await this.updateFacts.execute({
        actorId,
        schoolId,
        facts: { tuitionMin: Math.min(...tuitions), tuitionMax: Math.max(...tuitions) },
        as: entry.confirmedBy === 'owner' ? 'school' : 'team',
      });
      await this.audit.record(
        {
          actorId,
          action: 'school.cost_schedule_published',
          targetType: 'school',
          targetId: String(schoolId),
          before: before && auditImage(before),
          after: auditImage(schedule),
        },
        now,
      );
      return schedule;
    });
  }
}

function auditImage(schedule: CostSchedule): Omit<CostSchedule, 'updatedAt' | 'schoolId'> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { updatedAt, schoolId, ...image } = schedule;
  return image;
}
