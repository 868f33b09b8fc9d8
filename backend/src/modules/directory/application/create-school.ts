import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { School, type FactWriter, type SchoolProps } from '../domain/school';
import { AssignSchoolSlug } from './assign-school-slug';
import { SchoolRepository } from './ports/school.repository';

/**
 * A new listing (claim approval's "create the school from the claim", the admin's New school), with the
 * first free slug of its name. Its facts are the team's unless `writer` says otherwise.
 */
@Injectable()
export class CreateSchool {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly schools: SchoolRepository,
    private readonly assignSlug: AssignSchoolSlug,
  ) {}

  async execute(props: SchoolProps, writer: FactWriter = { source: 'team' }): Promise<School> {
    return this.unitOfWork.transaction(async () => {
      const school = School.create(props, writer);
      await this.assignSlug.execute(school);
      await this.schools.save(school);
      return school;
    });
  }
}
