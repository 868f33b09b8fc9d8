import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import type { SessionUser } from '../application/session-user';
import { SignIn } from '../application/sign-in';

/** passport-local reading `email` and `password` from the JSON body; the rules are in `SignIn`. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly signIn: SignIn) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  validate(email: string, password: string): Promise<SessionUser> {
    return this.signIn.execute(email, password);
  }
}
