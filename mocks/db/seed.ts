import { ITEMS, LOYALTY_STAGES, SPECIAL_STAGE_ID } from '@contract/catalog'
import { loyaltyMonth } from '@contract/rules'
import { db, COLLECTION_NAMES } from './collections'
import { mutate } from './mutate'
import { SEED_RANKING } from './seed-ranking'

const HOUR_MS = 3_600_000

/** The demo accounts (see the README): fixed, used by the tests. */
export const DEMO_USERS = {
  joueur: { uid: 'joueur', email: 'joueur@portail.test', password: 'Joueur123' },
  nouveau: { uid: 'nouveau', email: 'nouveau@portail.test', password: 'Nouveau123' },
} as const
/** Created, verified, on its first mock Google sign-in. */
export const DEMO_GOOGLE_EMAIL = 'google.joueur@portail.test'

export const SEED_VOTE_PROVIDERS = [
  { id: 'gtop100', name: 'Gtop100', cooldownMs: 2 * HOUR_MS },
  { id: 'topg', name: 'TopG', cooldownMs: 12 * HOUR_MS },
].map((p) => ({ ...p, image: `/images/vote-${p.id}.svg`, link: `/__mock/vote/${p.id}` }))

/** One reward per main stage (boxes 60582..60586), plus the furniture of the Special stage. */
const REWARD_ITEMS: Record<number, number> = { 1: 60582, 2: 60583, 3: 60584, 4: 60585, 5: 60586 }
REWARD_ITEMS[SPECIAL_STAGE_ID] = 26797

async function seedUsers(month: string) {
  const { joueur, nouveau } = DEMO_USERS
  await db.users.create({
    ...joueur,
    emailVerified: true,
    displayName: 'Joueur',
    photoURL: null,
    provider: 'password',
  })
  await db.users.create({
    ...nouveau,
    emailVerified: false,
    displayName: null,
    photoURL: null,
    provider: 'password',
  })
  await db.profiles.create({ uid: joueur.uid, points: 1500, monthPoints: 1150, month })
  await db.profiles.create({ uid: nouveau.uid, points: 0, monthPoints: 0, month })
}

async function seedGameAccounts() {
  await db.gameAccounts.create({
    accountId: 1,
    uid: 'joueur',
    name: 'heros01',
    password: 'heros01pass',
  })
  await db.gameAccounts.create({
    accountId: 2,
    uid: 'joueur',
    name: 'heros02',
    password: 'heros02pass',
  })
  await db.characters.create({ characterId: 1, accountId: 1, name: 'Aelis' })
  await db.characters.create({ characterId: 2, accountId: 1, name: 'Brakkar' })
  await db.characters.create({ characterId: 3, accountId: 2, name: 'Cyrene' })
}

async function seedVotes(now: number) {
  for (const provider of SEED_VOTE_PROVIDERS) await db.voteProviders.create(provider)
  // gtop100 is open again, topg is still on cooldown.
  const open = new Date(now - HOUR_MS / 2).toISOString()
  const cooldown = new Date(now + 5 * HOUR_MS).toISOString()
  await db.voteStates.create({ uid: 'joueur', providerId: 'gtop100', votes: 12, nextVote: open })
  await db.voteStates.create({ uid: 'joueur', providerId: 'topg', votes: 34, nextVote: cooldown })
}

async function seedCatalog() {
  for (const character of SEED_RANKING) await db.ranking.create(character)
  let id = 1
  for (const stage of LOYALTY_STAGES) {
    const itemId = REWARD_ITEMS[stage.id]
    if (itemId === undefined || !ITEMS.some((item) => item.id === itemId)) continue
    await db.fidelityRewards.create({ id: id++, itemId, stageId: stage.id })
  }
}

/** Empties every collection and loads the demo data; the current month comes from the clock. */
export async function seedDb(now: Date = new Date()): Promise<void> {
  for (const name of COLLECTION_NAMES) db[name].clear()
  await seedUsers(loyaltyMonth(now))
  await seedGameAccounts()
  await seedVotes(now.getTime())
  await seedCatalog()
}

/** Back to the demo data, stored at once (one call for the dev panel and the tests). */
export function resetDb(): Promise<void> {
  return mutate(() => seedDb())
}
