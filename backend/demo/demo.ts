import { ITEMS, LOYALTY_STAGES, SPECIAL_STAGE_ID } from '@contract/catalog'
import type { PromotionRow, RewardRow, VoteSite } from '../ports'

import { DEMO_GAME_CHARACTERS } from './demo-ranking'

export { DEMO_GAME_CHARACTERS, type DemoCharacter } from './demo-ranking'

/**
 * The demo data, shared by every adapter that seeds it (the embedded mock's
 * collections, the server's database with SEED_DEMO=1): the same players,
 * balances, game accounts, characters, vote sites, rewards and ranking.
 */

const HOUR_MS = 3_600_000

/** The demo players (see the README): fixed, used by the tests. */
export const DEMO_USERS = {
  joueur: { uid: 'joueur', email: 'joueur@portail.test', password: 'Joueur123' },
  nouveau: { uid: 'nouveau', email: 'nouveau@portail.test', password: 'Nouveau123' },
  /** The demo operator: the `admin` custom claim, the console's pages (docs/operator-console.md). */
  operateur: { uid: 'operateur', email: 'admin@portail.test', password: 'Admin1234' },
  /** The second demo operator: approves what the first asks above the threshold (decision 056). */
  operatrice: { uid: 'operatrice', email: 'admin2@portail.test', password: 'Admin5678' },
} as const
/** The demo users with the `admin` custom claim. */
export const DEMO_OPERATORS: readonly DemoUserId[] = ['operateur', 'operatrice']
export type DemoUserId = keyof typeof DEMO_USERS

/** Balances at seeding time: monthPoints belong to the current month. */
export const DEMO_PROFILES: Record<DemoUserId, { points: number; monthPoints: number }> = {
  joueur: { points: 1500, monthPoints: 1150 },
  nouveau: { points: 0, monthPoints: 0 },
  operateur: { points: 0, monthPoints: 0 },
  operatrice: { points: 0, monthPoints: 0 },
}

/** The portal's links: joueur owns heros01 and heros02 (the portal's account ids 1 and 2). */
export const DEMO_GAME_ACCOUNTS = [
  { accountId: 1, owner: 'joueur', name: 'heros01', password: 'heros01pass' },
  { accountId: 2, owner: 'joueur', name: 'heros02', password: 'heros02pass' },
] as const satisfies readonly {
  accountId: number
  owner: DemoUserId
  name: string
  password: string
}[]

/** The live characters of a demo game account, by slot, as the game lists them. */
export function demoCharactersOf(account: string) {
  return DEMO_GAME_CHARACTERS.filter((c) => c.account === account && !c.deleted)
    .sort((a, b) => a.slot - b.slot)
    .map(({ characterId, name, slot }) => ({ characterId, name, slot }))
}

/**
 * Every account of the demo game with its password: joueur's two, and one per other character
 * (its name, then 'pass'; `libre01` has no owner and no character: link it from the portal).
 */
export const DEMO_GAME_LOGINS: readonly { name: string; password: string }[] = [
  ...DEMO_GAME_ACCOUNTS.map(({ name, password }) => ({ name, password })),
  ...[...new Set(DEMO_GAME_CHARACTERS.map((c) => c.account))]
    .filter((name) => !DEMO_GAME_ACCOUNTS.some((a) => a.name === name))
    .map((name) => ({ name, password: `${name}pass` })),
  { name: 'libre01', password: 'libre01pass' },
]

/** The demo's site stand-ins call back from this machine. */
const LOOPBACK = ['127.0.0.1', '::1']

/**
 * The demo's voting sites, each with its verification (docs/votes.md): two that call back
 * (gtop100, topg: their demo keys) and one that is asked (serveur-prive.net: its demo token).
 * The embedded backend simulates the three sites; the server asks or hears their stand-ins.
 */
const DEMO_SITES: readonly Omit<VoteSite, 'image' | 'link'>[] = [
  {
    id: 'gtop100',
    name: 'Gtop100',
    cooldownMs: 2 * HOUR_MS,
    verification: { kind: 'gtop100', pingbackKey: 'demo-gtop100-key', sources: LOOPBACK },
  },
  {
    id: 'topg',
    name: 'TopG',
    cooldownMs: 12 * HOUR_MS,
    verification: { kind: 'topg', pingbackKey: 'demo-topg-key', sources: LOOPBACK },
  },
  {
    id: 'serveurprive',
    name: 'Serveur Privé',
    cooldownMs: 90 * 60_000,
    verification: { kind: 'serveur-prive', serverToken: 'demo-serveur-prive-token' },
  },
]
export const DEMO_VOTE_SITES: readonly VoteSite[] = DEMO_SITES.map((p) => ({
  ...p,
  image: `/images/vote-${p.id}.svg`,
  link: `/__mock/vote/${p.id}`,
}))

/** joueur's votes at `now`: gtop100 is open again, topg is still on cooldown. */
export function demoVoteStates(now: Date) {
  const at = now.getTime()
  return [
    {
      owner: 'joueur' as DemoUserId,
      providerId: 'gtop100',
      votes: 12,
      nextVote: new Date(at - HOUR_MS / 2).toISOString(),
    },
    {
      owner: 'joueur' as DemoUserId,
      providerId: 'topg',
      votes: 34,
      nextVote: new Date(at + 5 * HOUR_MS).toISOString(),
    },
  ]
}

/** One reward per main stage (boxes 60582..60586), plus the furniture of the Special stage. */
const REWARD_ITEMS: Record<number, number> = { 1: 60582, 2: 60583, 3: 60584, 4: 60585, 5: 60586 }
REWARD_ITEMS[SPECIAL_STAGE_ID] = 26797

/** The standing rewards (every month), described by the catalogue (description null). */
function demoRewards(): RewardRow[] {
  const rewards: RewardRow[] = []
  for (const stage of LOYALTY_STAGES) {
    const itemId = REWARD_ITEMS[stage.id]
    if (itemId === undefined || !ITEMS.some((item) => item.id === itemId)) continue
    rewards.push({
      id: rewards.length + 1,
      itemId,
      stageId: stage.id,
      description: null,
      month: null,
      active: true,
    })
  }
  return rewards
}

export const DEMO_REWARDS: readonly RewardRow[] = /* @__PURE__ */ demoRewards()

/** The demo's promotion window: x1.25 on 2 Oct 2024, 18:00 to 22:00 UTC. */
export const DEMO_PROMOTIONS: readonly PromotionRow[] = [
  { id: 1, start: '2024-10-02T18:00:00.000Z', end: '2024-10-02T22:00:00.000Z', multiplier: 1.25 },
]
