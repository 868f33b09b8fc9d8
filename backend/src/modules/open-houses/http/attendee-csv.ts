/**
 * One CSV field (RFC 4180). A value a spreadsheet would run as a formula
 * (starting with = + - @, tab or CR) gets a leading apostrophe: names are
 * typed by the public.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(values: string[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
