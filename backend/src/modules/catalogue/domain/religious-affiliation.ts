/**
 * Religious affiliations as families (issue 35): 'Jewish (Conservative)' and 'Jewish (Orthodox)' are
 * denominations of 'Jewish', written as the family and the denomination in brackets. A search for the
 * family ('Jewish') finds the whole family; a search for a denomination finds only it. The directory's
 * filter shows each family with its denominations under it, so they are not unrelated boxes.
 */

/** 'Jewish (Conservative)' → 'Jewish'; 'Catholic' → 'Catholic'. */
export function affiliationFamily(affiliation: string): string {
  const open = affiliation.indexOf(' (');
  return (open > 0 ? affiliation.slice(0, open) : affiliation).trim();
}

/** True when the value names a whole family (no denomination in brackets). */
export function isAffiliationFamily(affiliation: string): boolean {
  return affiliationFamily(affiliation) === affiliation.trim();
}

export interface AffiliationCount {
  value: string;
  count: number;
}

/** A family with its schools counted over every member, and its denominations (those listed apart). */
export interface AffiliationGroup extends AffiliationCount {
  denominations: AffiliationCount[];
}

/**
 * The affiliations grouped by family, most schools first (then A to Z); each family's count is its
 * schools of every denomination, which is what ticking the family finds.
 */
export function groupAffiliations(affiliations: readonly AffiliationCount[]): AffiliationGroup[] {
  const groups = new Map<string, AffiliationGroup>();
  for (const { value, count } of affiliations) {
    const family = affiliationFamily(value);
    const group = groups.get(family) ?? { value: family, count: 0, denominations: [] };
    group.count += count;
    if (value !== family) group.denominations.push({ value, count });
    groups.set(family, group);
  }
  const order = (a: AffiliationCount, b: AffiliationCount) => b.count - a.count || a.value.localeCompare(b.value);
  for (const group of groups.values()) group.denominations.sort(order);
  return [...groups.values()].sort(order);
}
