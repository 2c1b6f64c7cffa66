import js from '@eslint/js'
import boundariesPlugin from 'eslint-plugin-boundaries'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Import direction (see the architecture notes), checked by eslint-plugin-boundaries on resolved
 * files (decision 030): src -> machines -> contract, mocks -> backend -> contract,
 * server -> backend -> contract. Inside src/: src/app is the composition root (it may import
 * anything in src/); src/shared imports neither app nor a feature; a feature imports shared
 * code, never app nor another feature (what two features share moves to src/shared).
 * Only import and export declarations count: src reaches mocks through a dynamic import() when
 * a switch is "mock", so that no mock code ships in a live build. backend/ runs in the page too:
 * it imports no Node built-in module. Files outside these folders (tests, scripts) are free.
 * tests/unit/lint-boundaries.test.ts proves each fence.
 */
const elements = [
  ...['contract', 'machines', 'mocks', 'backend', 'server'].map((type) => ({
    type,
    pattern: type,
  })),
  { type: 'app', pattern: 'src/app' },
  { type: 'shared', pattern: 'src/shared' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'src', pattern: 'src' },
].map((element) => ({ ...element, partialMatch: false }))
const to = (...types) => ({ to: { element: { types } } })
const layer = (type, ...allowed) => ({ from: { element: { type } }, allow: to(...allowed) })
const boundaries = {
  plugins: { boundaries: boundariesPlugin },
  settings: {
    'import/resolver': { typescript: { project: './tsconfig.json' } },
    'boundaries/elements': elements,
    'boundaries/dependency-nodes': ['import', 'export'],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        checkAllOrigins: true,
        policies: [
          { allow: { to: { module: { origin: ['external', 'core'] } } } },
          // contract/ imports no other folder of ours.
          layer('machines', 'contract'),
          layer('mocks', 'backend', 'contract'),
          layer('backend', 'contract'),
          layer('server', 'backend', 'contract'),
          layer('app', 'shared', 'feature', 'src', 'machines', 'contract'),
          layer('shared', 'src', 'machines', 'contract'),
          layer('feature', 'shared', 'src', 'machines', 'contract'),
          layer('src', 'app', 'shared', 'feature', 'machines', 'contract'),
          {
            from: { element: { type: 'backend' } },
            disallow: { to: { module: { origin: 'core' } } },
            message:
              'backend/ runs in the page too: no Node-only module here (an adapter in server/ may use one).',
          },
        ],
      },
    ],
  },
}

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
  boundaries,
)
