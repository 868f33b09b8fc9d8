/** An admin as other modules name them: e.g. the contact inbox's assignee. */
export interface AdminAccount {
  id: string;
  /** 'First Last', or the e-mail when the account has no name. */
  name: string;
  email: string;
}

/**
 * The active admins (admin and super_admin), for other modules (exported through identity's index):
 * who may be assigned a contact message, and the names the inbox shows.
 */
export abstract class AdminAccounts {
  /** By name (the e-mail when there is none), case-insensitive. */
  abstract activeAdmins(): Promise<AdminAccount[]>;
  abstract activeAdmin(id: string): Promise<AdminAccount | null>;
}
