import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import type { SessionUser } from '../../identity';
import { ScholarshipRulesNotFoundError } from '../domain/costs.errors';
import {
  checkScholarshipRules,
  type ScholarshipRules,
  type ScholarshipRulesInput,
} from '../domain/opportunity-scholarship';
import { ScholarshipRulesStore } from './ports/scholarship-rules.store';

/** The operator's Opportunity Scholarship rules (admin area): each write audited in its transaction. */
@Injectable()
export class ManageScholarshipRules {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly rules: ScholarshipRulesStore,
    private readonly audit: AuditTrail,
  ) {}

  list(): Promise<ScholarshipRules[]> {
    return this.rules.all();
  }

  async create(admin: SessionUser, input: ScholarshipRulesInput, now = new Date()): Promise<ScholarshipRules> {
    checkScholarshipRules(input);
    return this.unitOfWork.transaction(async () => {
      const created = await this.rules.add(input, now);
      await this.audit.record(
        {
          actorId: admin.id,
          action: 'scholarship_rules.created',
          targetType: 'opportunity_scholarship_rules',
          targetId: String(created.id),
          after: input,
        },
        now,
      );
      return created;
    });
  }

  async update(
    admin: SessionUser,
    id: number,
    input: ScholarshipRulesInput,
    now = new Date(),
  ): Promise<ScholarshipRules> {
    checkScholarshipRules(input);
    return this.unitOfWork.transaction(async () => {
      const before = await this.rules.byIdForUpdate(id);
      if (!before) throw new ScholarshipRulesNotFoundError();
      const updated = await this.rules.update(id, input, now);
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
      const { id: _id, updatedAt, ...image } = before;
      await this.audit.record(
        {
          actorId: admin.id,
          action: 'scholarship_rules.updated',
          targetType: 'opportunity_scholarship_rules',
          targetId: String(id),
          before: image,
          after: input,
        },
        now,
      );
      return updated;
    });
  }
}
