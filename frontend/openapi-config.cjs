/**
 * `npm run codegen`: generates the RTK Query endpoints from ../openapi.yaml. Never edit the output.
 *
 * Two files: the endpoints of the signed-in areas (admin, portal, school dashboard, claims and billing)
 * apart from the public ones, so a public page's code holds only the endpoints a visitor can call
 * (about 5 KB gzip less before its first interaction, issue 21). Slices import the public ones from
 * `@/shared/api`, the signed-in ones from `@/shared/api/signed-in`.
 *
 * CODEGEN_SCHEMA / CODEGEN_CHECK let the freshness check in .ci/check-contract.sh generate a second copy
 * (`.check.*.gen.ts`, beside the real files: the generator writes the import of base-api relative to each).
 */
const SIGNED_IN_PATHS =
  /^\/api\/(admin|portal|school-dashboard|claims|billing|create-subscription|cancel-subscription|resume-subscription|sandbox|health)(\/|$)/;
const out = (name) => `./src/shared/api/generated/${process.env.CODEGEN_CHECK ? '.check.' : ''}${name}`;

module.exports = {
  schemaFile: process.env.CODEGEN_SCHEMA ?? '../openapi.yaml',
  apiFile: './src/shared/api/base-api.ts',
  apiImport: 'baseApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: true,
  outputFiles: {
    [out('api.gen.ts')]: {
      exportName: 'generatedApi',
      filterEndpoints: (_name, { path }) => !SIGNED_IN_PATHS.test(path),
    },
    [out('signed-in-api.gen.ts')]: {
      exportName: 'signedInGeneratedApi',
      filterEndpoints: (_name, { path }) => SIGNED_IN_PATHS.test(path),
    },
  },
};
