/** A peer comparison is shown only for groups at least this large (so no single school can be singled out). */
export const MIN_PEER_GROUP = 5;

/** The median of the values, or null when there are fewer than MIN_PEER_GROUP of them. */
export function peerMedian(values: readonly number[], minGroup = MIN_PEER_GROUP): number | null {
  if (values.length < minGroup) return null;
  return median(values);
}

/** The median (mean of the two middle values for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
