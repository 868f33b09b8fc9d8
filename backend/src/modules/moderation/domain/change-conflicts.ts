/**
 * Two profile updates of one school that set the same field conflict: an
 * admin who approves the older one after the newer (still pending, or already
 * approved) overwrites what the owner asked for last. The older one is flagged
 * in the Approvals tab and in the owner's list, naming the newer change and
 * the fields they share.
 */
export interface ChangeForConflicts {
  id: number;
  schoolId: number;
  changeType: string;
  status: string;
  createdAt: Date;
  changeData: unknown;
}

export interface NewerConflict {
  /** The newer change. */
  id: number;
  status: 'pending' | 'approved';
  createdAt: Date;
  /** The fields both set (a social link as `socialLinks.<network>`). */
  fields: string[];
}

/** The fields a profile update sets, a social link as `socialLinks.<network>`. */
export function changedFields(changeData: unknown): string[] {
  if (!changeData || typeof changeData !== 'object') return [];
  return Object.entries(changeData as Record<string, unknown>).flatMap(([field, value]) =>
    field === 'socialLinks' && value && typeof value === 'object'
      ? Object.keys(value).map((network) => `socialLinks.${network}`)
      : [field],
  );
}

const isNewer = (a: ChangeForConflicts, b: ChangeForConflicts) =>
  a.createdAt.getTime() > b.createdAt.getTime() || (a.createdAt.getTime() === b.createdAt.getTime() && a.id > b.id);

/** For a pending profile update: the newer pending or approved updates of its school that set a field it sets too. */
export function newerConflicts(change: ChangeForConflicts, others: readonly ChangeForConflicts[]): NewerConflict[] {
  if (change.changeType !== 'profile_update' || change.status !== 'pending') return [];
  const mine = new Set(changedFields(change.changeData));
  return others
    .filter(
      (other) =>
        other.id !== change.id &&
        other.schoolId === change.schoolId &&
        other.changeType === 'profile_update' &&
        (other.status === 'pending' || other.status === 'approved') &&
        isNewer(other, change),
    )
    .map((other) => ({
      id: other.id,
      status: other.status as NewerConflict['status'],
      createdAt: other.createdAt,
      fields: changedFields(other.changeData).filter((field) => mine.has(field)),
    }))
    .filter((conflict) => conflict.fields.length > 0)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
}
