import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom'
import { GuestPages } from '@/features/auth/GuestPages'
import { guestOnly, operatorOnly, signedInOnly } from '@/shared/auth/guards'
import type { AuthHost } from '@/shared/auth/session'
import type { Services } from '@/shared/runtime/services'
import { OperatorPages } from './operator-pages'
import { GUEST_ONLY, OPERATOR_ONLY, SIGNED_IN } from './route-ids'
import type { RouteContext } from './route-module'
import { routeTable, type RouteEntry } from './routes'
import { RouteError, ShellError } from './shell/ErrorPages'
import { Layout, LayoutFallback, SignedInPages } from './shell/Layout'

/** One line of the table as React Router's route: its module loaded on demand, its loader bound. */
function toRoute(entry: RouteEntry, context: RouteContext): RouteObject {
  const { path, load } = entry
  const lazy = async () => {
    const [module] = await Promise.all([load(), entry.with?.()])
    const { handle, loader, shouldRevalidate, Component } = module
    return {
      handle,
      Component,
      shouldRevalidate,
      loader: loader && ((args: LoaderFunctionArgs) => loader(context, args)),
    }
  }
  return path === undefined ? { index: true, lazy } : { path, lazy }
}

/**
 * The route table (src/app/routes.ts) as React Router's routes: the shell around every page, the
 * sign-in pages under a loader that sends a signed-in player home, the player's pages under one
 * that waits for the session and sends visitors home, and among them the console's pages under
 * one that lets only an operator through (src/shared/auth/guards.ts).
 */
export function appRoutes(services: Services, session: AuthHost): RouteObject[] {
  const context: RouteContext = { ...services, session }
  const routes = (entries: RouteEntry[]) => entries.map((entry) => toRoute(entry, context))
  return withIds([
    {
      id: 'root',
      element: <Layout />,
      errorElement: <ShellError />,
      hydrateFallbackElement: <LayoutFallback />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...routes(routeTable.public),
            {
              id: GUEST_ONLY,
              loader: guestOnly(session),
              Component: GuestPages,
              children: routes(routeTable.guest),
            },
            {
              id: SIGNED_IN,
              loader: signedInOnly(session),
              Component: SignedInPages,
              children: [
                ...routes(routeTable.signedIn),
                {
                  id: OPERATOR_ONLY,
                  loader: operatorOnly(session, services.auth),
                  Component: OperatorPages,
                  children: routes(routeTable.operator),
                },
              ],
            },
            ...routes(routeTable.tools),
            toRoute(routeTable.notFound, context),
          ],
        },
      ],
    },
  ])
}

/**
 * Names every route as the data router would ('0-1-3', by position), so that the pre-rendered
 * HTML and the browser's hydration data speak of the same routes.
 */
function withIds(routes: RouteObject[], parent: string[] = []): RouteObject[] {
  return routes.map((route, index) => {
    const position = [...parent, String(index)]
    const id = route.id ?? position.join('-')
    if (route.index) return { ...route, id }
    return { ...route, id, children: route.children && withIds(route.children, position) }
  })
}
