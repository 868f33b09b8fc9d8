import { Module } from '@nestjs/common';
import { HttpRules } from '../../shared/http';
import { AuditModule } from '../audit';
import { DirectoryCoreModule } from '../directory';
import { IdentityModule } from '../identity';
import { CostScheduleReads } from './application/cost-schedule-reads';
import { ExportCostSchedules, ImportCostSchedules } from './application/cost-schedules-csv';
import { ManageScholarshipRules } from './application/manage-scholarship-rules';
import { CostScheduleStore } from './application/ports/cost-schedule.store';
import { CostSchools } from './application/ports/cost-schools';
import { ScholarshipRulesStore } from './application/ports/scholarship-rules.store';
import { PublishCostSchedule } from './application/publish-cost-schedule';
import { AdminCostSchedulesController } from './http/admin-cost-schedules.controller';
import { AdminScholarshipRulesController } from './http/admin-scholarship-rules.controller';
import { PortalCostScheduleController } from './http/portal-cost-schedule.controller';
import { PublicCostsController } from './http/public-costs.controller';
import { SqlCostScheduleStore } from './infrastructure/sql-cost-schedule.store';
import { SqlCostSchools } from './infrastructure/sql-cost-schools';
import { SqlScholarshipRulesStore } from './infrastructure/sql-scholarship-rules.store';

/**
 * What a school costs (issue 40): its published cost schedule (owners and admins, live and audited) and
 * the operator's Nevada Opportunity Scholarship rules. Reads schools through directory's `SchoolLookup`
 * and `school_summary`; ownership through identity's `SchoolOwnership`. The family's estimate is the
 * browser's own arithmetic (frontend/src/features/cost-estimator): no route here takes an income.
 */
@Module({
  imports: [DirectoryCoreModule, IdentityModule, AuditModule],
  controllers: [
    PublicCostsController,
    PortalCostScheduleController,
    AdminScholarshipRulesController,
    AdminCostSchedulesController,
  ],
  providers: [
    { provide: CostScheduleStore, useClass: SqlCostScheduleStore },
    { provide: ScholarshipRulesStore, useClass: SqlScholarshipRulesStore },
    { provide: CostSchools, useClass: SqlCostSchools },
    CostScheduleReads,
    PublishCostSchedule,
    ManageScholarshipRules,
    ExportCostSchedules,
    ImportCostSchedules,
  ],
})
export class CostsModule {
  constructor(rules: HttpRules) {
    // The school page's 'Tuition & Costs' and the program rules are cached public answers.
    rules.publicAnswersReadFrom('school_cost_schedule', 'opportunity_scholarship_rules');
  }
}
