import type { Plugin } from 'vite'

/** V8's explicit compile hint: every function of the file is compiled as the file streams in. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * The modules every page runs as it starts: the renderer, the router, Panda's runtime (with the
 * recipes' runtime that builds give it, decision 035), the app's frame (src/app/, but not its
 * route modules: each is loaded with its page, on demand).
 */
const START_UP =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\/|\/styled-system\/|\/scripts\/panda-lean-create-recipe\.mjs$|\/src\/app\/(?!routes\/)/

function runsAtStartUp(moduleIds: readonly string[]): boolean {
  return moduleIds.some((id) => START_UP.test(id))
}

/**
 * Marks the chunks of the start-up path with V8's compile hint (decision 023): Chrome compiles
 * their functions on a background thread while the file arrives, instead of on the main thread
 * at each function's first call. Other chunks (the Firebase SDK, XState, the forms' machines)
 * keep V8's lazy compilation: hinting them was measured on /auth/login, and the main thread's
 * busy time did not drop (decision 023).
 */
export function eagerStartUpCompile(): Plugin {
  return {
    name: 'eager-start-up-compile',
    apply: 'build',
    outputOptions(options) {
      return {
        ...options,
        postBanner: (chunk) => (runsAtStartUp(chunk.moduleIds) ? COMPILE_HINT : ''),
      }
    },
  }
}
