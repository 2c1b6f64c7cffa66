import { publicPage } from '../route-module'

export { LegalNoticePage as Component } from '@/features/public/LegalNoticePage'

export const handle = publicPage(
  'Mentions légales',
  "Les mentions légales du portail AirFlyff\u00a0: l'éditeur du site, le directeur de la publication et l'hébergeur.",
)
