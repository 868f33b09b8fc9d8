/** Reads one sample from Prometheus text output: the value of `name` whose labels include `labels`. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) found[pair[1]] = pair[2];
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

export async function scrape(port: number): Promise<{ status: number; contentType: string; text: string }> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}
