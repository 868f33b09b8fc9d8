import { DomainError } from '../../../shared/errors';

export class LeadSchoolNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'leads.school_not_found';
  constructor() {
    super('School not found');
  }
}

/** Only schools with an active premium listing take requests through the directory (issue 17). */
export class SchoolNotAcceptingLeadsError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'leads.school_not_premium';
  constructor() {
    super('This school does not take requests through our site. Please contact the school directly.');
  }
}

/**
 * A premium listing nobody receives requests for: no active owner and no
 * e-mail address (issue 35). Refused before anything is stored, so a family
 * is never told 'Request Sent' for a request nobody will read.
 */
export class SchoolUnclaimedError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'leads.school_unclaimed';
  constructor() {
    super(
      'This school has not claimed its listing, so nobody would receive a request sent here. Please call the school or visit its website.',
    );
  }
}

export class LeadNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'leads.not_found';
  constructor() {
    super('Lead not found');
  }
}

export class InvalidLeadStatusChangeError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'leads.invalid_status_change';
}

/** Erased leads keep only what the counts need; nothing more is written to them. */
export class LeadErasedError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'leads.erased';
  constructor() {
    super("This lead's personal data was erased; it can no longer be changed");
  }
}

export class LeadIsSpamError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'leads.spam';
  constructor() {
    super('This lead is marked as spam');
  }
}

export class LeadReplyNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'leads.reply_not_found';
  constructor() {
    super('Reply not found');
  }
}

/** Retry asked for a reply whose mail has not failed (sent, still trying, or already retried). */
export class NoFailedReplyMailError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'leads.no_failed_reply_mail';
  constructor() {
    super('This reply’s mail has not failed: there is nothing to retry');
  }
}

export class ReplyTemplateNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'leads.reply_template_not_found';
  constructor() {
    super('Template not found');
  }
}

export class TooManyReplyTemplatesError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'leads.too_many_reply_templates';
  override readonly field = 'name';
  constructor(limit: number) {
    super(`You can keep at most ${limit} templates: delete one you no longer use first`);
  }
}
