import { titled } from '../route-module'

export { MailboxPage as Component } from '@/features/auth/mock/MailboxPage'

export const handle = titled('Boîte e-mail simulée')
