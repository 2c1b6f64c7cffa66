import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { loadEnv } from 'vite'
import { defineConfig } from 'vitest/config'
import { eagerStartUpCompile } from './build/compile-hints.ts'
import { pandaLeanRecipes } from './build/panda-lean-recipes.ts'
import { pandaStaticCss } from './build/panda-static-css.ts'
import {
  NEWS_ITEM_PAGES,
  prerenderPublicPages,
  servePrerenderedPages,
} from './build/prerender-plugin.ts'
import { serveSiteFeed } from './build/site-feed.ts'
import { buildPurpose, switchesOf } from './src/shared/config/build-rules.ts'
import { readConfig, type AppConfig } from './src/shared/config/config.ts'

/**
 * The shared modules of every page's start (all on the landing page): one chunk. With the step-up
 * credential's store (boot) and the stored vote's check (home), the landing's start after its paint
 * is six files, one round of a browser's six connections over HTTP/1.1 (decision 069).
 */
const START_SHARED =
  /\/src\/(features\/vote\/vote-storage|app\/route-module|shared\/(api\/step-up|auth\/session|components\/(Button|Logo|InlineSvg)|icons\/Icon|routing\/paths|config\/site|runtime\/(services|next-task)|hooks\/use-hydrated|page\/styles|flows\/flow-inspection))\.tsx?$/

/**
 * The small modules many pages' start shares beyond the landing page (reads, cards, badges, form
 * fields, the catalog and its rules): one chunk, not one each, so that a page's start is fewer
 * requests (decision 069). None is loaded by the landing page, and none imports more than what
 * is here, `start` or React (a module that brings zod or XState stays out).
 */
const PAGES_SHARED =
  /\/(src\/shared\/(api\/(submit-once|reads|loaded)|components\/(Card|Badge|Alert|FormField)|page\/Deferred|icons\/status)|contract\/catalog\/(jobs|index|items|loyalty-stages|packs)|contract\/rules\/(index|limits|registration|loyalty|withdrawal|transfer|promotion|vote|checkout|rights))\.tsx?$|\/styled-system\/recipes\/(card|badge|alert|field)\.mjs$/

/**
 * What the sign-in, registration and reset forms share (their frame, failure messages, styles,
 * the Google button and the reading of the auth machine): one chunk beside each page's own.
 */
const AUTH_FORMS =
  /\/src\/features\/auth\/(AuthLayout|GoogleSignIn|use-auth-form|messages|styles)\.tsx?$/

/** The contract's schemas, zod, the rules written as schemas and the reader of a rate limit's refusal. */
const SCHEMAS =
  /\/(node_modules\/zod\/|contract\/schemas\/|contract\/rules\/(first-broken|game-account)\.ts$|src\/shared\/api\/rate-limit\.ts$)/

/** The start-up every page loads: `boot`, the route table with the router, and the shell. */
const APP_START =
  /\/(src\/app\/(boot|start-up|routing|routes|router|hydration|session-routing|operator-pages|route-ids|shell\/(DevTools|ConnectionNotice|SiteNoticeBar|Footer|NavBar|RouteEffects|Layout|ErrorPages))|src\/shared\/(api\/lazy-client|auth\/(firebase-session|lazy-port|guards)|routing\/route-handle)|src\/features\/auth\/GuestPages)\.tsx?$|\/styled-system\/recipes\/navbar\.mjs$|\/react-router\/dist\/development\/dom-export\.mjs$/

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// Panda CSS runs as a PostCSS plugin (postcss.config.cjs): Vite processes
// src/index.css with PostCSS, and Panda fills its @layer rules from the
// classes it extracts from src/. `styled-system/` comes from `panda codegen`.
/** public/ is copied as is: a build whose two switches are live drops the msw worker. */
function noMockWorkerInLiveBuilds(mockBuild: boolean): Plugin {
  let worker: string | null = null
  return {
    name: 'no-mock-worker-in-live-builds',
    apply: 'build',
    configResolved(config) {
      if (!mockBuild) worker = resolve(config.root, config.build.outDir, 'mockServiceWorker.js')
    },
    closeBundle() {
      if (worker) rmSync(worker, { force: true })
    },
  }
}

/**
 * The build mode, decided once: whether this build contains the embedded API, the simulated
 * sign-in, or either (then also the dev panel and the running-flows registry). Code reads
 * them through src/shared/build.ts; a live build drops every branch they guard.
 */
function buildMode(command: 'build' | 'serve', mode: string) {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }
  const { api, auth } = switchesOf(env)
  const mockApi = api === 'mock'
  const mockAuth = auth === 'mock'
  const purpose = buildPurpose(command, mode)
  // A build cannot lie: `npm run build` is the live portal, or it fails (src/shared/config/build-rules.ts).
  // Its settings are checked here, once: the browser gets them checked (src/shared/config/app-config.ts).
  let config: AppConfig | null = null
  if (command === 'build') {
    const checked = readConfig(env, purpose)
    if (!checked.ok) {
      throw new Error(
        `Build refusée (${purpose === 'live' ? 'production' : purpose})\u00a0:\n- ${checked.problems.join('\n- ')}`,
      )
    }
    config = checked.config
  }
  return { purpose, api, mockApi, mockAuth, mockBuild: mockApi || mockAuth, config }
}

export default defineConfig(({ command, mode }) => {
  const { purpose, api, mockApi, mockAuth, mockBuild, config } = buildMode(command, mode)
  return {
    define: {
      __BUILD_PURPOSE__: JSON.stringify(purpose),
      __CHECKED_CONFIG__: JSON.stringify(config),
      __MOCK_API__: JSON.stringify(mockApi),
      __MOCK_AUTH__: JSON.stringify(mockAuth),
      __MOCK_BUILD__: JSON.stringify(mockBuild),
      // The year of the build: the pre-rendered copyright line carries it (src/app/shell/Footer.tsx).
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    },
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            // React, its JSX runtime, react-dom and its scheduler in one chunk, not five: every
            // page loads them all with the renderer (main.tsx), and one file compresses better
            // than five (the landing page's JavaScript: 120.0 -> 118.5 kB gzip). Their CommonJS
            // modules still run when first required, in the renderer's task. React Router stays
            // apart, in `start` (it comes with the modules there): evaluated with the start-up
            // module, in a task of its own (decision 020).
            groups: [
              { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\// },
              // The small modules every page's start shares (the session, paths, the button, the
              // logo...): one chunk, not one each (docs/performance.md, « Load weight »).
              { name: 'start', test: START_SHARED },
              { name: 'pages', test: PAGES_SHARED },
              // Loaded together anyway (decision 069): XState with its React bindings, and the
              // contract's schemas with zod and the one reader of a refusal that needs them.
              {
                name: 'xstate',
                test: /\/node_modules\/(xstate|@xstate\/react|use-sync-external-store|use-isomorphic-layout-effect)\//,
              },
              { name: 'schemas', test: SCHEMAS },
              { name: 'auth-forms', test: AUTH_FORMS },
              // Every page's start-up: the app, the route table and the shell, fetched at once.
              { name: 'app', test: APP_START },
              // Vite's preload helper stays a file of its own: in `app`, the entry would import
              // `app` (and React, `start`) statically, fetched and run before the first paint.
              { name: 'preload-helper', test: /vite\/preload-helper/, priority: 1 },
            ],
          },
        },
      },
      modulePreload: {
        polyfill: false,
        // Preloaded from the HTML: what the entry imports (fetched beside it, not after it: a
        // page's largest paint waits for no chain of requests). No <link rel="modulepreload">
        // injected before each dynamic import: on a phone, inserting them held the main thread
        // (Lighthouse mobile: total blocking time 570 -> 230 ms on the landing page, time to
        // interactive unchanged at 3.4 s). README, « Lighthouse ». A page written at build time
        // names the rest of its start in its HTML (build/start-preload.ts, decision 065).
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
    },
    plugins: [
      pandaStaticCss(dir('./styled-system/css/index.mjs')),
      pandaLeanRecipes(dir('./src/theme/panda-lean-create-recipe.mjs')),
      react(),
      noMockWorkerInLiveBuilds(mockBuild),
      eagerStartUpCompile(),
      prerenderPublicPages(),
      servePrerenderedPages(),
      serveSiteFeed({ api }),
    ],
    resolve: {
      // The aliases are tsconfig.json's paths, their one source (Vite, Vitest, tsx, Playwright).
      tsconfigPaths: true,
    },
    server: {
      port: 5173,
    },
    preview: {
      port: 4173,
      // As the hosting's rewrite (firebase.json): a news item's page from the API server, when
      // one is given (scripts/lib/live-preview.mjs; build/prerender-plugin.ts leaves these paths).
      proxy: process.env.PREVIEW_NEWS_API
        ? { [NEWS_ITEM_PAGES]: { target: process.env.PREVIEW_NEWS_API } }
        : undefined,
    },
    test: {
      environment: 'node',
      include: [
        '{contract,machines,mocks,backend,server,src,tests/unit,tests/api,tests/helpers,tests/server,tests/game}/**/*.test.{ts,tsx}',
      ],
      exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**', 'dist-e2e/**'],
      setupFiles: ['./tests/setup/vitest.setup.ts'],
      pool: 'threads',
      maxWorkers: 2,
      restoreMocks: true,
    },
  }
})
