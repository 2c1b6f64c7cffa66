import { DEFAULT_MAX_GAME_ACCOUNTS, tooManyAttemptsNotice } from '@contract/rules/limits'
import { DEFAULT_APPROVAL_THRESHOLD } from '@contract/schemas/operations'
import { CLIENT_IP_HEADER, addressBucket } from './client-ip'
import { DEFAULT_SECOND_FACTOR, type SecondFactorSettings } from '../domain/second-factor'
import type { Caller, LimitHit, LimitRule, RateLimitPort } from '../ports'

/**
 * The calls that write or cost, each limited per player and per address
 * (docs/decisions/034-rate-limits.md). 'gameAccounts': creating, changing the password of and
 * linking a game account; 'signIn': the embedded backend's mock sign-in (by email and address).
 */
export const LIMITED_ACTIONS = [
  'gameAccounts',
  'voteRequest',
  'voteValidate',
  'checkout',
  'transfer',
  'claim',
  'signIn',
  // Reads that reach the game's database or read everything (GET /me/accounts, GET /me/export,
  // the console's player page, counted per operator).
  'accountsRead',
  'dataExport',
  'consoleRead',
  // Codes of the second factor, typed (enrolment, step-up, disabling), per user (docs/decisions/059).
  'secondFactor',
] as const
export type LimitedAction = (typeof LIMITED_ACTIONS)[number]

/** Calls of one kind allowed within `windowS` seconds, per player and per address. */
export interface ActionLimit {
  perPlayer: number
  perIp: number
  windowS: number
}

export interface LimitSettings {
  actions: Record<LimitedAction, ActionLimit>
  /** Game accounts a player may own (created or linked). */
  maxGameAccounts: number
  /**
   * AirPoints one operator credits or debits alone: above, a second operator approves
   * (docs/decisions/056). Optional: absent means DEFAULT_APPROVAL_THRESHOLD.
   */
  approvalThreshold?: number
  /** The second factor's step-up and thresholds (absent: DEFAULT_SECOND_FACTOR, decision 059). */
  secondFactor?: SecondFactorSettings
  /** LOYALTY_CLAIM_CONSENT: a claim on withdrawable AirPoints asks a consent (decision 064). */
  loyaltyClaimConsent?: boolean
}

/**
 * Far above what a player does by hand, low enough that a script cannot squat names, farm vote
 * tokens or flood the payment provider. An address may be shared (a household, a school, a
 * carrier's NAT): its limits are three times a player's.
 */
export const DEFAULT_LIMITS: LimitSettings = {
  actions: {
    gameAccounts: { perPlayer: 10, perIp: 30, windowS: 3600 },
    voteRequest: { perPlayer: 20, perIp: 60, windowS: 600 },
    voteValidate: { perPlayer: 30, perIp: 90, windowS: 600 },
    checkout: { perPlayer: 10, perIp: 30, windowS: 600 },
    transfer: { perPlayer: 30, perIp: 90, windowS: 600 },
    claim: { perPlayer: 20, perIp: 60, windowS: 600 },
    signIn: { perPlayer: 10, perIp: 30, windowS: 600 },
    accountsRead: { perPlayer: 60, perIp: 180, windowS: 60 },
    dataExport: { perPlayer: 5, perIp: 15, windowS: 600 },
    consoleRead: { perPlayer: 120, perIp: 360, windowS: 60 },
    secondFactor: { perPlayer: 10, perIp: 30, windowS: 600 },
  },
  maxGameAccounts: DEFAULT_MAX_GAME_ACCOUNTS,
  approvalThreshold: DEFAULT_APPROVAL_THRESHOLD,
  secondFactor: DEFAULT_SECOND_FACTOR,
  loyaltyClaimConsent: false,
}

/** Past a limit: the API answers 429 with Retry-After (handler.ts), having changed nothing. */
export class RateLimitedError extends Error {
  constructor(readonly retryAfterS: number) {
    super(`rate limited for ${retryAfterS} s`)
    this.name = 'RateLimitedError'
  }
}

/** The body of the 429 answer (contract: RateLimitedSchema). */
export function rateLimitedBody(retryAfterS: number) {
  return { message: tooManyAttemptsNotice(retryAfterS), retryAfter: retryAfterS }
}

/**
 * Counts one call of `action` for the player (`who`: a uid, or an email for a sign-in) and for
 * the address (addressBucket: an IPv6 address by its /64, an unknown one in a shared bucket), and
 * throws RateLimitedError when either is past its limit, with the longer wait of the two. Called
 * once the call passed its cheap checks, before it does anything that costs.
 */
export async function enforceRateLimit(
  limits: RateLimitPort,
  settings: LimitSettings,
  action: LimitedAction,
  who: { player: string; ip: string | null },
): Promise<void> {
  const limit = settings.actions[action]
  const rule = (points: number): LimitRule => ({ points, windowS: limit.windowS })
  const hits = await Promise.all([
    limits.hit(`${action}:player:${who.player}`, rule(limit.perPlayer)),
    limits.hit(`${action}:ip:${addressBucket(who.ip)}`, rule(limit.perIp)),
  ])
  throwIfRefused(hits)
}

/** Throws RateLimitedError with the longest wait of the refused hits, if any. */
export function throwIfRefused(hits: readonly LimitHit[]): void {
  const waits = hits.flatMap((hit) => (hit.allowed ? [] : [hit.retryAfterMs]))
  if (waits.length > 0)
    throw new RateLimitedError(Math.max(1, Math.ceil(Math.max(...waits) / 1000)))
}

/** Counts a personal call of `action` (throws RateLimitedError past a limit: see enforceRateLimit). */
export type CallLimiter = (
  action: LimitedAction,
  caller: Caller,
  request: { headers: Headers },
) => Promise<void>

/** The limiter of personal calls: the caller's uid, and the address the HTTP adapter saw. */
export function callLimiter(limits: RateLimitPort, settings: () => LimitSettings): CallLimiter {
  return (action, caller, request) =>
    enforceRateLimit(limits, settings(), action, {
      player: caller.uid,
      ip: request.headers.get(CLIENT_IP_HEADER),
    })
}

/** What adapters on rate-limiter-flexible supply: one of its limiters (memory, database...). */
export interface FlexibleLimiter {
  /** Resolves when allowed; rejects with the library's result (msBeforeNext) when refused. */
  consume(key: string): Promise<unknown>
}

/**
 * A RateLimitPort over rate-limiter-flexible: one limiter per rule (the library's limiters have
 * fixed points and duration), made on first use by `create`. A refusal is the library's result,
 * read as retryAfterMs; any other failure (the store cannot be reached) is thrown.
 */
export function flexibleLimits(create: (rule: LimitRule) => FlexibleLimiter): RateLimitPort {
  const limiters = new Map<string, FlexibleLimiter>()
  return {
    async hit(key, rule) {
      const id = `${rule.points}/${rule.windowS}`
      let limiter = limiters.get(id)
      if (!limiter) {
        limiter = create(rule)
        limiters.set(id, limiter)
      }
      try {
        await limiter.consume(key)
        return { allowed: true }
      } catch (refusal) {
        const wait = (refusal as { msBeforeNext?: unknown } | null)?.msBeforeNext
        if (typeof wait !== 'number') throw refusal
        return { allowed: false, retryAfterMs: wait }
      }
    },
  }
}
