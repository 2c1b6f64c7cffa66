import { data } from 'react-router-dom'
import type { CharacterSheet, GuildSheet, GuildSummary } from '@contract/schemas'
import type { ApiClient } from '@/shared/api/client'
import { loaded, notLoaded, readOk, type Loaded } from '@/shared/api/loaded'

/**
 * A read of one named thing: its data, or a failure; a name the game does not have (404) is
 * thrown as the route's 404, which draws the not-found page.
 */
async function named<T>(call: Promise<{ status: number; body: unknown }>): Promise<Loaded<T>> {
  const answer = await call.catch((error: unknown) => {
    console.error(error)
    return null
  })
  if (answer?.status === 404) throw data('Introuvable', { status: 404 })
  if (!answer) return { ok: false, failure: 'invalid-response' }
  return answer.status === 200 ? loaded(answer.body as T) : notLoaded(answer)
}

/** /personnage/:name: read before the page is drawn (a 404 draws the not-found page). */
export async function characterLoader(api: ApiClient, name: string) {
  return { character: await named<CharacterSheet>(api.world.character({ params: { name } })) }
}
export type CharacterData = Awaited<ReturnType<typeof characterLoader>>

/** /guildes: the guild ranking (public call), read while the page's frame is drawn. */
export function guildsLoader(api: ApiClient) {
  const guilds: Promise<Loaded<GuildSummary[]>> = readOk(api.world.guilds())
  return { guilds }
}
export type GuildsData = ReturnType<typeof guildsLoader>

/** /guildes/:name: read before the page is drawn (a 404 draws the not-found page). */
export async function guildLoader(api: ApiClient, name: string) {
  return { guild: await named<GuildSheet>(api.world.guild({ params: { name } })) }
}
export type GuildData = Awaited<ReturnType<typeof guildLoader>>
