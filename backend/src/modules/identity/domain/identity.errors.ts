import { DomainError } from '../../../shared/errors';

/** Wrong e-mail, wrong password, locked or disabled account: one text, so nobody learns which. */
export class InvalidCredentialsError extends DomainError {
  readonly kind = 'unauthorized';
  readonly code = 'identity.invalid_credentials';
  constructor() {
    super('Invalid email or password');
  }
}

export class NotSignedInError extends DomainError {
  readonly kind = 'unauthorized';
  readonly code = 'identity.not_signed_in';
  constructor() {
    super('Unauthorized');
  }
}

/** The access-denied notices of docs/product.md "Who uses it", so an API client reads what the screens say. */
const ROLE_REQUIRED_TEXT: Record<string, string> = {
  admin: 'Admin access required',
  school_admin: 'School Administrator Access Required',
};

export class RoleRequiredError extends DomainError {
  readonly kind = 'forbidden';
  readonly code = 'identity.role_required';
  /** `lowest`: the lowest role the route admits. */
  constructor(lowest?: string) {
    super((lowest && ROLE_REQUIRED_TEXT[lowest]) ?? 'Forbidden');
  }
}

export class NotSchoolOwnerError extends DomainError {
  readonly kind = 'forbidden';
  readonly code = 'identity.not_school_owner';
  constructor() {
    super('You do not have access to this school');
  }
}

export class InvalidCsrfTokenError extends DomainError {
  readonly kind = 'forbidden';
  readonly code = 'identity.invalid_csrf_token';
  constructor() {
    super('Invalid or missing CSRF token. Please reload the page and try again.');
  }
}

export class CrossSiteRequestError extends DomainError {
  readonly kind = 'forbidden';
  readonly code = 'identity.cross_site_request';
  constructor() {
    super('Cross-site requests are not allowed');
  }
}

export class InvalidPasswordLinkError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'identity.invalid_password_link';
  constructor() {
    super('This link is invalid or has expired. Please request a new one.');
  }
}

export class WeakPasswordError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'identity.weak_password';
  /** `field`: the request field that carried the password, so the form shows the message beside it. */
  constructor(
    message: string,
    override readonly field?: string,
  ) {
    super(message);
  }
}

/** A signed-in password change whose current password is wrong. */
export class WrongCurrentPasswordError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'identity.wrong_current_password';
  override readonly field = 'currentPassword';
  constructor() {
    super('Current password is incorrect');
  }
}

export class UnchangedPasswordError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'identity.unchanged_password';
  override readonly field = 'newPassword';
  constructor() {
    super('The new password must be different from the current one');
  }
}

export class UserNotFoundError extends DomainError {
  readonly kind = 'not_found';
  readonly code = 'identity.user_not_found';
  constructor() {
    super('User not found');
  }
}

/** The signed-in school admin has no active school link (the school dashboard has nothing to show). */
export class NoOwnedSchoolError extends DomainError {
  readonly kind = 'not_found';
  readonly code = 'identity.no_owned_school';
  constructor() {
    super('No school is linked to your account yet.');
  }
}

/** The right password for an account an admin disabled: said plainly, since only the owner of the password learns it. */
export class AccountDisabledError extends DomainError {
  readonly kind = 'forbidden';
  readonly code = 'identity.account_disabled';
  constructor() {
    super('This account is disabled');
  }
}

/** An admin acting on their own account in a way that would lock them out (disable, demote). */
export class OwnAccountError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'identity.own_account';
  constructor(message: string) {
    super(message);
  }
}

/** The change would leave the directory without an active admin. */
export class LastAdminError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'identity.last_admin';
  constructor() {
    super('There must always be at least one active admin');
  }
}

/** An admin action that makes no sense for the account as it is (e.g. a link for a disabled account). */
export class UserStateError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'identity.user_state';
  constructor(message: string) {
    super(message);
  }
}

/** A school link for a school id that does not exist. */
export class UnknownSchoolError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'identity.unknown_school';
  override readonly field = 'schoolId';
  constructor() {
    super('No school has this id');
  }
}

/** An invitation or e-mail change names an address another account already has. */
export class EmailTakenError extends DomainError {
  readonly kind = 'conflict';
  readonly code = 'identity.email_taken';
  constructor(
    message: string,
    override readonly field: string = 'email',
  ) {
    super(message);
  }
}

/** The person already has what the invitation would give. */
export class AlreadyInvitedError extends DomainError {
  readonly kind = 'conflict';
  readonly code = 'identity.already_member';
  override readonly field = 'email';
  constructor(message: string) {
    super(message);
  }
}

/** The new e-mail address is the one the account has. */
export class SameEmailError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'identity.same_email';
  override readonly field = 'newEmail';
  constructor() {
    super('This is already your e-mail address');
  }
}
