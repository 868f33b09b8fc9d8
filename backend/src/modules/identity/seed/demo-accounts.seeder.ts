import type { EntityManager } from '@mikro-orm/postgresql';
import type { Seeder } from '../../../shared/database';
import type { Role } from '../domain/role';
import { SchoolOwner } from '../domain/school-owner';
import { User } from '../domain/user';
import { Argon2PasswordHasher } from '../infrastructure/argon2-password-hasher';

/** How long ago the demo owner's claim was approved (docs/decisions/listing-confirmations.md). */
const DEMO_CLAIM_AGE_DAYS = 213;

/** The demo accounts listed in the README. Demonstration only: `db:seed` refuses to run in production. */
export const DEMO_ACCOUNTS: { email: string; password: string; role: Role; firstName: string; lastName: string }[] = [
  { email: 'admin@example.com', password: 'DemoAdmin!2026', role: 'admin', firstName: 'Avery', lastName: 'Admin' },
  {
    email: 'owner@example.com',
    password: 'DemoOwner!2026',
    role: 'school_admin',
    firstName: 'Olivia',
    lastName: 'Owens',
  },
];

/**
 * Creates the demo accounts, or repairs them (role, active, password) when a
 * run finds them changed, and links the owner to the first premium school by
 * name. With no premium school yet, the link is made by a later run.
 */
export const demoAccountsSeeder: Seeder = {
  name: 'identity: demo accounts',
  async run(em: EntityManager): Promise<string> {
    const hasher = new Argon2PasswordHasher();
    const notes: string[] = [];
    const users = new Map<string, User>();
    for (const account of DEMO_ACCOUNTS) {
      let user = await em.findOne(User, { email: account.email });
      if (!user) {
        user = User.create(account);
        notes.push(`created ${account.email}`);
      }
      if (user.role !== account.role) user.changeRole(account.role);
      if (!user.isActive) user.enable();
      if (!user.passwordHash || !(await hasher.verify(user.passwordHash, account.password))) {
        user.setPasswordHash(await hasher.hash(account.password));
      }
      em.persist(user);
      users.set(account.role, user);
    }
    await em.flush();

    const owner = users.get('school_admin')!;
    // Read by SQL: identity does not load the directory module's code for one id.
    const [school] = await em
      .getConnection()
      .execute<{ id: number; name: string }[]>(
        `select "id", "name" from "school_summary" "school" where "is_premium" order by "name", "id" limit 1`,
        [],
        'all',
        em.getTransactionContext(),
      );
    if (!school) {
      notes.push('no premium school yet: owner link skipped');
    } else {
      const link = await em.findOne(SchoolOwner, { userId: owner.id, schoolId: school.id });
      if (!link) {
        // Claimed seven months ago, so the demo shows a due six-month listing reminder (listing-confirmations).
        em.persist(SchoolOwner.create(owner.id, school.id, new Date(Date.now() - DEMO_CLAIM_AGE_DAYS * 86_400_000)));
        notes.push(`linked ${owner.email} to ${school.name}`);
      } else {
        link.activate();
      }
      await em.flush();
    }
    return notes.length ? notes.join('; ') : 'up to date';
  },
};
