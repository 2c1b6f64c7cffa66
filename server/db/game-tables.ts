import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'

/**
 * The standalone game (server/game/postgres-game.ts): the few columns of Flyff's own tables the
 * portal uses, in PostgreSQL, for development, the demo and tests when no SQL Server is given.
 * Reached only through its GamePort adapter, never in the store's transactions.
 */
export const gameAccountTbl = pgTable(
  'game_account_tbl',
  {
    /** Lowercase when made by the portal (as the game client logs in); older ones may not be. */
    account: text('account').primaryKey(),
    /** md5(salt + password), lowercase hex: the game's format. */
    password: text('password').notNull(),
    /** ACCOUNT_TBL_DETAIL.m_chLoginAuthority: 'F' player; anything else is staff. */
    loginAuthority: text('m_ch_login_authority').notNull().default('F'),
    regdate: timestamp('regdate', { withTimezone: true }).notNull().defaultNow(),
    /** ACCOUNT_TBL_DETAIL.BlockTime: blocked while this day (yyyymmdd) is today or later. */
    blockTime: text('block_time'),
  },
  (t) => [uniqueIndex('game_account_any_case').on(sql`lower(${t.account})`)],
)

export const gameCharacterTbl = pgTable(
  'game_character_tbl',
  {
    idPlayer: integer('m_id_player').primaryKey().generatedByDefaultAsIdentity(),
    account: text('account').notNull(),
    name: text('m_sz_name').notNull(),
    playerslot: integer('playerslot').notNull(),
    job: integer('m_n_job').notNull(),
    level: integer('m_n_level').notNull(),
    totalPlayTime: integer('total_play_time').notNull(),
    /** 'F' live, 'D' deleted. */
    isblock: text('isblock').notNull().default('F'),
    /** 'F' player; anything else is staff. */
    authority: text('m_ch_authority').notNull().default('F'),
    /** The channel the character plays on, 0 when offline (Flyff's MultiServer). */
    multiServer: integer('multi_server').notNull().default(0),
  },
  (t) => [
    uniqueIndex('game_character_name').on(t.name),
    // The adapter finds an account's characters whatever the case of its name (lower(account)).
    index('game_character_account').on(sql`lower(${t.account})`),
    index('game_character_rank').on(t.level, t.totalPlayTime),
  ],
)

export const gameItemSendTbl = pgTable('game_item_send_tbl', {
  no: integer('m_n_no').primaryKey().generatedAlwaysAsIdentity(),
  idPlayer: integer('m_id_player').notNull(),
  /** The item id as text, as Flyff's Item_Name. */
  itemName: text('item_name').notNull(),
  itemCount: integer('item_count').notNull(),
  /** 1 once the game handed it over (at the character's login). */
  itemFlag: integer('item_flag').notNull().default(0),
  receiveDt: timestamp('receive_dt', { withTimezone: true }).notNull().defaultNow(),
  provideDt: timestamp('provide_dt', { withTimezone: true }),
  /** Flyff's m_bCharged: 0 a charged (cash-shop) item, 1 an ordinary one. */
  charged: integer('m_b_charged').notNull().default(0),
})

/** The portal's marker beside the game's rows, written in the same transaction: once per id. */
export const gamePortalDeliveryTbl = pgTable('game_portal_delivery_tbl', {
  deliveryId: text('delivery_id').primaryKey(),
  no: integer('m_n_no').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
})

/** GUILD_TBL: the guilds in use ('T'); a disbanded guild's rows are deleted, as the game does. */
export const gameGuildTbl = pgTable(
  'game_guild_tbl',
  {
    idGuild: integer('m_id_guild').primaryKey().generatedByDefaultAsIdentity(),
    name: text('m_sz_guild').notNull(),
    level: integer('m_n_level').notNull().default(1),
    isuse: text('isuse').notNull().default('T'),
  },
  (t) => [index('game_guild_name').on(sql`lower(${t.name})`)],
)

/** GUILD_MEMBER_TBL: a character in at most one guild; rank 0 is the master. */
export const gameGuildMemberTbl = pgTable('game_guild_member_tbl', {
  idPlayer: integer('m_id_player').primaryKey(),
  idGuild: integer('m_id_guild').notNull(),
  /** m_nMemberLv: 0 master, 1 kingpin, 2 captain, 3 supporter, 4 rookie. */
  memberLv: integer('m_n_member_lv').notNull(),
  isuse: text('isuse').notNull().default('T'),
})

/** Each game row of a delivery (one per stack), with its player, written with the marker. */
export const gamePortalDeliveryRowTbl = pgTable(
  'game_portal_delivery_row_tbl',
  {
    no: integer('m_n_no').primaryKey(),
    deliveryId: text('delivery_id').notNull(),
    idPlayer: integer('m_id_player').notNull(),
  },
  (t) => [index('game_portal_delivery_rows').on(t.deliveryId)],
)
