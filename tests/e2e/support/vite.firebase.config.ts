import { defineConfig, mergeConfig } from 'vite'
import base from '../../../vite.config'

/** The app's Vite config with its own dependency cache, beside the mock-mode dev server. */
export default defineConfig((env) =>
  mergeConfig(base(env), { cacheDir: 'node_modules/.vite-firebase' }),
)
