import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { PassportSerializer } from '@nestjs/passport';
import { toSessionUser, type SessionUser } from '../application/session-user';
import { User } from '../domain/user';

type Done<T> = (error: unknown, value?: T | false) => void;

/**
 * The session stores only the user id; each request loads the account again,
 * so a role change applies at once and a disabled account is signed out.
 * Runs in middleware, before MikroORM's request context exists: hence the fork.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly orm: MikroORM) {
    super();
  }

  serializeUser(user: SessionUser, done: Done<string>): void {
    done(null, user.id);
  }

  deserializeUser(userId: string, done: Done<SessionUser>): void {
    this.orm.em
      .fork()
      .findOne(User, { id: String(userId) })
      .then((user) => done(null, user && user.isActive ? toSessionUser(user) : false))
      .catch((error: unknown) => done(error));
  }
}
