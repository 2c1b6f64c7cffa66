import { publicPage } from '../route-module'

export { ResetPasswordPage as Component } from '@/features/auth/ResetPasswordPage'

export const handle = publicPage(
  'Mot de passe oublié',
  'Recevez par e-mail un lien pour choisir un nouveau mot de passe pour votre compte du portail AirFlyff.',
)
