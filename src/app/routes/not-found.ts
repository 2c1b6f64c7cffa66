import { publicPage } from '../route-module'

export { NotFoundPage as Component } from '../shell/ErrorPages'

export const handle = {
  ...publicPage('Page introuvable', "Cette page n'existe pas sur le portail AirFlyff."),
  noindex: true,
}
