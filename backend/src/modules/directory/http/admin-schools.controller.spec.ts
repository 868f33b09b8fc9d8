import type { ArgumentMetadata, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { memoryAuditTrail } from '../../../../test/support/fakes/audit';
import { memoryDirectory } from '../../../../test/support/fakes/directory';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';
import { DomainError } from '../../../shared/errors';
import { createValidationPipe, ValidationFailedException } from '../../../shared/http';
import { type Role } from '../../identity';
import { RolesGuard } from '../../identity/adapters';
import type { AdminSchoolReads } from '../infrastructure/admin-school-reads';
import { AdminSchoolsController } from './admin-schools.controller';
import { AdminUpdateSchoolRequest } from './dto/admin-update-school.request';

const HANDLERS = ['listSchoolsForAdmin', 'toggleSchoolStatus', 'updateSchoolAsAdmin'] as const;

function context(handler: (typeof HANDLERS)[number], role?: Role): ExecutionContext {
  return {
    getType: () => 'http',
    getHandler: () => AdminSchoolsController.prototype[handler],
    getClass: () => AdminSchoolsController,
    switchToHttp: () => ({ getRequest: () => ({ user: role ? { id: 'u1', role } : undefined }) }),
  } as unknown as ExecutionContext;
}

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  const audit = memoryAuditTrail(unitOfWork);
  const directory = memoryDirectory(unitOfWork, audit.trail);
  const controller = new AdminSchoolsController(
    {} as AdminSchoolReads,
    directory.setSchoolActive,
    directory.createSchoolListing,
    directory.editSchoolListing,
    directory.archiveSchool,
    directory.restoreSchool,
  );
  return { audit: audit.entries.entries, directory, controller };
}

/** 'allowed', or the kind of error the guard answers with (unauthorized → 401, forbidden → 403). */
function verdict(guard: RolesGuard, ctx: ExecutionContext): string {
  try {
    return guard.canActivate(ctx) ? 'allowed' : 'refused';
  } catch (error) {
    return (error as DomainError).kind;
  }
}

const admin = {
  id: 'admin-1',
  email: 'a@example.com',
  firstName: null,
  lastName: null,
  role: 'admin' as const,
  profileImageUrl: null,
};

describe('AdminSchoolsController', () => {
  const guard = new RolesGuard(new Reflector());

  it.each(HANDLERS)('%s: 401 signed out, 403 for user and school_admin, open to admin and super_admin', (handler) => {
    expect(verdict(guard, context(handler))).toBe('unauthorized');
    expect(verdict(guard, context(handler, 'user'))).toBe('forbidden');
    expect(verdict(guard, context(handler, 'school_admin'))).toBe('forbidden');
    expect(verdict(guard, context(handler, 'admin'))).toBe('allowed');
    expect(verdict(guard, context(handler, 'super_admin'))).toBe('allowed');
  });

  it('refuses fields the Edit form does not have and blank required ones, with the product’s texts', async () => {
    const pipe = createValidationPipe();
    const metadata: ArgumentMetadata = { type: 'body', metatype: AdminUpdateSchoolRequest };

    const refusal = await pipe.transform({ name: ' ', isPremium: true }, metadata).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(ValidationFailedException);
    expect((refusal as ValidationFailedException).fieldErrors).toEqual({
      name: ['School name is required'],
      isPremium: ['property isPremium should not exist'],
    });
  });

  it('saves the edit as the signed-in admin and answers the row as the Schools tab shows it', async () => {
    const { controller, directory, audit } = setUp();
    const school = directory.schools.add({ name: 'Aspen Academy', city: 'Las Vegas' }, 'aspen-academy');

    const row = await controller.updateSchoolAsAdmin(admin, school.id, { city: 'Henderson' });

    expect(row).toMatchObject({ id: school.id, city: 'Henderson', location: '1 Desert Way, Henderson, 89101' });
    expect(audit[0]).toMatchObject({ actorId: 'admin-1', action: 'school.updated' });
  });
});
