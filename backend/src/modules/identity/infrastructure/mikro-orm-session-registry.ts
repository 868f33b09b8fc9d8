import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SessionRegistry } from '../application/ports/session-registry';

/**
 * Ends a user's sessions by deleting their rows in `session` (passport keeps
 * the user id at `sess.passport.user`). Runs on the ORM connection so it joins
 * the caller's transaction: a password change and the sign-out commit together.
 */
@Injectable()
export class MikroOrmSessionRegistry extends SessionRegistry {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async revokeAllForUser(userId: string): Promise<number> {
    const result = await this.em
      .getContext()
      .execute<{ affectedRows?: number }>(
        `delete from "session" where "sess" -> 'passport' ->> 'user' = ?`,
        [userId],
        'run',
      );
    return result.affectedRows ?? 0;
  }

  async revokeOthersForUser(userId: string, keepSessionId: string): Promise<number> {
    const result = await this.em
      .getContext()
      .execute<{ affectedRows?: number }>(
        `delete from "session" where "sess" -> 'passport' ->> 'user' = ? and "sid" <> ?`,
        [userId, keepSessionId],
        'run',
      );
    return result.affectedRows ?? 0;
  }
}
