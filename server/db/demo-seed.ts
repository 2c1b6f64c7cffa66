import { demoNews } from '@backend/demo/demo-news'
import { eq, sql } from 'drizzle-orm'
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
  type DemoUserId,
} from '@backend/demo/demo'
import { demoClaimDeliveryId, demoHistory } from '@backend/demo/demo-history'
import type { Caller } from '@backend/ports'
import type { PackId } from '@contract/catalog'
import { loyaltyMonth } from '@contract/rules'
import type { Db } from './client'
import { characterRow } from '../game/postgres-game'
import * as t from './schema'
import { prepared } from './store/prepared'

/**
 * The demo data of backend/demo/demo.ts in the database (SEED_DEMO=1). The demo
 * players' rows wait under a placeholder uid until a valid token with their
 * email is first seen; then they become that user's.
 */
const placeholder = (owner: DemoUserId) => `demo:${DEMO_USERS[owner].email}`

/**
 * The voting sites' own pages: the demo data of the embedded backend links to its simulated
 * voting pages (/__mock/vote/...), which a live build does not have.
 */
const VOTE_SITE_PAGES: Readonly<Record<string, string>> = {
  gtop100: 'https://gtop100.com/Flyff/server-airflyff',
  topg: 'https://topg.org/flyff-private-servers/server-airflyff',
  serveurprive: 'https://serveur-prive.net/flyff/airflyff',
}

const PORTAL_TABLES = [
  // TRUNCATE is not an UPDATE or a DELETE: the audit log's append-only trigger lets it through.
  'audit_log',
  'approvals',
  'adjustment_undos',
  'bans',
  'second_factors',
  'second_factor_step_ups',
  'rate_limits',
  'ledger',
  'idempotency_keys',
  'erased_players',
  'deliveries',
  'claims',
  'payments',
  'after_sale_notices',
  'vote_tokens',
  'vote_pingbacks',
  'votes',
  'vote_sites',
  'rewards',
  'promotions',
  'site_notice',
  'incidents',
  'status_samples',
  'news',
  'discord_messages',
  'mail_messages',
  'receipts',
  'receipt_counter',
  'withdrawals',
  'transfer_consents',
  'account_links',
  'profiles',
]
const GAME_TABLES = [
  'game_account_tbl',
  'game_character_tbl',
  'game_item_send_tbl',
  'game_portal_delivery_tbl',
  'game_guild_tbl',
  'game_guild_member_tbl',
  'game_user_cnt_tbl',
  'game_portal_delivery_row_tbl',
]

/** Empties the portal's tables, and the standalone game's unless told not to (tests, a demo reset). */
export async function clearDatabase(db: Db, { game = true }: { game?: boolean } = {}) {
  const tables = game ? [...PORTAL_TABLES, ...GAME_TABLES] : PORTAL_TABLES
  await db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY`))
}

/** Empties the standalone game's tables only. */
export async function clearGame(db: Db) {
  await db.execute(sql.raw(`TRUNCATE ${GAME_TABLES.join(', ')} RESTART IDENTITY`))
}

/**
 * Loads the demo data when the database has none yet (or always after clearDatabase). The demo
 * player's past (backend/demo/demo-history.ts) names each pack by its configured price id
 * (`priceIds`, STRIPE_PRICE_*); a pack without one shows as a purchase of AirPoints.
 */
export async function seedDemo(
  db: Db,
  now: Date = new Date(),
  priceIds: Readonly<Record<string, string>> = {},
): Promise<void> {
  const joueur = placeholder('joueur')
  const history = await demoHistory(joueur, now, (pack: PackId) => priceIds[pack] ?? `demo_${pack}`)
  await db.transaction(async (tx) => {
    if ((await tx.select().from(t.voteSites).limit(1)).length > 0) return
    const month = loyaltyMonth(now)
    for (const owner of Object.keys(DEMO_USERS) as DemoUserId[]) {
      const uid = placeholder(owner)
      const { email } = DEMO_USERS[owner]
      await tx.insert(t.profiles).values({ uid, email, ...DEMO_PROFILES[owner], month })
      const points = DEMO_PROFILES[owner].points
      if (owner !== 'joueur' && points > 0) {
        await tx.insert(t.ledger).values({ uid, delta: points, kind: 'seed' })
      }
    }
    // joueur's past, in the tables the after-sale code writes; its ledger ends at the balance.
    await tx.insert(t.payments).values(
      history.payments.map(({ createdAt, ...payment }) => ({
        ...payment,
        createdAt: new Date(createdAt),
      })),
    )
    await tx.insert(t.deliveries).values(
      history.deliveries.map(({ createdAt, receivedAt, ...delivery }) => ({
        ...delivery,
        uid: joueur,
        createdAt: new Date(createdAt),
        receivedAt: receivedAt ? new Date(receivedAt) : null,
      })),
    )
    await tx.insert(t.claims).values(
      history.claims.map(({ createdAt, ...claim }) => ({
        ...claim,
        uid: joueur,
        createdAt: new Date(createdAt),
      })),
    )
    for (const { createdAt, ...row } of history.ledger) {
      await tx.insert(t.ledger).values({ ...row, uid: joueur, createdAt: new Date(createdAt) })
    }
    for (const { owner, accountId, name } of DEMO_GAME_ACCOUNTS) {
      const characters = demoCharactersOf(name)
      await tx
        .insert(t.accountLinks)
        .values({ accountId, uid: placeholder(owner), name, characters })
    }
    // The identities continue after the demo rows.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('account_links', 'account_id'), (select max(account_id) from account_links))`,
    )
    await tx.insert(t.voteSites).values(
      DEMO_VOTE_SITES.map((site, position) => ({
        ...site,
        link: VOTE_SITE_PAGES[site.id] ?? site.link,
        position,
      })),
    )
    await tx.insert(t.votes).values(
      demoVoteStates(now).map(({ owner, providerId, votes, nextVote }) => ({
        uid: placeholder(owner),
        providerId,
        votes,
        nextVote: new Date(nextVote),
      })),
    )
    await tx.insert(t.rewards).values(DEMO_REWARDS.map((r) => ({ ...r })))
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('rewards', 'id'), (select max(id) from rewards))`,
    )
    await tx.insert(t.promotions).values(
      DEMO_PROMOTIONS.map(({ start, end, multiplier }) => ({
        start: new Date(start),
        end: new Date(end),
        multiplier,
      })),
    )
    await tx.insert(t.news).values(
      demoNews(now).map(({ publishAt, updatedAt, ...item }) => ({
        ...item,
        publishAt: new Date(publishAt),
        updatedAt: new Date(updatedAt),
      })),
    )
  })
}

/**
 * The demo game in the standalone game's tables (SEED_DEMO=1 without a SQL Server): its accounts
 * with the game's md5 password, and its characters (the ranking).
 */
export async function seedDemoGame(
  db: Db,
  settings: { passwordSalt: string; airpointsItemId: number },
) {
  const { passwordSalt } = settings
  await db.transaction(async (tx) => {
    if ((await tx.select().from(t.gameAccountTbl).limit(1)).length > 0) return
    await tx.insert(t.gameAccountTbl).values(
      DEMO_GAME_LOGINS.map(({ name, password }) => ({
        account: name,
        password: sql`md5(${passwordSalt} || ${password})`,
      })),
    )
    await tx
      .insert(t.gameCharacterTbl)
      .values(DEMO_GAME_CHARACTERS.map((c) => ({ ...characterRow(c), idPlayer: c.characterId })))
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('game_character_tbl', 'm_id_player'), (select max(m_id_player) from game_character_tbl))`,
    )
    // The demo player's sent transfers wait in the game: their row, row list and marker.
    const { deliveries } = await demoHistory('joueur', new Date(), (pack) => `demo_${pack}`)
    for (const delivery of deliveries) {
      if (delivery.state !== 'sent' || delivery.kind !== 'points') continue
      const [row] = await tx
        .insert(t.gameItemSendTbl)
        .values({
          idPlayer: delivery.characterId,
          itemName: String(settings.airpointsItemId),
          itemCount: delivery.amount ?? 1,
          receiveDt: new Date(delivery.createdAt),
        })
        .returning({ no: t.gameItemSendTbl.no })
      if (!row) continue
      await tx.insert(t.gamePortalDeliveryRowTbl).values({
        no: row.no,
        deliveryId: delivery.deliveryId,
        idPlayer: delivery.characterId,
      })
      await tx.insert(t.gamePortalDeliveryTbl).values({
        deliveryId: delivery.deliveryId,
        no: row.no,
        created: new Date(delivery.createdAt),
      })
    }
  })
}

/** Whether the player has a profile. */
export async function profileKnown(db: Db, uid: string): Promise<boolean> {
  const known = prepared(db, 'profiles_known', (conn, name) =>
    conn
      .select({ uid: t.profiles.uid })
      .from(t.profiles)
      .where(eq(t.profiles.uid, sql.placeholder('uid')))
      .prepare(name),
  )
  const [row] = await known.execute({ uid })
  return row !== undefined
}

/**
 * On a valid token: creates the caller's profile the first time (0 points),
 * or, with the demo on, hands them the demo player's rows of their email.
 * Concurrent first requests create one profile (primary key, ON CONFLICT).
 * A profile is created only for a user the identity service still has (`exists`): the token of
 * an account closed a moment ago never brings a profile back. False: no such user.
 */
export async function ensureProfile(
  db: Db,
  caller: Caller,
  {
    demo,
    now,
    exists,
    known,
  }: {
    demo: boolean
    now: Date
    exists: () => Promise<boolean>
    /** profileKnown's answer, read beside the token's check (null: read it now). */
    known?: Promise<boolean | null> | null
  },
): Promise<boolean> {
  if ((await known) ?? (await profileKnown(db, caller.uid))) return true
  if (!(await exists())) return false
  await db.transaction(async (tx) => {
    if (demo && caller.email) {
      const from = `demo:${caller.email.toLowerCase()}`
      const moved = await tx
        .update(t.profiles)
        .set({ uid: caller.uid })
        .where(eq(t.profiles.uid, from))
        .returning({ uid: t.profiles.uid })
      if (moved.length === 1) {
        await tx.update(t.ledger).set({ uid: caller.uid }).where(eq(t.ledger.uid, from))
        await tx.update(t.accountLinks).set({ uid: caller.uid }).where(eq(t.accountLinks.uid, from))
        await tx.update(t.deliveries).set({ uid: caller.uid }).where(eq(t.deliveries.uid, from))
        await tx.update(t.votes).set({ uid: caller.uid }).where(eq(t.votes.uid, from))
        await tx.update(t.payments).set({ uid: caller.uid }).where(eq(t.payments.uid, from))
        // A claim's delivery id is made from the player's uid: the demo's are named anew.
        const claims = await tx
          .update(t.claims)
          .set({ uid: caller.uid })
          .where(eq(t.claims.uid, from))
          .returning({ rewardId: t.claims.rewardId, month: t.claims.month })
        for (const { rewardId, month } of claims) {
          await tx
            .update(t.deliveries)
            .set({ deliveryId: await demoClaimDeliveryId(caller.uid, rewardId, month) })
            .where(eq(t.deliveries.deliveryId, await demoClaimDeliveryId(from, rewardId, month)))
        }
        return
      }
    }
    const month = loyaltyMonth(now)
    await tx
      .insert(t.profiles)
      .values({ uid: caller.uid, email: caller.email, month })
      .onConflictDoNothing()
  })
  return true
}
