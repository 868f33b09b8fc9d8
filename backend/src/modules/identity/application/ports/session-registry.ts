/** The stored sessions, seen from the rules: ending a user's sessions, all of them or all but one. */
export abstract class SessionRegistry {
  /** Deletes every stored session of the user (joins the current transaction); returns how many. */
  abstract revokeAllForUser(userId: string): Promise<number>;
  /** Deletes every stored session of the user but `keepSessionId` (joins the current transaction); returns how many. */
  abstract revokeOthersForUser(userId: string, keepSessionId: string): Promise<number>;
}
