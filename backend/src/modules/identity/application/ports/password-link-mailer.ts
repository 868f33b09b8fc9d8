/** Sends the e-mail carrying a password-reset link; stored in the current transaction, delivered after commit. */
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
}
