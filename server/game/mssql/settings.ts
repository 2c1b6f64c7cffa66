import sql from 'mssql'
import { z } from 'zod'
import { ITEMS, itemById } from '@contract/catalog'
import {
  DEFAULT_ROW_SETTINGS,
  MAX_ROW_COUNT,
  type GameRowSettings,
} from '@backend/domain/game-rows'

/** How the SQL Server game adapter reaches and writes the game's databases. */
export interface MssqlGameSettings {
  /** An mssql connection string ('Server=...;Database=...;User Id=...;Password=...'). */
  connectionString: string
  /** The account database (ACCOUNT_DBF on a stock server). */
  accountDb: string
  /** The character database of the server index (CHARACTER_01_DBF on a stock server). */
  characterDb: string
  /** The log database of the server index (LOGGING_01_DBF): its count log, LOG_USER_CNT_TBL. */
  loggingDb: string
  /** The game's serverindex, two digits ('01'). */
  serverIndex: string
  /** The salt the game client puts before the password it hashes (NEUZ_PHASH). */
  passwordSalt: string
  /** The game item that carries AirPoints: a points delivery is that item, `amount` of it. */
  airPointsItemId: number
  /** Catalogue item id -> the game's item id; an item absent here keeps its catalogue id. */
  rewardItems: Readonly<Record<number, number>>
  /**
   * 'insert' writes the account's rows as the stock usp_CreateNewAccount does; 'procedure' calls
   * that procedure (for a server whose procedure does more than the stock one).
   */
  accountCreation: 'insert' | 'procedure'
  /** Stack sizes and charged flags of the delivery rows (backend/domain/game-rows.ts). */
  rows: GameRowSettings
}

/** A database name goes into the T-SQL text (bracketed), so it may only be an identifier. */
export const DATABASE_NAME = /^[A-Za-z0-9_]+$/

const databaseName = z.string().regex(DATABASE_NAME, 'letters, digits and _ only')
const positiveInt = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1)

const rewardItems = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'not JSON' })
      return z.NEVER
    }
  })
  .pipe(z.record(z.string().regex(/^\d+$/, 'a catalogue item id'), positiveInt))
  .superRefine((map, ctx) => {
    for (const key of Object.keys(map)) {
      if (!itemById(Number(key))) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${key} is not a catalogue item` })
      }
    }
  })
  .transform((map) =>
    Object.fromEntries(Object.entries(map).map(([key, value]) => [Number(key), value])),
  )

/** The driver reads the string leniently: one that names no server would only fail at connect. */
const namesServer = (text: string) => {
  try {
    return Boolean(sql.ConnectionPool.parseConnectionString(text).server)
  } catch {
    return false
  }
}

/** A JSON object of game item id -> stack size (propItem dwPackMax), each 1 to 32 767. */
const stackSizes = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'not JSON' })
      return z.NEVER
    }
  })
  .pipe(
    z.record(
      z.string().regex(/^\d+$/, 'a game item id'),
      z.number().int().min(1).max(MAX_ROW_COUNT),
    ),
  )
  .transform((map) =>
    Object.fromEntries(Object.entries(map).map(([key, value]) => [Number(key), value])),
  )

const stackSize = z
  .string()
  .regex(/^\d+$/, `a stack size, 1 to ${MAX_ROW_COUNT}`)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_ROW_COUNT))

/** '1' (default): a charged item, m_bCharged 0, as the game's own billing; '0': an ordinary one. */
const charged = z
  .enum(['0', '1'])
  .default('1')
  .transform((value) => value === '1')

const EnvSchema = z.object({
  GAME_DB_URL: z
    .string()
    .refine(namesServer, "a connection string naming its server ('Server=host,1433;...')"),
  GAME_ACCOUNT_DB: databaseName.default('ACCOUNT_DBF'),
  GAME_CHARACTER_DB: databaseName.default('CHARACTER_01_DBF'),
  GAME_LOGGING_DB: databaseName.default('LOGGING_01_DBF'),
  GAME_SERVER_INDEX: z
    .string()
    .regex(/^\d{1,2}$/, 'one or two digits')
    .default('01')
    .transform((index) => index.padStart(2, '0')),
  GAME_PASSWORD_SALT: z.string().default('kikugalanet'),
  GAME_AIRPOINTS_ITEM_ID: z
    .string({
      required_error: 'required when GAME_DB_URL is set: the game item id that carries AirPoints',
    })
    .regex(/^\d+$/, 'a game item id')
    .transform(Number)
    .pipe(positiveInt),
  GAME_REWARD_ITEMS: rewardItems.optional(),
  GAME_ACCOUNT_CREATION: z.enum(['insert', 'procedure']).default('insert'),
  GAME_STACK_SIZES: stackSizes.optional(),
  GAME_AIRPOINTS_STACK_SIZE: stackSize.optional(),
  GAME_DEFAULT_STACK_SIZE: stackSize.optional(),
  GAME_CHARGED_AIRPOINTS: charged,
  GAME_CHARGED_REWARDS: charged,
})

/**
 * The SQL Server game settings from the environment, or null when GAME_DB_URL is unset (the
 * portal then runs another game adapter). Throws, naming each bad variable, when they are invalid:
 * the server must not start half-configured. An empty variable counts as unset.
 */
export function mssqlGameSettingsFromEnv(
  env: Record<string, string | undefined>,
): MssqlGameSettings | null {
  if (!env.GAME_DB_URL) return null
  const set = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((name) => [name, env[name] || undefined]),
  )
  const parsed = EnvSchema.safeParse(set)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid game database settings:\n- ${problems.join('\n- ')}`)
  }
  const values = parsed.data
  return {
    connectionString: values.GAME_DB_URL,
    accountDb: values.GAME_ACCOUNT_DB,
    characterDb: values.GAME_CHARACTER_DB,
    loggingDb: values.GAME_LOGGING_DB,
    serverIndex: values.GAME_SERVER_INDEX,
    passwordSalt: values.GAME_PASSWORD_SALT,
    airPointsItemId: values.GAME_AIRPOINTS_ITEM_ID,
    rewardItems: values.GAME_REWARD_ITEMS ?? {},
    accountCreation: values.GAME_ACCOUNT_CREATION,
    rows: {
      stackSizes: {
        ...values.GAME_STACK_SIZES,
        ...(values.GAME_AIRPOINTS_STACK_SIZE
          ? { [values.GAME_AIRPOINTS_ITEM_ID]: values.GAME_AIRPOINTS_STACK_SIZE }
          : {}),
      },
      defaultStackSize: values.GAME_DEFAULT_STACK_SIZE ?? DEFAULT_ROW_SETTINGS.defaultStackSize,
      charged: { points: values.GAME_CHARGED_AIRPOINTS, rewards: values.GAME_CHARGED_REWARDS },
    },
  }
}

/**
 * What the operator should know at start about settings that work but guess: the AirPoints item
 * without its own stack size, catalogue items delivered under their catalogue id (no mapping).
 */
export function mssqlSettingsWarnings(settings: MssqlGameSettings): string[] {
  const warnings: string[] = []
  if (settings.rows.stackSizes[settings.airPointsItemId] === undefined) {
    warnings.push(
      `GAME_AIRPOINTS_STACK_SIZE is unset: AirPoints go in rows of ${settings.rows.defaultStackSize} ` +
        "(set it to the AirPoints item's dwPackMax in propItem.txt)",
    )
  }
  const unmapped = ITEMS.filter((item) => settings.rewardItems[item.id] === undefined)
  if (unmapped.length > 0) {
    warnings.push(
      'GAME_REWARD_ITEMS maps no game item for catalogue items ' +
        `${unmapped.map((item) => item.id).join(', ')}: they are delivered under their catalogue id`,
    )
  }
  return warnings
}
