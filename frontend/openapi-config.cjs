/**
 * `npm run codegen`: generates the RTK Query endpoints from ../openapi.yaml. Never edit the output.
 * CODEGEN_SCHEMA / CODEGEN_OUT let the freshness check in .ci/check-contract.sh generate elsewhere.
 */
module.exports = {
  schemaFile: process.env.CODEGEN_SCHEMA ?? '../openapi.yaml',
  apiFile: './src/shared/api/base-api.ts',
  apiImport: 'baseApi',
  outputFile: process.env.CODEGEN_OUT ?? './src/shared/api/generated/api.gen.ts',
  exportName: 'generatedApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: true,
};
