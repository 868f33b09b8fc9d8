import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { DirectoryCoreModule } from '../directory';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { CorrectionMails } from './application/correction-mails';
import { DecideCorrection } from './application/decide-correction';
import { CorrectionRepository } from './application/ports/correction.repository';
import { SubmitCorrection } from './application/submit-correction';
import { AdminCorrectionsController } from './http/admin-corrections.controller';
import { CorrectionsController } from './http/corrections.controller';
import { SchoolCorrectionsController } from './http/school-corrections.controller';
import { MikroOrmCorrectionRepository } from './infrastructure/mikro-orm-correction.repository';

/**
 * Families' corrections to a school's public facts (issue 44, docs/decisions/corrections.md): the web app's
 * side. The worker's retention sweep is CorrectionsJobsModule. Schools are read and changed through
 * directory's index (`SchoolLookup`, `UpdateSchoolFacts`), owners through identity's, mails through the outbox.
 */
@Module({
  imports: [DirectoryCoreModule, IdentityModule, AuditModule, MailModule],
  controllers: [CorrectionsController, SchoolCorrectionsController, AdminCorrectionsController],
  providers: [
    { provide: CorrectionRepository, useClass: MikroOrmCorrectionRepository },
    CorrectionMails,
    SubmitCorrection,
    DecideCorrection,
  ],
})
export class CorrectionsModule {}
