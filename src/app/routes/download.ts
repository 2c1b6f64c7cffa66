import { publicPage } from '../route-module'

export { DownloadPage as Component } from '@/features/public/DownloadPage'

export const handle = publicPage(
  'Téléchargement',
  'Téléchargez le client AirFlyff, vérifiez la configuration requise et rejoignez le serveur en quelques minutes.',
)
