// Frontend bundle report: every chunk's raw, gzip and brotli size, and the JavaScript every page
// needs before it is interactive: the entry script (app/boot.ts) and its modulepreloads (dist/index.html),
// plus the app the entry imports once the page is painted (its dynamic imports, from the build manifest).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

function sizes(file) {
  const content = readFileSync(file);
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const sum = (list, key) => list.reduce((a, c) => a + c[key], 0);

/**
 * The scripts the HTML's entry loads after the first paint (app/boot.ts imports app/main.tsx): the
 * entry's dynamic imports and everything they import, as `/assets/…` paths, from dist/.vite/manifest.json.
 */
export function appScriptsOfEntry(distDir) {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === 'index.html');
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of entry?.dynamicImports ?? []) visit(key);
  return [...files];
}

export function bundleReport(distDir) {
  const assets = join(distDir, 'assets');
  const chunks = readdirSync(assets)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => ({ file: `/assets/${name}`, ...sizes(join(assets, name)) }))
    .sort((a, b) => b.raw - a.raw);
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const initial = [...new Set([...entry, ...preloads, ...appScriptsOfEntry(distDir)])]
    .map((file) => byFile.get(file))
    .filter(Boolean);
  const js = chunks.filter((c) => c.file.endsWith('.js'));
  return {
    builtAt: statSync(join(distDir, 'index.html')).mtime.toISOString(),
    chunks,
    entry,
    preloads,
    styles,
    initialJs: {
      files: initial.map((c) => c.file),
      raw: sum(initial, 'raw'),
      gzip: sum(initial, 'gzip'),
      brotli: sum(initial, 'brotli'),
    },
    allJs: { count: js.length, raw: sum(js, 'raw'), gzip: sum(js, 'gzip'), brotli: sum(js, 'brotli') },
    /** Sizes of any set of asset paths (used for what Lighthouse saw the home page load). */
    sizeOf(files) {
      const list = files.map((f) => byFile.get(f)).filter(Boolean);
      return {
        files: list.map((c) => c.file),
        raw: sum(list, 'raw'),
        gzip: sum(list, 'gzip'),
        brotli: sum(list, 'brotli'),
      };
    },
  };
}
