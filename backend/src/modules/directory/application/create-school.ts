import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { School, type SchoolProps } from '../domain/school';
import { AssignSchoolSlug } from './assign-school-slug';
import { SchoolRepository } from './ports/school.repository';

/** A new listing (claim approval's "create the school from the claim"), with the first free slug of its name. */
@Injectable()
export class CreateSchool {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly schools: SchoolRepository,
    private readonly assignSlug: AssignSchoolSlug,
  ) {}

  async execute(props: SchoolProps): Promise<School> {
    return this.unitOfWork.transaction(async () => {
      const school = School.create(props);
      await this.assignSlug.execute(school);
      await this.schools.save(school);
      return school;
    });
  }
}
