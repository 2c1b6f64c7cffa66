import { verifyEmailLoader } from '@/features/auth/mock/api'
import { titled, type RouteLoader } from '../route-module'

export { VerifyEmailPage as Component } from '@/features/auth/mock/VerifyEmailPage'

export const handle = titled("Vérification de l'adresse e-mail")

export const loader: RouteLoader = ({ mock, auth }, { request }) =>
  verifyEmailLoader(mock, auth)({ request })

/** The link is followed once: the page does not verify again. */
export const shouldRevalidate = () => false
