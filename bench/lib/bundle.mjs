// Frontend bundle report: every chunk's raw, gzip and brotli size, and the JavaScript the
// home page needs before it can render: the entry script plus its modulepreloads (dist/index.html).
import { readFileSync, readdirSync, statSync } from 'node:fs';
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
  const initial = [...new Set([...entry, ...preloads])].map((file) => byFile.get(file)).filter(Boolean);
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
