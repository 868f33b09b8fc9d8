import { EntitySchema } from '@mikro-orm/core';

/** A row of the express-session store, as connect-pg-simple reads and writes it. */
export interface StoredSession {
  sid: string;
  sess: Record<string, unknown>;
  expire: Date;
}

/**
 * Mapped only so that the ORM's view of the schema includes the session table
 * (the schema-drift test would otherwise ask to drop it). Nothing reads it
 * through the ORM: the store and `MikroOrmSessionRegistry` use SQL.
 */
export const StoredSessionSchema = new EntitySchema<StoredSession>({
  name: 'StoredSession',
  tableName: 'session',
  indexes: [
    { name: 'IDX_session_expire', properties: ['expire'] },
    {
      name: 'session_user_idx',
      expression: `create index "session_user_idx" on "session" (("sess" -> 'passport' ->> 'user'))`,
    },
  ],
  properties: {
    sid: { type: 'string', columnType: 'varchar', primary: true },
    sess: { type: 'json', columnType: 'json' },
    expire: { type: 'Date', columnType: 'timestamp(6)' },
  },
});
