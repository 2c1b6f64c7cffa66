import { publicPage } from '../route-module'

export { RegisterPage as Component } from '@/features/auth/RegisterPage'

export const handle = publicPage(
  'Inscription',
  'Créez votre compte sur le portail AirFlyff, le serveur privé Flyff haut taux, puis vos comptes de jeu.',
)
