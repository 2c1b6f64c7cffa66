import { titled } from '../route-module'

export { DevPage as Component } from '@/features/dev/DevPage'

export const handle = titled('Outils de test')
