/**
 * Sends identity's e-mails (password links, invitations, e-mail changes); stored in the current
 * transaction, delivered after commit. `key` makes each mail once-only in the outbox.
 */
export abstract class PasswordLinkMailer {
  abstract sendPasswordReset(mail: {
    linkId: string;
    to: string;
    firstName: string | null;
    url: string;
    expiresInMinutes: number;
    /** An admin sent it (nobody asked for a reset): the mail says so. */
    sentByTeam?: boolean;
  }): Promise<void>;

  abstract sendInvitation(mail: {
    key: string;
    to: string;
    firstName: string | null;
    invitedAs: string;
    /** A one-time link to choose a password, or the sign-in page for an account that has one. */
    url: string;
    setsPassword: boolean;
    expiresInHours?: number;
  }): Promise<void>;

  /** To the new address: the link that makes the change. */
  abstract sendEmailChangeLink(mail: {
    linkId: string;
    to: string;
    firstName: string | null;
    url: string;
    expiresInHours: number;
  }): Promise<void>;

  /** To the old address, once the change is made. */
  abstract sendEmailChanged(mail: {
    linkId: string;
    to: string;
    firstName: string | null;
    newEmail: string;
  }): Promise<void>;
}
