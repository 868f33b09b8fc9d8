/** The secret salt of the visitor hash for one UTC day (created on first use; never logged). */
export abstract class VisitorSalts {
  abstract saltFor(day: string): Promise<string>;
}
