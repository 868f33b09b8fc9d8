import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { ResponseTimes } from './ports/response-times';

/**
 * The worker's hourly `lead-response-times` job: every school's figures recounted over the last 90 days, since
 * the window moves on without any reply (a request 91 days old drops out). A reply recounts its own school at
 * once (ReplyToLead); this catches everything else (new requests, spam verdicts). Returns the rows changed.
 */
@Injectable()
export class RefreshResponseTimes {
  constructor(
    private readonly responseTimes: ResponseTimes,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(now = new Date()): Promise<number> {
    return this.unitOfWork.transaction(() => this.responseTimes.refreshAll(now));
  }
}
