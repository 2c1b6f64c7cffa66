import { titled } from '../route-module'

export { MockCheckoutPage as Component } from '@/features/shop/mock/MockCheckoutPage'

export const handle = titled('Paiement simulé')
