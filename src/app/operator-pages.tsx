import { Outlet, useLoaderData } from 'react-router-dom'
import type { OperatorCheck } from '@/shared/auth/guards'
import { OperatorsOnlyPage } from './shell/ErrorPages'

/**
 * The console's pages (the `operatorOnly` parent route): an operator's page, or « Page réservée
 * aux opérateurs » for anyone else signed in. The page's own code is imported only when drawn
 * (src/app/routes/admin-route.tsx), so a player never downloads it.
 */
export function OperatorPages() {
  const { operator } = useLoaderData<OperatorCheck>()
  return operator ? <Outlet /> : <OperatorsOnlyPage />
}
