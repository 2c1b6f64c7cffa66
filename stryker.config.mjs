// @ts-check
/**
 * Mutation testing of the machines and of the rules both sides enforce: `npm run
 * test:mutation` (outside `npm test`: a run takes minutes). The score is in the README.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'machines/**/*.ts',
    '!machines/**/*.test.ts',
    'contract/rules/**/*.ts',
    '!contract/rules/**/*.test.ts',
    '!contract/rules/index.ts',
  ],
  coverageAnalysis: 'perTest',
  // Static mutants (the machines' definitions and the rules' tables, evaluated once at import)
  // need every test run again for each of them: hours on two cores. They are left out of the
  // score and counted apart in the report.
  ignoreStatic: true,
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 85, break: 85 },
  tempDirName: '.stryker-tmp',
}
