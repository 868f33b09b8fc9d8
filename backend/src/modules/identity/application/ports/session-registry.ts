/** The stored sessions, seen from the rules: only "end all of this user's sessions" is needed. */
export abstract class SessionRegistry {
  /** Deletes every stored session of the user (joins the current transaction); returns how many. */
  abstract revokeAllForUser(userId: string): Promise<number>;
}
