import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { createOrmConfig, ENTITIES } from './src/shared/database';
import { SubscriptionPlanSchema, SchoolSubscriptionSchema, StoredPaymentEventSchema, SandboxObjectSchema } from './src/modules/billing';
import { ClaimRequestSchema } from './src/modules/claims/infrastructure/claim-request.schema';
async function main() {
  const admin = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query('drop database if exists vps_claims_scratch');
  await admin.query('create database vps_claims_scratch');
  const url = 'postgres://postgres@127.0.0.1:5432/vps_claims_scratch';
  const orm = await MikroORM.init(createOrmConfig(url, { entities: [...ENTITIES] }));
  await orm.getMigrator().up();
  const diff = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
  console.log('DIFF:\n' + diff);
  await orm.close(true);
  await admin.query('drop database vps_claims_scratch with (force)');
  await admin.end();
}
main().catch((e) => { console.error(e); process.exit(1); });
