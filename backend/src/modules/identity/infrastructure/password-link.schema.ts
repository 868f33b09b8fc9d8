import { EntitySchema } from '@mikro-orm/core';
import { PasswordLink } from '../domain/password-link';

/** `password_link`: one-time set/reset links, stored by the hash of their token. */
export const PasswordLinkSchema = new EntitySchema<PasswordLink>({
  class: PasswordLink,
  tableName: 'password_link',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: {
      kind: 'm:1',
      entity: 'User',
      mapToPk: true,
      fieldName: 'user_id',
      deleteRule: 'cascade',
      updateRule: 'cascade',
      index: 'password_link_user_id_idx',
    },
    purpose: { type: 'string', length: 10 },
    tokenHash: { type: 'string', length: 64, unique: 'password_link_token_hash_unique' },
    expiresAt: { type: 'datetime' },
    usedAt: { type: 'datetime', nullable: true },
    newEmail: { type: 'string', length: 255, nullable: true },
    createdAt: { type: 'datetime' },
  },
});
