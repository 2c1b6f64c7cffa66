import { publicPage } from '../route-module'

export { LoginPage as Component } from '@/features/auth/LoginPage'

export const handle = publicPage(
  'Connexion',
  'Connectez-vous au portail AirFlyff pour gérer vos comptes de jeu, vos AirPoints, vos votes et vos récompenses.',
)
