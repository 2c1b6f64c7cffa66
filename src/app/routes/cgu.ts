import { publicPage } from '../route-module'

export { CguPage as Component } from '@/features/public/CguPage'

export const handle = publicPage(
  "Conditions générales d'utilisation",
  "Les conditions générales d'utilisation du serveur AirFlyff et de son portail\u00a0: compte, AirPoints, règles de jeu et données personnelles.",
)
