import { titled } from '../route-module'

export { ResetConfirmPage as Component } from '@/features/auth/mock/ResetConfirmPage'

export const handle = titled('Nouveau mot de passe')
