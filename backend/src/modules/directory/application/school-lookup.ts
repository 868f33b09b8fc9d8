import { Injectable } from '@nestjs/common';
import type { School } from '../domain/school';
import { SchoolRepository } from './ports/school.repository';

/**
 * Schools by id, live or draft, for other modules' use cases and screens (a
 * claim's school, a change's school, the owner's schools, a name for an
 * e-mail). Reading only: changes go through the directory's use cases.
 */
@Injectable()
export class SchoolLookup {
  constructor(private readonly schools: SchoolRepository) {}

  byId(id: number): Promise<School | null> {
    return this.schools.findById(id);
  }

  /** The schools in the order of `ids`; ids without a school are skipped. */
  async byIds(ids: number[]): Promise<School[]> {
    const found = new Map((await this.schools.findByIds(ids)).map((school) => [school.id, school]));
    return ids.map((id) => found.get(id)).filter((school): school is School => !!school);
  }

  /**
   * The schools a typed name means (a claim names its school in free text):
   * the same name up to case and spacing.
   */
  byName(name: string): Promise<School[]> {
    return this.schools.findByName(name);
  }

  async nameOf(id: number): Promise<string | null> {
    return (await this.schools.findById(id))?.name ?? null;
  }
}
