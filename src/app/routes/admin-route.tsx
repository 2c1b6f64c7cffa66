import { Suspense, lazy, useEffect, type ComponentType } from 'react'
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom'
import type { ApiClient } from '@/shared/api/client'
import { SECOND_FACTOR_ASKED } from '@/shared/api/step-up'
import { operatorStatus } from '@/shared/auth/operator'
import { titled, type RouteContext, type RouteModule } from '../route-module'

/**
 * The route module of a console page (src/app/routes/admin-*.ts), under `operatorOnly`
 * (src/shared/auth/guards.ts). It holds none of the console: each module passes its own dynamic
 * imports of the page and of its loader (src/features/admin/), taken for an operator only, so a
 * player or a visitor never downloads them (scripts/check-live-build.mjs checks the build).
 */
type GateState = 'enrol' | 'prompt'
const Gate = lazy(() =>
  import('@/features/admin/SecondFactorGate').then((m) => ({ default: m.SecondFactorGate })),
)

/**
 * The second factor before any console read (docs/decisions/059): enrolment on the first visit,
 * the code prompt without a valid step-up; null when verified, or when the check itself failed
 * (the page's reads then say what failed).
 */
async function secondFactorGate(api: ApiClient): Promise<GateState | null> {
  const answer = await api.secondFactor.operator.status()
  if (answer.status !== 200) return null
  if (!answer.body.enrolled) return 'enrol'
  return answer.body.verifiedUntil ? null : 'prompt'
}

const gateOf = (data: unknown): GateState | null =>
  typeof data === 'object' && data !== null && 'secondFactorGate' in data
    ? (data.secondFactorGate as GateState)
    : null

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
      const gate = await secondFactorGate(context.api)
      if (gate) return { secondFactorGate: gate }
      const [data] = await Promise.all([read(context, args), page()])
      return data
    },
    Component: function ConsolePageRoute() {
      const gate = gateOf(useLoaderData())
      const revalidator = useRevalidator()
      // An action refused for its second factor (ReasonDialog): the prompt, then the page again.
      useEffect(() => {
        const ask = () => void revalidator.revalidate()
        window.addEventListener(SECOND_FACTOR_ASKED, ask)
        return () => window.removeEventListener(SECOND_FACTOR_ASKED, ask)
      }, [revalidator])
      return <Suspense fallback={null}>{gate ? <Gate state={gate} /> : <Page />}</Suspense>
    },
  }
}
