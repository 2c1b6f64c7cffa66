import { titled } from '../route-module'

export { AccountPlaceholderPage as Component } from '@/features/account/AccountPlaceholderPage'

export const handle = titled('Compte de jeu')
