import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { isbot } from 'isbot';
import { SchoolOwnership, isAdminRole, type SessionUser } from '../../identity';
import {
  MAX_BATCH_EVENTS,
  isSchoolEventKind,
  type SchoolEventRecord,
  type SearchRecord,
} from '../domain/analytics-event';
import { InvalidBeaconError } from '../domain/analytics.errors';
import { dedupeBucket } from '../domain/dedupe-bucket';
import { classifyReferrer } from '../domain/referrer-class';
import { searchSummary } from '../domain/search-summary';
import { AnalyticsStore } from './ports/analytics-store';
import { VisitorSalts } from './ports/visitor-salts';

/** Who sent the beacon, as far as analytics may know it (nothing of it is stored as such). */
export interface BeaconSender {
  address: string;
  userAgent: string | undefined;
  /** The browser sent `Sec-GPC: 1`: keep no visitor hash. */
  globalPrivacyControl: boolean;
  /** The signed-in user whose session cookie came with the beacon, if any. */
  user: SessionUser | undefined;
  /** This site's host names: referrers there are 'internal'. */
  ownHosts: readonly string[];
}

export type BeaconOutcome = 'recorded' | 'bot' | 'admin' | 'empty';

interface ParsedBeacon {
  events: { kind: SchoolEventRecord['kind']; schoolId: number; referrer: string | null }[];
  searches: { summary: string; resultCount: number }[];
}

/**
 * A batch of events from `navigator.sendBeacon` (issue 18). Bots (isbot's
 * maintained list, or no user agent at all) and signed-in admins are dropped
 * whole; a school's own owners' events about their schools are dropped. A
 * visitor is sha-256(daily salt, address, user agent) cut to 16 bytes, and
 * none with Global Privacy Control. One multi-row insert per table; repeats
 * within 30 minutes are dropped by the store's unique index.
 */
@Injectable()
export class RecordBeacon {
  constructor(
    private readonly store: AnalyticsStore,
    private readonly salts: VisitorSalts,
    private readonly ownership: SchoolOwnership,
  ) {}

  async execute(body: unknown, sender: BeaconSender, now = new Date()): Promise<BeaconOutcome> {
    const beacon = parseBeacon(body);
    if (!sender.userAgent || isbot(sender.userAgent)) return 'bot';
    if (sender.user && isAdminRole(sender.user.role)) return 'admin';
    let events = beacon.events;
    if (sender.user && events.length) {
      const owned = new Set(await this.ownership.ownedSchoolIds(sender.user.id));
      events = events.filter((event) => !owned.has(event.schoolId));
    }
    if (!events.length && !beacon.searches.length) return 'empty';

    const visitor = sender.globalPrivacyControl ? null : await this.visitorHash(sender, now);
    const bucket = dedupeBucket(now);
    const records: SchoolEventRecord[] = events.map((event) => ({
      at: now,
      schoolId: event.schoolId,
      kind: event.kind,
      visitor,
      bucket,
      referrerClass: classifyReferrer(event.referrer, sender.ownHosts),
    }));
    const searches: SearchRecord[] = beacon.searches.map((search) => ({ at: now, visitor, bucket, ...search }));
    await Promise.all([
      records.length ? this.store.appendEvents(records) : undefined,
      searches.length ? this.store.appendSearches(searches) : undefined,
    ]);
    return 'recorded';
  }

  private async visitorHash(sender: BeaconSender, now: Date): Promise<Buffer> {
    const salt = await this.salts.saltFor(now.toISOString().slice(0, 10));
    return createHash('sha256')
      .update(salt)
      .update('\0')
      .update(sender.address)
      .update('\0')
      .update(sender.userAgent ?? '')
      .digest()
      .subarray(0, 16);
  }
}

/**
 * Reads `{ events: [...] }` (a JSON object, or its text when sent as
 * text/plain). School events are `{ kind, schoolId, referrer? }`; searches
 * are `{ kind: 'search', query?, filters?, resultCount }`. Anything else is a
 * 400 naming the event.
 */
export function parseBeacon(body: unknown): ParsedBeacon {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      throw new InvalidBeaconError('The beacon must be JSON: {"events": [...]}');
    }
  }
  const list = (value as { events?: unknown } | null)?.events;
  if (!value || typeof value !== 'object' || !Array.isArray(list))
    throw new InvalidBeaconError('The beacon must be JSON: {"events": [...]}');
  if (list.length > MAX_BATCH_EVENTS)
    throw new InvalidBeaconError(`A beacon carries at most ${MAX_BATCH_EVENTS} events`);
  const parsed: ParsedBeacon = { events: [], searches: [] };
  list.forEach((raw: unknown, index) => {
    const event = (raw ?? {}) as Record<string, unknown>;
    if (event.kind === 'search') {
      const count = event.resultCount;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > 1_000_000)
        throw new InvalidBeaconError(`Event ${index}: resultCount must be a whole number of 0 or more`);
      const summary = searchSummary({ query: event.query, filters: event.filters });
      parsed.searches.push({ summary: summary || '(no text or filter)', resultCount: count });
      return;
    }
    if (!isSchoolEventKind(event.kind)) throw new InvalidBeaconError(`Event ${index}: unknown kind`);
    const schoolId = event.schoolId;
    if (typeof schoolId !== 'number' || !Number.isInteger(schoolId) || schoolId < 1 || schoolId > 2_147_483_647)
      throw new InvalidBeaconError(`Event ${index}: schoolId must be a positive whole number`);
    const referrer = typeof event.referrer === 'string' ? event.referrer.slice(0, 2000) : null;
    parsed.events.push({ kind: event.kind, schoolId, referrer });
  });
  return parsed;
}
