import { randomUUID } from 'node:crypto';
import { MikroORM, RequestContext, type EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import {
  IssueSetPasswordLink,
  NotSchoolOwnerError,
  ProvisionSchoolOwner,
  SchoolOwnership,
} from '../../src/modules/identity';
import { demoAccountsSeeder } from '../../src/modules/identity/adapters';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, signIn, sql, uniqueEmail, removeIdentityTestData } from './identity-fixtures';

// App start-up and argon2 hashing are slow on a busy machine; the project-level testTimeout does not reach hooks.

async function insertSchool(t: TestApp, name: string, isPremium = false): Promise<number> {
  const [row] = await sql<{ id: number }>(
    t,
    `insert into school (name, slug, address, city, zip_code, grades, school_type, is_premium, created_at, updated_at)
     values (?, ?, '1 Test Way', 'Las Vegas', '89101', 'K-8', 'Montessori', ?, now(), now()) returning id`,
    [name, `identity-test-${randomUUID()}`, isPremium],
  );
  return row.id;
}

describe('identity: school ownership and provisioning', () => {
  let t: TestApp;
  let inContext: <T>(work: () => Promise<T>) => Promise<T>;
  beforeAll(async () => {
    t = await createTestApp();
    const orm = t.app.get(MikroORM);
    inContext = (work) => RequestContext.create(orm.em, work);
  });
  afterAll(async () => {
    await removeIdentityTestData(t);
    await t.close();
  });

  it('creates the owner account once, links the school, and grants access only to that school', async () => {
    const schoolId = await insertSchool(t, 'Identity Test Academy');
    const otherSchoolId = await insertSchool(t, 'Someone Else Academy');
    const email = uniqueEmail('claimant');
    const provision = t.app.get(ProvisionSchoolOwner);
    const first = await inContext(() =>
      provision.execute({ email, firstName: 'Cara', lastName: 'Claimant', schoolId }),
    );
    expect(first.created).toBe(true);
    const again = await inContext(() => provision.execute({ email: email.toUpperCase(), schoolId }));
    expect(again).toEqual({ userId: first.userId, created: false });

    const [user] = await sql<{ role: string; password_hash: string | null }>(
      t,
      'select role, password_hash from app_user where id = ?',
      [first.userId],
    );
    expect(user).toEqual({ role: 'school_admin', password_hash: null });

    const ownership = t.app.get(SchoolOwnership);
    await expect(inContext(() => ownership.assertOwns(first.userId, schoolId))).resolves.toBeUndefined();
    await expect(inContext(() => ownership.assertOwns(first.userId, otherSchoolId))).rejects.toBeInstanceOf(
      NotSchoolOwnerError,
    );
    expect(await inContext(() => ownership.ownedSchoolIds(first.userId))).toEqual([schoolId]);

    await sql(t, 'update school_owner set is_active = false where user_id = ?', [first.userId]);
    await expect(inContext(() => ownership.assertOwns(first.userId, schoolId))).rejects.toBeInstanceOf(
      NotSchoolOwnerError,
    );
  });

  it('promotes a plain user and keeps an admin an admin', async () => {
    const schoolId = await insertSchool(t, 'Promotion Prep');
    const plain = await createUser(t, { role: 'user' });
    const admin = await createUser(t, { role: 'admin' });
    const provision = t.app.get(ProvisionSchoolOwner);
    await inContext(() => provision.execute({ email: plain.email, schoolId }));
    await inContext(() => provision.execute({ email: admin.email, schoolId }));
    const rows = await sql<{ id: string; role: string }>(t, 'select id, role from app_user where id in (?, ?)', [
      plain.id,
      admin.id,
    ]);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.role]))).toEqual({
      [plain.id]: 'school_admin',
      [admin.id]: 'admin',
    });
  });

  it('issues a first-password link that works on /set-password', async () => {
    const schoolId = await insertSchool(t, 'Link Test School');
    const email = uniqueEmail('new-owner');
    const owner = await inContext(() => t.app.get(ProvisionSchoolOwner).execute({ email, schoolId }));
    const link = await inContext(() => t.app.get(IssueSetPasswordLink).execute(owner.userId));
    expect(link.url.startsWith(`${t.config.publicUrl}/set-password?token=`)).toBe(true);
    expect(link.expiresInHours).toBe(72);
    const token = new URL(link.url).searchParams.get('token');
    await request(t.app.getHttpServer())
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'Red-Rock-Sunset-Trail' })
      .expect(200);
    await signIn(t, email, 'Red-Rock-Sunset-Trail');
  });
});

describe('identity: demo accounts seeder', () => {
  let t: TestApp;
  let existedBefore: string[];
  beforeAll(async () => {
    t = await createTestApp();
    existedBefore = (
      await sql<{ email: string }>(
        t,
        `select email from app_user where email in ('admin@example.com', 'owner@example.com')`,
      )
    ).map((r) => r.email);
  });
  afterAll(async () => {
    // Leave the shared database as this file found it.
    const created = ['admin@example.com', 'owner@example.com'].filter((e) => !existedBefore.includes(e));
    if (created.length)
      await sql(t, `delete from app_user where email in (${created.map(() => '?').join(', ')})`, created);
    await removeIdentityTestData(t);
    await t.close();
  });

  async function seed(): Promise<string> {
    const orm = t.app.get(MikroORM);
    return orm.em.fork().transactional((em) => demoAccountsSeeder.run(em as EntityManager, []));
  }

  it('creates the README accounts idempotently and links the owner to the first premium school by name', async () => {
    await insertSchool(t, 'AAA Identity Premium Seed School', true);
    await seed();
    const summary = await seed();
    expect(summary).toBe('up to date');

    const admin = await signIn(t, 'admin@example.com', 'DemoAdmin!2026');
    expect(admin.body.role).toBe('admin');
    const owner = await signIn(t, 'owner@example.com', 'DemoOwner!2026');
    expect(owner.body.role).toBe('school_admin');

    const [first] = await sql<{ id: number }>(t, 'select id from school where is_premium order by name, id limit 1');
    const links = await sql<{ school_id: number }>(
      t,
      'select school_id from school_owner where user_id = ? and is_active',
      [owner.body.id],
    );
    expect(links.map((l) => l.school_id)).toEqual([first.id]);
  });
});
