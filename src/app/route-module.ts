import type { ComponentType } from 'react'
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom'
import type { AuthHost } from '@/shared/auth/session'
import type { RouteHandle } from '@/shared/routing/route-handle'
import type { Services } from '@/shared/runtime/services'

/** What a route's loader is given: the app's services and the session. */
export interface RouteContext extends Services {
  session: AuthHost
}

/** Reads what a page shows before it renders (each feature's api.ts); reads are left unawaited. */
export type RouteLoader = (context: RouteContext, args: LoaderFunctionArgs) => unknown

/**
 * A route module (src/app/routes/): what one page is to the router, loaded on demand with the
 * page. `handle` names the page (its title; with a description, the page is pre-rendered),
 * `loader` reads its data, `Component` draws it.
 */
export interface RouteModule {
  handle: RouteHandle
  loader?: RouteLoader
  shouldRevalidate?: ShouldRevalidateFunction
  Component: ComponentType
}

/** A page of the signed-in area or of the tools: a title, no description (not pre-rendered). */
export const titled = (title: string): RouteHandle => ({ title })

/** A public page: pre-rendered at build time, with its description in the HTML head. */
export const publicPage = (title: string | undefined, description: string): RouteHandle => ({
  title,
  description,
})
