import { defineConfig } from 'vitest/config'
import base from './vite.config'

/**
 * `npm run test:mutation` (StrykerJS): only the tests of what is mutated, the machines and the
 * rules both sides enforce, so that each mutant runs in seconds. The base config's `include` is
 * replaced, not merged (mergeConfig would add these globs to every test of the project).
 */
export default defineConfig((env) => {
  const config = base(env)
  return {
    ...config,
    test: {
      ...config.test,
      include: ['machines/**/*.test.ts', 'contract/rules/**/*.test.ts'],
    },
  }
})
