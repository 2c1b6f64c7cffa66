/**
 * The build mode, set once by vite.config.ts (`define`) and replaced by its value in the code,
 * so that a build whose two switches are live drops every branch they guard (and the chunks
 * only those branches import):
 * - __MOCK_API__: the embedded API (mock payment page, mock voting sites);
 * - __MOCK_AUTH__: the simulated sign-in (mock mailbox, verification and reset pages);
 * - __MOCK_BUILD__: either of them, hence the embedded backend itself, the dev panel and the
 *   running-flows registry and inspector.
 * - __BUILD_PURPOSE__: what the build is for (src/shared/config/build-rules.ts): 'live', 'demo', 'test'
 *   or 'dev'.
 * - __CHECKED_CONFIG__: in a build, its settings as checked before building (src/shared/config/config.ts);
 *   null on the dev server, which checks them in the page.
 * - __BUILD_YEAR__: the year the build (or the dev server) started.
 */
declare const __BUILD_PURPOSE__: import('./shared/config/build-rules').BuildPurpose
declare const __MOCK_API__: boolean
declare const __MOCK_AUTH__: boolean
declare const __MOCK_BUILD__: boolean
declare const __BUILD_YEAR__: number
declare const __CHECKED_CONFIG__: import('./shared/config/config').AppConfig | null
