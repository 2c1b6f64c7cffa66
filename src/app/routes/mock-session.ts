import { titled } from '../route-module'

export { SessionPage as Component } from '@/features/auth/mock/SessionPage'

export const handle = titled('Session simulée')
