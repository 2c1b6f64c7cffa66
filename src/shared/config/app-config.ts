import type { ConfigResult } from './config'

/**
 * The app's settings. A build checked them before building (vite.config.ts refuses bad ones) and
 * carries the result as `__CHECKED_CONFIG__`: the browser runs no validator, and a build's code
 * does not carry the Vite variables (`import.meta.env` is read after the early return only). On
 * the dev server they are read and checked here, and a bad one is shown in the page.
 */
export async function appConfig(): Promise<ConfigResult> {
  if (__CHECKED_CONFIG__) return { ok: true, config: __CHECKED_CONFIG__ }
  const { readConfig } = await import('./config')
  return readConfig(import.meta.env, __BUILD_PURPOSE__)
}
