import { Suspense, lazy, type ComponentType } from 'react'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { operatorStatus } from '@/shared/auth/operator'
import { titled, type RouteContext, type RouteModule } from '../route-module'

/**
 * The route module of a console page (src/app/routes/admin-*.ts), under `operatorOnly`
 * (src/shared/auth/guards.ts). It holds none of the console: each module passes its own dynamic
 * imports of the page and of its loader (src/features/admin/), taken for an operator only, so a
 * player or a visitor never downloads them (scripts/check-live-build.mjs checks the build).
 */
export function consoleRoute<Data>(
  title: string,
  {
    page,
    read,
  }: {
    /** The page's component: `() => import('@/features/admin/XPage').then((m) => m.XPage)`. */
    page: () => Promise<ComponentType>
    /** The page's loader from src/features/admin/api.ts, imported on the spot. */
    read: (context: RouteContext, args: LoaderFunctionArgs) => Promise<Data>
  },
): RouteModule {
  const Page = lazy(async () => ({ default: await page() }))
  return {
    handle: titled(title),
    // The parent draws « Page réservée aux opérateurs » for anyone else: nothing to read then.
    loader: async (context, args) => {
      if (!(await operatorStatus(context.session, context.auth))) return null
      const [data] = await Promise.all([read(context, args), page()])
      return data
    },
    Component: function ConsolePageRoute() {
      return (
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      )
    },
  }
}
