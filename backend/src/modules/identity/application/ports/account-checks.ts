/**
 * What the admin's account actions check beyond one account: how many active
 * admins remain (never none) and whether a school exists before it is linked.
 * Joins the caller's transaction.
 */
export abstract class AccountChecks {
  /** Enabled accounts with role admin or super_admin. */
  abstract countActiveAdmins(): Promise<number>;
  abstract schoolExists(schoolId: number): Promise<boolean>;
  /** The school's name, or null when there is no such school. */
  abstract schoolName(schoolId: number): Promise<string | null>;
}
