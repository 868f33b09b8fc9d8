/**
 * The link that lets a user manage a school (docs/product.md "Records", `school_owner`). Only
 * an active link grants access; deactivating keeps the history.
 */
export class SchoolOwner {
  id!: number;
  userId!: string;
  schoolId!: number;
  role = 'owner';
  isActive = true;
  createdAt!: Date;
  updatedAt!: Date;

  static create(userId: string, schoolId: number, now = new Date()): SchoolOwner {
    return Object.assign(new SchoolOwner(), { userId, schoolId, createdAt: now, updatedAt: now });
  }

  activate(now = new Date()): void {
    if (this.isActive) return;
    this.isActive = true;
    this.updatedAt = now;
  }

  deactivate(now = new Date()): void {
    if (!this.isActive) return;
    this.isActive = false;
    this.updatedAt = now;
  }
}
