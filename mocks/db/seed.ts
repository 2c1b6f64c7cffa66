import {
  DEMO_GAME_ACCOUNTS,
  DEMO_GAME_CHARACTERS,
  DEMO_GAME_LOGINS,
  DEMO_PROFILES,
  DEMO_PROMOTIONS,
  DEMO_REWARDS,
  DEMO_USERS,
  DEMO_VOTE_SITES,
  demoCharactersOf,
  demoVoteStates,
} from '@backend/demo/demo'
import { demoHistory } from '@backend/demo/demo-history'
import { demoNews } from '@backend/demo/demo-news'
import { MOCK_PRICE_IDS } from '@contract/catalog'
import { loyaltyMonth } from '@contract/rules'
import { appendLedger } from './ledger'
import { db, COLLECTION_NAMES, nextId } from './collections'
import { mutate } from './mutate'
import { seedGuilds } from './seed-guilds'
import { seedStatus } from './seed-status'

export { DEMO_USERS }
/** Created, verified, on its first mock Google sign-in. */
export const DEMO_GOOGLE_EMAIL = 'google.joueur@portail.test'

async function seedUsers(month: string, now: Date) {
  const { joueur, nouveau, operateur } = DEMO_USERS
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
  await db.profiles.create({ uid: joueur.uid, ...DEMO_PROFILES.joueur, month })
  await seedHistory(joueur.uid, now)
  await db.profiles.create({ uid: nouveau.uid, ...DEMO_PROFILES.nouveau, month })
  await db.users.create({
    ...operateur,
    emailVerified: true,
    displayName: 'Opérateur',
    photoURL: null,
    provider: 'password',
    admin: true,
  })
  await db.profiles.create({ uid: operateur.uid, ...DEMO_PROFILES.operateur, month })
  const { operatrice } = DEMO_USERS
  await db.users.create({
    ...operatrice,
    emailVerified: true,
    displayName: 'Opératrice',
    photoURL: null,
    provider: 'password',
    admin: true,
  })
  await db.profiles.create({ uid: operatrice.uid, ...DEMO_PROFILES.operatrice, month })
  if (DEMO_PROFILES.nouveau.points > 0) {
    await appendLedger({ uid: nouveau.uid, delta: DEMO_PROFILES.nouveau.points, kind: 'seed' })
  }
}

/**
 * joueur's past (backend/demo/demo-history.ts) in the collections the after-sale code writes: its
 * payments, deliveries, claim and ledger rows, the ledger ending at the demo balance.
 */
async function seedHistory(uid: string, now: Date) {
  const history = await demoHistory(uid, now, (pack) => MOCK_PRICE_IDS[pack])
  for (const payment of history.payments) await db.payments.create({ ...payment })
  for (const delivery of history.deliveries) {
    await db.deliveries.create({ ...delivery, uid })
    // A sent one is in the game's table too, waiting for the character (its row and marker).
    if (delivery.state !== 'sent') continue
    const no = nextId(db.gameItemSend.all().map((row) => row.no))
    await db.gameItemSend.create({
      no,
      characterId: delivery.characterId,
      itemId: delivery.kind === 'points' ? 90000 : (delivery.itemId ?? 0),
      count: delivery.amount ?? delivery.count ?? 1,
      charged: 0,
      handedAt: null,
    })
    await db.gameDeliveryMarks.create({
      deliveryId: delivery.deliveryId,
      no,
      rows: [no],
      characterId: delivery.characterId,
      createdAt: delivery.createdAt,
    })
  }
  for (const { rewardId, month, accountId, characterId, underReview } of history.claims) {
    await db.claims.create({ uid, rewardId, month, accountId, characterId, underReview })
  }
  for (const row of history.ledger) {
    await db.ledger.create({ id: nextId(db.ledger.all().map((e) => e.id)), uid, ...row })
  }
}

/** The demo game's accounts and characters, and joueur's links to two of them. */
async function seedGame() {
  for (const login of DEMO_GAME_LOGINS) await db.gameAccounts.create({ ...login })
  for (const { staff = false, deleted = false, ...character } of DEMO_GAME_CHARACTERS) {
    await db.gameCharacters.create({ ...character, staff, deleted })
  }
  for (const { owner, accountId, name } of DEMO_GAME_ACCOUNTS) {
    const characters = demoCharactersOf(name)
    await db.accountLinks.create({ accountId, uid: DEMO_USERS[owner].uid, name, characters })
  }
}

async function seedVotes(now: Date) {
  for (const site of DEMO_VOTE_SITES) await db.voteProviders.create({ ...site })
  for (const { owner, ...state } of demoVoteStates(now)) {
    await db.voteStates.create({ ...state, uid: DEMO_USERS[owner].uid })
  }
}

async function seedCatalog() {
  for (const reward of DEMO_REWARDS) await db.fidelityRewards.create({ ...reward })
  for (const promotion of DEMO_PROMOTIONS) await db.promotions.create({ ...promotion })
}

/** Empties every collection and loads the demo data; the current month comes from the clock. */
export async function seedDb(now: Date = new Date()): Promise<void> {
  for (const name of COLLECTION_NAMES) db[name].clear()
  await seedUsers(loyaltyMonth(now), now)
  await seedGame()
  await seedGuilds()
  await seedVotes(now)
  await seedCatalog()
  await seedStatus(now)
  for (const [index, item] of demoNews(now).entries())
    await db.news.create({ id: index + 1, ...item })
}

/**
 * Back to the demo data, stored at once (one call for the dev panel and the
 * tests). It replaces the whole state, so it never fails for want of the
 * last committed one: the way out of a stored database left behind.
 */
export function resetDb(): Promise<void> {
  return mutate(() => seedDb(), { replacesState: true })
}
