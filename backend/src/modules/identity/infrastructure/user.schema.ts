import { EntitySchema } from '@mikro-orm/core';
import { User } from '../domain/user';

/** `app_user`: `user` is a reserved word in PostgreSQL. The id is a UUID kept as text (docs/product.md "Records"). */
export const UserSchema = new EntitySchema<User>({
  class: User,
  tableName: 'app_user',
  properties: {
    id: { type: 'text', primary: true },
    email: { type: 'string', length: 255, unique: 'app_user_email_unique' },
    passwordHash: { type: 'text', nullable: true },
    firstName: { type: 'string', length: 100, nullable: true },
    lastName: { type: 'string', length: 100, nullable: true },
    profileImageUrl: { type: 'text', nullable: true },
    role: { type: 'string', length: 20, default: 'user' },
    stripeCustomerId: { type: 'string', length: 255, nullable: true },
    stripeSubscriptionId: { type: 'string', length: 255, nullable: true },
    subscriptionStatus: { type: 'string', length: 50, nullable: true },
    isActive: { type: 'boolean', default: true },
    failedSignInCount: { type: 'integer', default: 0 },
    lockedUntil: { type: 'datetime', nullable: true },
    lastSignInAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
