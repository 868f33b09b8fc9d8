import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const REPO = join(__dirname, '../../..');
const DEPCRUISE = join(REPO, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/**
 * Runs `npm run depcheck`'s rules (.dependency-cruiser.cjs) on a planted tree laid out like the backend
 * (the rules match paths from the repository root), and returns what they report.
 */
function cruise(files: Record<string, string>): Violation[] {
  const root = mkdtempSync(join(tmpdir(), 'depcruise-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const run = spawnSync(
      process.execPath,
      [DEPCRUISE, 'backend/src', '--config', join(REPO, '.dependency-cruiser.cjs'), '--output-type', 'json'],
      { cwd: root, encoding: 'utf8' },
    );
    const output = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
    return output.summary.violations;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const M = 'backend/src/modules';
const billing = {
  [`${M}/billing/http/checkout.controller.ts`]: 'export class CheckoutController {}\n',
  [`${M}/billing/infrastructure/plan.schema.ts`]: 'export const PlanSchema = {};\n',
  [`${M}/billing/application/start-checkout.ts`]: 'export class StartCheckout {}\n',
  [`${M}/billing/adapters.ts`]: "export { CheckoutController } from './http/checkout.controller';\n",
};

describe("dependency rule: a module's index.ts re-exports no adapter", () => {
  it('accepts an index.ts of use cases and schemas, and adapters using another module through adapters.ts', () => {
    expect(
      cruise({
        ...billing,
        [`${M}/billing/index.ts`]:
          "export { StartCheckout } from './application/start-checkout';\nexport { PlanSchema } from './infrastructure/plan.schema';\n",
        [`${M}/leads/http/leads.controller.ts`]:
          "import { CheckoutController } from '../../billing/adapters';\nimport { StartCheckout } from '../../billing';\nexport const used = [CheckoutController, StartCheckout];\n",
      }),
    ).toEqual([]);
  });

  it('fails when index.ts re-exports an http/ class, directly or through adapters.ts', () => {
    const violations = cruise({
      ...billing,
      [`${M}/billing/index.ts`]:
        "export { CheckoutController } from './http/checkout.controller';\nexport * from './adapters';\n",
    });
    expect(violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }))).toEqual(
      expect.arrayContaining([
        {
          rule: 'index-exports-no-adapter',
          from: `${M}/billing/index.ts`,
          to: `${M}/billing/http/checkout.controller.ts`,
        },
        { rule: 'index-exports-no-adapter', from: `${M}/billing/index.ts`, to: `${M}/billing/adapters.ts` },
      ]),
    );
  });

  it("fails when a use case imports another module's adapters.ts", () => {
    const violations = cruise({
      ...billing,
      [`${M}/billing/index.ts`]: "export { StartCheckout } from './application/start-checkout';\n",
      [`${M}/leads/application/submit-lead.ts`]:
        "import { CheckoutController } from '../../billing/adapters';\nexport const used = CheckoutController;\n",
    });
    expect(violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }))).toEqual([
      {
        rule: 'core-imports-no-adapter-kit',
        from: `${M}/leads/application/submit-lead.ts`,
        to: `${M}/billing/adapters.ts`,
      },
    ]);
  });
});
