import { DomainError } from '../../../shared/errors';

/** A reviewer who says they are a student without confirming they are 13 or over: nothing is stored. */
export class StudentUnder13Error extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'reviews.student_under_13';
  override readonly field = 'studentAge13OrOver';
  constructor() {
    super('Students must be 13 or over to write a review. Your review was not saved.');
  }
}

/** The school's own owners (by session or by the e-mail address of an owner account). */
export class OwnSchoolReviewError extends DomainError {
  readonly kind = 'forbidden' as const;
  readonly code = 'reviews.own_school';
  constructor() {
    super('Owners of this school cannot review it.');
  }
}

export class ReviewSchoolNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'reviews.school_not_found';
  constructor() {
    super('School not found');
  }
}

export class ReviewNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'reviews.not_found';
  constructor() {
    super('This review no longer exists. It may have been deleted, or it expired before it was confirmed.');
  }
}

/** A confirm or manage link that is malformed, forged, or of another kind. */
export class InvalidReviewLinkError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'reviews.invalid_link';
  override readonly field = 'token';
  constructor() {
    super('This link is not valid. Please use the link from your most recent e-mail.');
  }
}

export class ReviewNotEditableError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'reviews.removed';
  constructor() {
    super('This review was removed under the review guidelines and can no longer be changed.');
  }
}

/** A reply or report to a review that is not on show (unconfirmed, removed, or of another school). */
export class ReviewNotPublishedError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'reviews.not_published';
  constructor() {
    super('This review is not published.');
  }
}

/** Admin queue actions on a review in a state where they mean nothing (publish an unconfirmed one). */
export class ReviewNotModeratableError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'reviews.not_moderatable';
  constructor() {
    super('This review is waiting for its writer to confirm it.');
  }
}

/** Two reviews of one address for one school confirmed at the same moment: the second is asked to try again. */
export class ReviewConfirmedTwiceError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'reviews.confirmed_twice';
  constructor() {
    super('Another review of this school from your address was confirmed at the same moment. Please try again.');
  }
}
