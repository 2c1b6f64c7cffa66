import { delay } from 'msw'
import { z } from 'zod'
import { ENDPOINTS } from './endpoints'
import { readJson, writeJson } from './storage'
import { simulatedSites } from './vote-sites'
import { mockGameServers } from './game-servers'

/**
 * Fault injection for testers and tests: any endpoint ('shop.order', see
 * ENDPOINTS) can answer an error status, fail like a dropped connection, or
 * answer late. Stored like the database, so a fault survives navigation.
 */
/**
 * A fault: an error status, a dropped connection, a late answer, or a lost one. Its schema reads
 * the stored faults back (one that does not fit is dropped).
 */
const FaultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('status'), status: z.number().int().min(200).max(599) }),
  z.object({ kind: z.literal('network') }),
  z.object({ kind: z.literal('delay'), ms: z.number().min(0) }),
  /**
   * The request is carried out, then its answer is lost on the way back (the client sees a
   * dropped connection): `times` answers in a row are lost, then they arrive again; every one
   * when `times` is absent.
   */
  z.object({ kind: z.literal('lostAnswer'), times: z.number().int().positive().optional() }),
])
export type Fault = z.infer<typeof FaultSchema>

export const FAULTS_STORAGE_KEY = 'airflyff.mock.faults'
/** « Serveur de jeu injoignable »: every call of the embedded game fails as an unreachable one. */
export const GAME_FAULT_STORAGE_KEY = 'airflyff.mock.game-unreachable'
let gameUnreachable = false
const faults = new Map<string, Fault>()
/** Requests held by a 'delay' fault now, per endpoint (not stored: they end with the page). */
const heldNow = new Map<string, number>()

function save(): void {
  writeJson(FAULTS_STORAGE_KEY, Object.fromEntries(faults))
}

function assertEndpoint(key: string): void {
  if (!ENDPOINTS.some((endpoint) => endpoint.key === key)) {
    throw new Error(
      `Unknown endpoint "${key}": expected one of ${ENDPOINTS.map((e) => e.key).join(', ')}`,
    )
  }
}

export const faultInjection = {
  endpoints: ENDPOINTS,
  set(key: string, fault: Fault): void {
    assertEndpoint(key)
    if (!FaultSchema.safeParse(fault).success)
      throw new Error(`Invalid fault: ${JSON.stringify(fault)}`)
    faults.set(key, fault)
    save()
  },
  get(key: string): Fault | undefined {
    return faults.get(key)
  },
  /**
   * Whether the answer of this call to `key` is lost (a 'lostAnswer' fault), counting it: a
   * fault with `times` ends after that many lost answers.
   */
  loseAnswer(key: string): boolean {
    const fault = faults.get(key)
    if (fault?.kind !== 'lostAnswer') return false
    if (fault.times !== undefined) {
      if (fault.times <= 1) faults.delete(key)
      else faults.set(key, { ...fault, times: fault.times - 1 })
      save()
    }
    return true
  },
  /**
   * Holds a request to `key` for the delay of its 'delay' fault, if any. While it waits it has
   * reached the backend, and `held(key)` counts it: a test can then cut the connection knowing
   * that the request got through.
   */
  async hold(key: string): Promise<void> {
    const fault = faults.get(key)
    if (fault?.kind !== 'delay') return
    heldNow.set(key, (heldNow.get(key) ?? 0) + 1)
    try {
      await delay(fault.ms)
    } finally {
      heldNow.set(key, (heldNow.get(key) ?? 1) - 1)
    }
  },
  /** How many requests to `key` a 'delay' fault holds back right now. */
  held(key: string): number {
    return heldNow.get(key) ?? 0
  },
  clear(key: string): void {
    faults.delete(key)
    save()
  },
  clearAll(): void {
    faults.clear()
    save()
    faultInjection.setGameUnreachable(false)
    mockGameServers.setState('up')
    simulatedSites.clear()
  },
  /** Whether the embedded game answers as a game database that cannot be reached. */
  gameUnreachable(): boolean {
    return gameUnreachable
  },
  setGameUnreachable(unreachable: boolean): void {
    gameUnreachable = unreachable
    writeJson(GAME_FAULT_STORAGE_KEY, unreachable)
  },
  list(): { key: string; fault: Fault }[] {
    return [...faults].map(([key, fault]) => ({ key, fault }))
  },
  /** Loads the stored faults (browser start-up). */
  restore(): void {
    simulatedSites.restore()
    mockGameServers.restore()
    gameUnreachable = readJson(GAME_FAULT_STORAGE_KEY) === true
    faults.clear()
    const stored = readJson(FAULTS_STORAGE_KEY)
    if (typeof stored !== 'object' || stored === null) return
    for (const [key, value] of Object.entries(stored)) {
      const fault = FaultSchema.safeParse(value)
      if (ENDPOINTS.some((e) => e.key === key) && fault.success) faults.set(key, fault.data)
    }
  },
}
export type FaultInjection = typeof faultInjection
