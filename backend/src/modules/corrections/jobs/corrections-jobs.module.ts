import { Module } from '@nestjs/common';
import { QueueModule, processorProvider } from '../../../shared/queue';
import { MailModule } from '../../mail';
import { CorrectionMails } from '../application/correction-mails';
import { EraseExpiredCorrectionEmails } from '../application/erase-expired-correction-emails';
import { CorrectionRepository } from '../application/ports/correction.repository';
import { MikroOrmCorrectionRepository } from '../infrastructure/mikro-orm-correction.repository';
import { CORRECTIONS_QUEUE, CorrectionsProcessor, correctionsWorkerSettings } from './corrections.processor';

/** The worker's correction jobs (the e-mail retention sweep). Imported by worker.module.ts only. */
@Module({
  imports: [MailModule, QueueModule.registerQueues(CORRECTIONS_QUEUE)],
  providers: [
    { provide: CorrectionRepository, useClass: MikroOrmCorrectionRepository },
    CorrectionMails,
    EraseExpiredCorrectionEmails,
    processorProvider(CorrectionsProcessor, CORRECTIONS_QUEUE, correctionsWorkerSettings),
  ],
  exports: [EraseExpiredCorrectionEmails],
})
export class CorrectionsJobsModule {}
