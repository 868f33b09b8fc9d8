/**
 * One digest run of one alert in one period (`day:…` / `week:…`). Inserted
 * (INSERT … ON CONFLICT DO NOTHING) in the transaction that queues the mail:
 * whoever inserts it sends, anyone else skips. `items` 0: nothing was new,
 * no mail went out.
 */
export class AlertDigestSent {
  alertId!: string;
  periodKey!: string;
  sentAt!: Date;
  items!: number;
}
