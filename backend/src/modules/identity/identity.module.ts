import { Global, MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../../config';
import { HttpRules } from '../../shared/http';
import { SESSION_COOKIE } from './http/session-cookies';
import { AuditModule } from '../audit';
import { MailModule } from '../mail';
import { ChangePassword } from './application/change-password';
import { ChangeUserRole } from './application/change-user-role';
import { ConfirmPasswordReset } from './application/confirm-password-reset';
import { CreateOrPromoteUser } from './application/create-or-promote-user';
import { DisableUser } from './application/disable-user';
import { EnableUser } from './application/enable-user';
import { AccountChecks } from './application/ports/account-checks';
import { ResendSetPasswordLink } from './application/resend-set-password-link';
import { SetSchoolLink } from './application/set-school-link';
import { AdminUsersController } from './http/admin-users.controller';
import { AdminUserReads } from './infrastructure/admin-user-reads';
import { SqlAccountChecks } from './infrastructure/sql-account-checks';
import { IssuePasswordLink } from './application/issue-password-link';
import { IssueSetPasswordLink } from './application/issue-set-password-link';
import { PasswordHasher } from './application/ports/password-hasher';
import { PasswordLinkMailer } from './application/ports/password-link-mailer';
import { PasswordLinkRepository } from './application/ports/password-link.repository';
import { SchoolOwnerRepository } from './application/ports/school-owner.repository';
import { SessionRegistry } from './application/ports/session-registry';

import { UserRepository } from './application/ports/user.repository';
import { ConfirmEmailChange, RequestEmailChange } from './application/change-email';
import { InviteUser } from './application/invite-user';
import { ProvisionSchoolOwner } from './application/provision-school-owner';
import { UpdateOwnProfile } from './application/update-own-profile';
import { RequestPasswordReset } from './application/request-password-reset';
import { SchoolOwnership } from './application/school-ownership';
import { SignIn } from './application/sign-in';
import { AuthController } from './http/auth.controller';
import { LocalAuthGuard } from './http/local-auth.guard';
import { LocalStrategy } from './http/local.strategy';
import { rateLimitPolicyOf, rateLimitWindow } from './http/rate-limit';
import { RolesGuard } from './http/roles.guard';
import { SessionAuthGuard } from './http/session-auth.guard';
import { SessionController } from './http/session.controller';
import { SessionMiddleware } from './http/session-middleware';
import { SessionSerializer } from './http/session-serializer';
import { AdminAccounts } from './application/ports/admin-accounts';
import { SqlAdminAccounts } from './infrastructure/admin-accounts';
import { Argon2PasswordHasher } from './infrastructure/argon2-password-hasher';
import { MikroOrmPasswordLinkRepository } from './infrastructure/mikro-orm-password-link.repository';
import { MikroOrmSchoolOwnerRepository } from './infrastructure/mikro-orm-school-owner.repository';
import { MikroOrmSessionRegistry } from './infrastructure/mikro-orm-session-registry';

import { MikroOrmUserRepository } from './infrastructure/mikro-orm-user.repository';
import { OutboxPasswordLinkMailer } from './infrastructure/outbox-password-link-mailer';
import { PostgresSessionStore } from './infrastructure/postgres-session-store';
import { RedisThrottlerStorage } from './infrastructure/redis-throttler-storage';
import { SchoolOwnerContacts } from './application/ports/school-owner-contacts';
import { SqlSchoolOwnerContacts } from './infrastructure/school-owner-contacts';

/** Rate-limit counters live in Redis; the throttler module gets them through this small module. */
@Module({ providers: [RedisThrottlerStorage], exports: [RedisThrottlerStorage] })
class RateLimitStorageModule {}

/**
 * The session chain for every route. Global on purpose: Nest mounts global modules' middleware before
 * any other module's, and the others in the order of their depth in the import graph, which moves
 * whenever a module is added (the open-houses module once put identity deeper than the queue
 * dashboard, whose admin check then ran before anyone was signed in). Every module-level middleware
 * therefore sees `req.user`.
 */
@Global()
@Module({ providers: [PostgresSessionStore, SessionMiddleware], exports: [PostgresSessionStore] })
class SessionModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SessionMiddleware).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}

/**
 * Who someone is and what they may do: accounts, sessions, sign-in, roles,
 * the default-deny guard, CSRF, rate limits, school ownership and password
 * links. The session middleware (SessionModule above) runs for every route but those their
 * module declared sessionless (`HttpRules`: the payment webhook).
 */
@Module({
  imports: [
    SessionModule,
    PassportModule.register({ session: true }),
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStorageModule],
      inject: [AppConfig, RedisThrottlerStorage],
      useFactory: (config: AppConfig, storage: RedisThrottlerStorage) => ({
        throttlers: [
          {
            name: 'default',
            limit: (context) => rateLimitWindow(config.auth, rateLimitPolicyOf(context)).limit,
            ttl: (context) => rateLimitWindow(config.auth, rateLimitPolicyOf(context)).ttl,
          },
        ],
        storage,
        errorMessage: 'Too many requests. Please wait a while and try again.',
      }),
    }),
    MailModule,
    AuditModule,
  ],
  controllers: [SessionController, AuthController, AdminUsersController],
  providers: [
    { provide: APP_GUARD, useClass: SessionAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
    { provide: UserRepository, useClass: MikroOrmUserRepository },
    { provide: SchoolOwnerRepository, useClass: MikroOrmSchoolOwnerRepository },
    { provide: PasswordLinkRepository, useClass: MikroOrmPasswordLinkRepository },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: SessionRegistry, useClass: MikroOrmSessionRegistry },
    { provide: PasswordLinkMailer, useClass: OutboxPasswordLinkMailer },
    { provide: AccountChecks, useClass: SqlAccountChecks },
    AdminUserReads,
    EnableUser,
    ChangeUserRole,
    ResendSetPasswordLink,
    SetSchoolLink,
    SessionSerializer,
    LocalStrategy,
    LocalAuthGuard,
    SignIn,
    IssuePasswordLink,
    IssueSetPasswordLink,
    RequestPasswordReset,
    ConfirmPasswordReset,
    ChangePassword,
    ProvisionSchoolOwner,
    SchoolOwnership,
    DisableUser,
    CreateOrPromoteUser,
    { provide: SchoolOwnerContacts, useClass: SqlSchoolOwnerContacts },
    InviteUser,
    UpdateOwnProfile,
    RequestEmailChange,
    ConfirmEmailChange,
    { provide: AdminAccounts, useClass: SqlAdminAccounts },
  ],
  exports: [
    AdminAccounts,
    SchoolOwnership,
    IssueSetPasswordLink,
    ProvisionSchoolOwner,
    DisableUser,
    CreateOrPromoteUser,
    SchoolOwnerContacts,
  ],
})
export class IdentityModule {
  constructor(rules: HttpRules) {
    // The server renders public pages only for visitors without a session (shared/http/spa.ts).
    rules.sessionCookie = SESSION_COOKIE;
  }
}
