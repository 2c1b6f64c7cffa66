import { publicPage } from '../route-module'

export { PrivacyPage as Component } from '@/features/public/PrivacyPage'

export const handle = publicPage(
  'Politique de confidentialité',
  'Les données que le portail AirFlyff traite, pourquoi et combien de temps, et comment exercer vos droits.',
)
