import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// Panda CSS runs as a PostCSS plugin (postcss.config.cjs): Vite processes
// src/index.css with PostCSS, and Panda fills its @layer rules from the
// classes it extracts from src/. `styled-system/` comes from `panda codegen`.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@contract\//, replacement: `${dir('./contract')}/` },
      { find: /^@machines\//, replacement: `${dir('./machines')}/` },
      { find: /^@mocks\//, replacement: `${dir('./mocks')}/` },
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
    include: ['{contract,machines,mocks,src,tests/unit,tests/api,tests/helpers}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    restoreMocks: true,
  },
})
