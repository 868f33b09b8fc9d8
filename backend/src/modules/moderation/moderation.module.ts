import { Module } from '@nestjs/common';
import { ArticlesModule } from '../articles';
import { AuditModule } from '../audit';
import { ClaimsModule } from '../claims';
import { DirectoryModule } from '../directory';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { DecideChange } from './application/decide-change';
import { PendingChangeRepository } from './application/ports/pending-change.repository';
import { Submitters } from './application/ports/submitters';
import { SubmitArticle } from './application/submit-article';
import { RevertChange } from './application/revert-change';
import { SubmitOwnerEdit } from './application/submit-owner-edit';
import { TeamReviewNotice } from './application/team-review-notice';
import { WithdrawChange } from './application/withdraw-change';
import { AdminChangesController } from './http/admin-changes.controller';
import { AdminOverviewController } from './http/admin-overview.controller';
import { PortalSchoolEditsController } from './http/portal-school-edits.controller';
import { SchoolDashboardChangesController } from './http/school-dashboard-changes.controller';
import { MikroOrmPendingChangeRepository } from './infrastructure/mikro-orm-pending-change.repository';
import { MikroOrmSubmitters } from './infrastructure/mikro-orm-submitters';
import { ModerationReads } from './infrastructure/moderation-reads';

/**
 * Pending changes (profile updates, article submissions): the school
 * dashboard's submissions, the admin's Approvals tab, Activity list and
 * Overview. The school and article writes a submission or decision makes go
 * through the directory's and the articles' use cases, inside its transaction.
 */
@Module({
  imports: [ArticlesModule, AuditModule, ClaimsModule, DirectoryModule, IdentityModule, MailModule],
  controllers: [
    AdminChangesController,
    SchoolDashboardChangesController,
    PortalSchoolEditsController,
    AdminOverviewController,
  ],
  providers: [
    { provide: PendingChangeRepository, useClass: MikroOrmPendingChangeRepository },
    { provide: Submitters, useClass: MikroOrmSubmitters },
    ModerationReads,
    SubmitOwnerEdit,
    SubmitArticle,
    DecideChange,
    TeamReviewNotice,
    WithdrawChange,
    RevertChange,
  ],
})
export class ModerationModule {}
