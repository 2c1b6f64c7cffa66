import type { Delivery, GameAccount, Profile, SiteNotice } from '@contract/schemas'
import type { ApiClient } from './client'
import { loaded, readOk, type Loaded } from './loaded'

/** The player's AirPoints (GET /me/profile): read by the profile, the transfer and loyalty pages. */
export function readProfile(api: ApiClient): Promise<Loaded<Profile>> {
  return readOk(api.profile.get())
}

/** The player's game accounts (GET /me/accounts), each with its characters. */
export function readAccounts(api: ApiClient): Promise<Loaded<GameAccount[]>> {
  return readOk(api.accounts.list())
}

/** The player's latest deliveries (GET /me/deliveries), newest first, each with its state. */
export function readDeliveries(api: ApiClient): Promise<Loaded<Delivery[]>> {
  return readOk(api.deliveries.list())
}

/** One of the player's deliveries as it is now (GET /me/deliveries/:deliveryId). */
export function readDelivery(api: ApiClient, deliveryId: string): Promise<Loaded<Delivery>> {
  return readOk(api.deliveries.one({ params: { deliveryId } }))
}

/** The maintenance notice operators set (GET /site/notice, public): its text, or null when off. */
export function readSiteNotice(api: ApiClient): Promise<Loaded<SiteNotice['message']>> {
  return readOk(api.content.notice()).then((read) => (read.ok ? loaded(read.data.message) : read))
}
