import type { AppConfig } from '../../../src/config';
import { IssueSetPasswordLink, ProvisionSchoolOwner, SchoolOwnership } from '../../../src/modules/identity';
import { IssuePasswordLink } from '../../../src/modules/identity/application/issue-password-link';
import { PasswordLinkRepository } from '../../../src/modules/identity/application/ports/password-link.repository';
import {
  SchoolOwnerRepository,
  type SchoolOwnerContact,
} from '../../../src/modules/identity/application/ports/school-owner.repository';
import { UserRepository } from '../../../src/modules/identity/application/ports/user.repository';
import type { PasswordLink } from '../../../src/modules/identity/domain/password-link';
import { SchoolOwner } from '../../../src/modules/identity/domain/school-owner';
import { normalizeEmail, User } from '../../../src/modules/identity/domain/user';

export class MemoryUsers extends UserRepository {
  readonly users: User[] = [];

  async findById(id: string): Promise<User | null> {
    return this.users.find((user) => user.id === id) ?? null;
  }

  async findByEmail(email: string): Promise<User | null> {
    return this.users.find((user) => user.email === normalizeEmail(email)) ?? null;
  }

  async save(user: User): Promise<void> {
    if (!this.users.includes(user)) this.users.push(user);
  }
}

export class MemorySchoolOwners extends SchoolOwnerRepository {
  readonly links: SchoolOwner[] = [];

  constructor(private readonly users: MemoryUsers) {
    super();
  }

  async find(userId: string, schoolId: number): Promise<SchoolOwner | null> {
    return this.links.find((link) => link.userId === userId && link.schoolId === schoolId) ?? null;
  }

  async isActiveOwner(userId: string, schoolId: number): Promise<boolean> {
    return this.links.some((link) => link.userId === userId && link.schoolId === schoolId && link.isActive);
  }

  async activeSchoolIds(userId: string): Promise<number[]> {
    return this.links.filter((link) => link.userId === userId && link.isActive).map((link) => link.schoolId);
  }

  /** Active links of enabled accounts, oldest link first (insertion order stands in for the id). */
  async activeOwnerContacts(schoolId: number): Promise<SchoolOwnerContact[]> {
    const contacts: SchoolOwnerContact[] = [];
    const links = this.links
      .filter((link) => link.schoolId === schoolId && link.isActive)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (const link of links) {
      const user = await this.users.findById(link.userId);
      if (user?.isActive)
        contacts.push({ userId: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName });
    }
    return contacts;
  }

  async save(link: SchoolOwner): Promise<void> {
    if (!this.links.includes(link)) this.links.push(link);
  }

  /** An active link, as claim approval leaves it. */
  link(userId: string, schoolId: number): void {
    this.links.push(SchoolOwner.create(userId, schoolId));
  }
}

export class MemoryPasswordLinks extends PasswordLinkRepository {
  readonly links: PasswordLink[] = [];

  async findByTokenHashForUpdate(tokenHash: string): Promise<PasswordLink | null> {
    return this.links.find((link) => link.tokenHash === tokenHash) ?? null;
  }

  async save(link: PasswordLink): Promise<void> {
    if (!this.links.includes(link)) this.links.push(link);
  }

  async invalidateAllForUser(): Promise<void> {}
}

/** Identity's real services over in-memory accounts, owner links and password links. */
export function memoryIdentity(config: AppConfig) {
  const users = new MemoryUsers();
  const owners = new MemorySchoolOwners(users);
  const links = new MemoryPasswordLinks();
  return {
    users,
    owners,
    links,
    ownership: new SchoolOwnership(owners),
    provisionOwner: new ProvisionSchoolOwner(users, owners),
    setPasswordLink: new IssueSetPasswordLink(users, new IssuePasswordLink(links, config)),
    /** A signed-up account (not an owner of anything yet). */
    account(email: string, firstName = 'Ann'): User {
      const user = User.create({ email, firstName, role: 'school_admin' });
      users.users.push(user);
      return user;
    },
  };
}
