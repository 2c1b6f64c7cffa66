import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Import direction (see the architecture notes): src -> machines -> contract,
 * mocks -> backend -> contract, server -> backend -> contract, and src reaches
 * mocks only through a dynamic import(); src never reaches backend or server,
 * and backend imports nothing Node-only (it runs in the page too).
 * `no-restricted-imports` checks import/export declarations, never import()
 * expressions, which is exactly the exception we want.
 * tests/unit/lint-boundaries.test.ts proves each rule below.
 */
const FLOW =
  'Imports flow src -> machines -> contract, mocks -> backend -> contract and server -> backend -> contract'
const relative = (folder) => ({
  regex: `^(\\.\\./)+${folder}(/|$)`,
  message: `${FLOW}: this folder may not import from ${folder}/.`,
})
const alias = (prefix, folder) => ({
  regex: `^${prefix.replace('/', '\\/')}`,
  message: `${FLOW}: this folder may not import from ${folder}/.`,
})
const forbid = (...folders) => forbidWith([], ...folders)
const forbidWith = (extra, ...folders) => [
  'error',
  {
    patterns: [
      ...extra,
      ...folders.flatMap((folder) => {
        const prefix = {
          src: '@/',
          machines: '@machines/',
          mocks: '@mocks/',
          backend: '@backend/',
          server: '@server/',
        }[folder]
        return [relative(folder), alias(prefix, folder)]
      }),
    ],
  },
]
const nodeOnly = {
  regex: '^(node:|(fs|path|http|https|net|os|crypto|child_process|worker_threads)(/|$))',
  message:
    'backend/ runs in the page too: no Node-only module here (an adapter in server/ may use one).',
}

const srcMocksMessage =
  'src reaches mocks only through a dynamic import() when a switch is "mock", so that no mock code ships in a live build.'

const srcServerMessage =
  'src talks to the backend only over HTTP through the contract client: never import backend/ or server/.'

/**
 * Inside src/: src/app is the composition root (it may import anything in src/); src/shared is
 * what every feature uses and imports neither app nor a feature; a feature imports shared code,
 * never app nor another feature (what two features share moves to src/shared).
 */
const features = readdirSync(new URL('./src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const sharedMessage =
  'src/shared is used by app and features: it may not import src/app or a feature.'
const featureMessage =
  'A feature may not import another feature: move what they share to src/shared.'
const featureAppMessage = 'A feature may not import src/app (the composition root): use src/shared.'
const srcPatterns = [
  { regex: '^(\\.\\./)+mocks(/|$)', message: srcMocksMessage },
  { regex: '^@mocks\\/', message: srcMocksMessage },
  ...['backend', 'server'].flatMap((folder) => [
    { regex: `^(\\.\\./)+${folder}(/|$)`, message: srcServerMessage },
    { regex: `^@${folder}\\/`, message: srcServerMessage },
  ]),
]

/** A feature's files: no src/app, no other feature, no relative path out of its folder. */
const featureFence = (feature, files, leavingFolder) => ({
  files: [files],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...srcPatterns,
          { regex: '^@\\/app(\\/|$)', message: featureAppMessage },
          { regex: `^@\\/features\\/(?!${feature}\\/)`, message: featureMessage },
          { regex: leavingFolder, message: featureMessage },
        ],
      },
    ],
  },
})

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-e2e/**',
      'styled-system/**',
      'public/mockServiceWorker.js',
      'playwright-report/**',
      'test-results/**',
      'coverage/**',
      '.stryker-tmp/**',
      'reports/**',
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
    rules: { 'no-restricted-imports': forbid('src', 'machines', 'mocks', 'backend', 'server') },
  },
  {
    files: ['machines/**'],
    rules: { 'no-restricted-imports': forbid('src', 'mocks', 'backend', 'server') },
  },
  { files: ['mocks/**'], rules: { 'no-restricted-imports': forbid('src', 'machines', 'server') } },
  {
    files: ['backend/**'],
    rules: {
      'no-restricted-imports': forbidWith([nodeOnly], 'src', 'machines', 'mocks', 'server'),
    },
  },
  { files: ['server/**'], rules: { 'no-restricted-imports': forbid('src', 'machines', 'mocks') } },
  { files: ['src/**'], rules: { 'no-restricted-imports': ['error', { patterns: srcPatterns }] } },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...srcPatterns,
            { regex: '^@\\/(app|features)(\\/|$)', message: sharedMessage },
            { regex: '^(\\.\\./)+(app|features)(\\/|$)', message: sharedMessage },
          ],
        },
      ],
    },
  },
  // Relative paths may not leave a feature's folder either (its own subfolders reach it by ../).
  ...features.flatMap((feature) => [
    featureFence(feature, `src/features/${feature}/*.{ts,tsx}`, '^\\.\\./'),
    featureFence(feature, `src/features/${feature}/*/**`, '^(\\.\\./){2,}'),
  ]),
)
