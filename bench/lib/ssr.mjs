// Issue 21: public pages rendered on the server. Throughput of school pages (the page cache warm, and
// without any response cache on distinct schools), the app's peak RSS meanwhile, and the JavaScript
// each measured page needs before its first interaction (the entry script its HTML names, the app the
// entry imports once the page is painted, and the page's chunks listed in <meta name="page-scripts">),
// gzip-sized from the build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appScriptsOfEntry } from './bundle.mjs';
import { alternate } from './load.mjs';
import { startApp } from './servers.mjs';
import { kb, log, memorySampler } from './util.mjs';

/** Targets of issue 21. */
/**
 * The JavaScript before the first interaction is reported, not gated (docs/performance.md "Budgets"): the
 * gate is Lighthouse mobile (score, TBT, LCP); the figure must not grow, so its row shows it beside the page
 * being server-rendered, which is checked.
 */
export const SSR_TARGETS = { cachedPerSecond: 300, uncachedPerSecond: 60, rssMb: 300 };

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The scripts a served page has the browser fetch and run before it is hydrated, i.e. before its first
 * interaction: what its head names (the entry, any modulepreload), the app the entry imports after the
 * first paint, and the page's own chunks (`<meta name="page-scripts">`). Sizes are gzip level 9 per file.
 */
export async function jsBeforeInteraction(base, pages, distDir) {
  const out = [];
  const app = appScriptsOfEntry(distDir);
  for (const page of pages) {
    const response = await fetch(base + page.path, { signal: AbortSignal.timeout(30_000) });
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const files = [
      ...new Set(
        [
          ...head.matchAll(
            /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="(\/assets\/[^"]+\.js)"/g,
          ),
        ]
          .map((m) => m[1])
          .concat(app, head.match(/<meta name="page-scripts" content="([^"]+)">/)?.[1].split(' ') ?? []),
      ),
    ];
    const gzip = files.reduce((sum, file) => sum + gzipSize(join(distDir, file)), 0);
    out.push({ ...page, status: response.status, files, gzip, rendered: html.includes('id="server-state"') });
    log(`  JS before interaction ${page.path}: ${files.length} files, ${kb(gzip)} gzip`);
  }
  return out;
}

/**
 * School pages per second with 10 connections: the app as in production (page cache warm: each of
 * `cachedSlugs` pages requested before the runs), then the app with RESPONSE_CACHE_MB=0 on distinct
 * slugs (every page rendered, every API call it makes answered by the database). Peak RSS of both.
 */
export async function ssrThroughput({ env, outDir, slugs, cachedSlugs = 200, duration, warmup, rounds }) {
  const result = {};
  const run = async (label, extraEnv, paths, key) => {
    log(`server rendering: ${label} (${paths.length} distinct school pages)`);
    const app = await startApp({ ...env, ...extraEnv }, { outDir, label: `app-ssr-${key}` });
    const sampler = memorySampler([app]);
    try {
      const server = { name: 'app', url: `http://127.0.0.1:${env.PORT}`, pid: app.pid };
      // Every page once, so the cached run measures the cache and the uncached run a warm process.
      for (const path of key === 'cached' ? paths : paths.slice(0, 50)) {
        const response = await fetch(server.url + path);
        await response.text();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      }
      const runs = await alternate({ name: `SSR school pages, ${label}`, paths }, [server], {
        rounds,
        duration,
        warmup,
        connections: 10,
      });
      const memory = sampler.stop();
      result[key] = {
        ...runs.app,
        peakRssMb: Math.max(memory[app.name]?.peakRssMb || 0, memory[app.name]?.sampledPeakRssMb || 0),
      };
    } finally {
      sampler.stop();
      await app.stop();
    }
  };
  const paths = slugs.map((slug) => `/schools/${encodeURIComponent(slug)}`);
  await run('page cache warm', {}, paths.slice(0, cachedSlugs), 'cached');
  await run('no response cache, distinct schools', { RESPONSE_CACHE_MB: '0' }, paths, 'uncached');
  return result;
}

/** Table rows (run.mjs tableRows). */
export function ssrRows(ssr, fmt) {
  const rows = [];
  if (!ssr) return rows;
  for (const [key, label, target] of [
    ['cached', 'school pages, page cache warm', SSR_TARGETS.cachedPerSecond],
    ['uncached', 'school pages, no response cache, distinct schools', SSR_TARGETS.uncachedPerSecond],
  ]) {
    const r = ssr.throughput?.[key];
    if (!r) continue;
    rows.push({
      section: 'Server rendering',
      figure: `${label}: pages/s (p50 / p99 ms) [server CPU ms/page] errors`,
      app: `${fmt(r.requestsPerSecond)} (${fmt(r.p50, 1)} / ${fmt(r.p99, 1)}) [${fmt(r.cpuMsPerRequest, 2)}] ${r.errors}`,
      target: `>= ${target}/s, 0 errors`,
      ok: r.requestsPerSecond >= target && r.errors === 0,
    });
    rows.push({
      section: 'Server rendering',
      figure: `${label}: app peak RSS (MB)`,
      app: fmt(r.peakRssMb),
      target: `<= ${SSR_TARGETS.rssMb}`,
      ok: r.peakRssMb <= SSR_TARGETS.rssMb,
    });
  }
  for (const page of ssr.js ?? []) {
    rows.push({
      section: 'Server rendering',
      figure: `${page.path}: JS before first interaction (${page.files.length} files), gzip${page.rendered ? '' : ' (NOT server-rendered)'}`,
      app: kb(page.gzip),
      target: 'reported (must not grow); rendered',
      ok: page.rendered && page.status === 200,
    });
  }
  return rows;
}
