import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { MailOutbox } from '../../mail';
import type { PendingSchoolChange } from '../domain/pending-school-change';
import { Submitters } from './ports/submitters';
import { submitterName } from './submitter';

/** 'zipCode' → 'Zip code': a changed field as the team's mail lists it. */
function fieldLabel(field: string): string {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The team inbox's 'waiting for review' mail for an owner's change (issue 36):
 * owners were promised a review within 24-48 hours, so the team hears of each
 * submission. Queued in the submitting transaction through the outbox (never
 * lost), keyed by the change (sent once).
 */
@Injectable()
export class TeamReviewNotice {
  constructor(
    private readonly mail: MailOutbox,
    private readonly submitters: Submitters,
    private readonly config: AppConfig,
  ) {}

  async changeWaits(change: PendingSchoolChange, schoolName: string): Promise<void> {
    const submitter = change.userId ? await this.submitters.byId(change.userId) : null;
    const article = change.changeType === 'article_submission';
    const data = change.changeData as Record<string, unknown>;
    await this.mail.queue({
      template: 'change-awaiting-review',
      to: this.config.mail.contactInbox,
      data: {
        schoolName,
        submitterName: submitter ? `${submitterName(submitter)} (${submitter.email})` : 'An owner',
        kind: article ? 'Guest article' : 'Profile changes',
        items: article ? [String(data.title ?? 'Untitled')] : Object.keys(data).map(fieldLabel),
        reviewUrl: `${this.config.publicUrl}/admin-dashboard?tab=approvals`,
      },
      key: `change-awaiting-review:${change.id}`,
    });
  }
}
