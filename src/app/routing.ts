/** What the start-up loads to route (src/app/boot.tsx): fetched as one chunk. */
export { appRoutes } from './router'
export { hydrationFor } from './hydration'
export { createAppRouter } from './session-routing'
