/**
 * Removes stored mails by key, in the caller's transaction: a mail's data
 * holds what its record held (a family's name, e-mail and message), so
 * erasing the record must erase its mails too. A mail not yet sent is then
 * never sent (its job finds no row).
 */
export abstract class OutboxErasure {
  abstract forget(keys: string[]): Promise<void>;
  /** Every stored mail whose key starts with one of `prefixes` (mails keyed per occurrence, e.g. per change). */
  abstract forgetStartingWith(prefixes: string[]): Promise<void>;
}
