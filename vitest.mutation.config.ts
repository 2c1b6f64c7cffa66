import { defineConfig, mergeConfig } from 'vitest/config'
import base from './vite.config'

/**
 * `npm run test:mutation` (StrykerJS): only the tests of what is mutated, the machines and the
 * rules both sides enforce, so that each mutant runs in seconds.
 */
export default defineConfig((env) =>
  mergeConfig(base(env), {
    test: { include: ['machines/**/*.test.ts', 'contract/rules/**/*.test.ts'] },
  }),
)
