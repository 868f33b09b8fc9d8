// Sums the JSON reports of every test suite (jest and Playwright) in .test-results/
// and prints the one closing line CI reads: "N passed, N failed".
// Steps that are not test runners (lint, typecheck, dependency rules, contract, build) count as one test each.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.test-results';
let passed = 0;
let failed = 0;

function walkPlaywright(suites) {
  for (const suite of suites ?? []) {
    walkPlaywright(suite.suites);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const outcome = t.status ?? (t.results?.at(-1)?.status === 'passed' ? 'expected' : 'unexpected');
        if (outcome === 'expected' || outcome === 'flaky') passed += 1;
        else if (outcome !== 'skipped') failed += 1;
      }
    }
  }
}

if (existsSync(dir)) {
  for (const file of readdirSync(dir).sort()) {
    const path = join(dir, file);
    if (file.endsWith('.step')) {
      const status = readFileSync(path, 'utf8').trim();
      if (status === '0') passed += 1;
      else failed += 1;
      continue;
    }
    if (!file.endsWith('.json')) continue;
    let report;
    try {
      report = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      failed += 1;
      continue;
    }
    if (typeof report.numPassedTests === 'number') {
      passed += report.numPassedTests;
      failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    } else if (report.suites) {
      walkPlaywright(report.suites);
      failed += (report.errors ?? []).length;
    }
  }
}
console.log(`${passed} passed, ${failed} failed`);
