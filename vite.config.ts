import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// Panda CSS runs as a PostCSS plugin (postcss.config.cjs): Vite processes
// src/index.css with PostCSS, and Panda fills its @layer rules from the
// classes it extracts from src/. `styled-system/` comes from `panda codegen`.
/** public/ is copied as is: a build whose two switches are live drops the msw worker. */
function noMockWorkerInLiveBuilds(): Plugin {
  let worker: string | null = null
  return {
    name: 'no-mock-worker-in-live-builds',
    apply: 'build',
    configResolved(config) {
      const live = (name: string) => (config.env[name] ?? 'mock') !== 'mock'
      if (live('VITE_API') && live('VITE_AUTH')) {
        worker = resolve(config.root, config.build.outDir, 'mockServiceWorker.js')
      }
    },
    closeBundle() {
      if (worker) rmSync(worker, { force: true })
    },
  }
}

export default defineConfig({
  plugins: [react(), noMockWorkerInLiveBuilds()],
  resolve: {
    alias: [
      { find: /^@contract\//, replacement: `${dir('./contract')}/` },
      { find: /^@machines\//, replacement: `${dir('./machines')}/` },
      { find: /^@mocks\//, replacement: `${dir('./mocks')}/` },
      { find: /^@backend\//, replacement: `${dir('./backend')}/` },
      { find: /^@server\//, replacement: `${dir('./server')}/` },
      { find: /^@\//, replacement: `${dir('./src')}/` },
      { find: /^styled-system\//, replacement: `${dir('./styled-system')}/` },
    ],
  },
  server: {
    port: 5173,
  },
  preview: {
    port: 4173,
  },
  test: {
    environment: 'node',
    include: [
      '{contract,machines,mocks,backend,server,src,tests/unit,tests/api,tests/helpers,tests/server}/**/*.test.{ts,tsx}',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    restoreMocks: true,
  },
})
