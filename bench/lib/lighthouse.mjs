// Lighthouse 12 (mobile preset, the default config) in Debian's Chromium, median of N runs per page.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { log, median } from './util.mjs';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

function summarise(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? NaN) * 100)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id]?.numericValue]));
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests
    .filter((r) => r.resourceType === 'Script')
    .map((r) => ({ url: r.url, transferSize: r.transferSize, resourceSize: r.resourceSize }));
  // Audits that cost points, for the report: anything scored below 1 in the non-performance categories.
  const failing = [];
  for (const c of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${c}: ${ref.id}`);
    }
  }
  return { scores, metrics, scripts, failing, runtimeError: lhr.runtimeError?.message };
}

/** Runs Lighthouse `runs` times on each page; returns per page the median scores and metrics, and every run. */
export async function runLighthouse(pages, { runs, chromePath, outDir }) {
  const results = [];
  for (const page of pages) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    const summaries = [];
    try {
      // A run Lighthouse could not measure (a runtime error such as NO_NAVSTART, scores null) is repeated, up to
      // two extra attempts per page: a median of the runs that did measure, not of fewer runs than asked.
      let retries = 2;
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        const summary = summarise(result.lhr);
        writeFileSync(join(outDir, `lighthouse-${page.key}-${i + 1}.json`), result.report);
        if (summary.runtimeError && retries > 0) {
          retries -= 1;
          log(`  lighthouse ${page.name} run ${i + 1} failed (${summary.runtimeError}); running it again`);
          i -= 1;
          continue;
        }
        summaries.push(summary);
        log(
          `  lighthouse ${page.name} run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${summary.scores[c]}`).join(', ')}` +
            `; LCP ${Math.round(summary.metrics.lcp)} ms, TBT ${Math.round(summary.metrics.tbt)} ms`,
        );
      }
    } finally {
      await chrome.kill();
    }
    results.push({
      ...page,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(summaries.map((s) => s.scores[c]))])),
      metrics: Object.fromEntries(Object.keys(METRICS).map((k) => [k, median(summaries.map((s) => s.metrics[k]))])),
      failing: [...new Set(summaries.flatMap((s) => s.failing))],
      scripts: summaries[0]?.scripts ?? [],
      runs: summaries,
    });
  }
  return results;
}
