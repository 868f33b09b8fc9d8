import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { MailOutbox, OutboxErasure } from '../../mail';
import { CORRECTABLE_FIELD_LABELS, type SchoolCorrection } from '../domain/correction';

interface CorrectedSchool {
  id: number;
  name: string;
  slug: string;
}

/** The correction mails, queued through the outbox in the caller's transaction; keys carry the correction id. */
@Injectable()
export class CorrectionMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly erasure: OutboxErasure,
    private readonly config: AppConfig,
  ) {}

  /** Each active owner of the school hears of a new suggestion at once (docs/decisions/corrections.md). */
  async suggestedToOwners(
    correction: SchoolCorrection,
    school: CorrectedSchool,
    owners: { email: string; firstName: string | null }[],
  ) {
    for (const [index, owner] of owners.entries()) {
      await this.outbox.queue({
        template: 'correction-suggested',
        to: owner.email,
        key: `correction-suggested:${correction.id}:${index}`,
        data: {
          firstName: owner.firstName ?? undefined,
          schoolName: school.name,
          field: CORRECTABLE_FIELD_LABELS[correction.field],
          currentValue: correction.currentValue ?? undefined,
          suggestedValue: correction.suggestedValue,
          note: correction.note ?? undefined,
          dashboardUrl: `${this.config.publicUrl}/school-dashboard?tab=corrections&school=${school.id}`,
        },
      });
    }
  }

  /** The family, when they gave an address, hears the outcome (once: keyed per correction). */
  async outcomeToFamily(correction: SchoolCorrection, school: CorrectedSchool): Promise<void> {
    if (!correction.email) return;
    await this.outbox.queue({
      template: 'correction-decided',
      to: correction.email,
      key: this.familyKey(correction.id),
      data: {
        schoolName: school.name,
        field: CORRECTABLE_FIELD_LABELS[correction.field],
        suggestedValue: correction.suggestedValue,
        accepted: correction.status === 'accepted',
        reason: correction.declineReason ?? undefined,
        schoolUrl: `${this.config.publicUrl}/schools/${school.slug}`,
      },
    });
  }

  /** The family's outcome mails hold their address: erased with it. */
  forgetFamilyMails(ids: string[]): Promise<void> {
    return this.erasure.forget(ids.map((id) => this.familyKey(id)));
  }

  private familyKey(id: string): string {
    return `correction-decided:${id}`;
  }
}
