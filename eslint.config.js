import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Import direction (see the architecture notes): src -> machines -> contract,
 * mocks -> contract, and src reaches mocks only through a dynamic import().
 * `no-restricted-imports` checks import/export declarations, never import()
 * expressions, which is exactly the exception we want.
 * tests/unit/lint-boundaries.test.ts proves each rule below.
 */
const relative = (folder) => ({
  regex: `^(\\.\\./)+${folder}(/|$)`,
  message: `Imports flow src -> machines -> contract and mocks -> contract: this folder may not import from ${folder}/.`,
})
const alias = (prefix, folder) => ({
  regex: `^${prefix.replace('/', '\\/')}`,
  message: `Imports flow src -> machines -> contract and mocks -> contract: this folder may not import from ${folder}/.`,
})
const forbid = (...folders) => [
  'error',
  {
    patterns: folders.flatMap((folder) => {
      const prefix = { src: '@/', machines: '@machines/', mocks: '@mocks/' }[folder]
      return [relative(folder), alias(prefix, folder)]
    }),
  },
]

const srcMocksMessage =
  'src reaches mocks only through a dynamic import() when a switch is "mock", so that no mock code ships in a live build.'

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'styled-system/**',
      'public/mockServiceWorker.js',
      'playwright-report/**',
      'test-results/**',
      'coverage/**',
      'docs/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['contract/**'],
    rules: { 'no-restricted-imports': forbid('src', 'machines', 'mocks') },
  },
  { files: ['machines/**'], rules: { 'no-restricted-imports': forbid('src', 'mocks') } },
  { files: ['mocks/**'], rules: { 'no-restricted-imports': forbid('src', 'machines') } },
  {
    files: ['src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+mocks(/|$)', message: srcMocksMessage },
            { regex: '^@mocks\\/', message: srcMocksMessage },
          ],
        },
      ],
    },
  },
)
