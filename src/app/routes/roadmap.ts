import { publicPage } from '../route-module'

export { RoadmapPage as Component } from '@/features/public/RoadmapPage'

export const handle = publicPage(
  'Roadmap',
  "La feuille de route d'AirFlyff\u00a0: les prochaines mises à jour, événements et nouveautés prévus pour le serveur.",
)
