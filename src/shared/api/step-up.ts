/**
 * The console's step-up credential (docs/decisions/059), kept for the tab (sessionStorage): sent
 * in x-second-factor on /admin calls until it expires; forgotten at sign-out.
 */
const KEY = 'airflyff.secondFactor'

interface Held {
  token: string
  expiresAt: string
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

export const stepUp = {
  current(now = Date.now()): string | null {
    const text = storage()?.getItem(KEY)
    if (!text) return null
    try {
      const held = JSON.parse(text) as Held
      return Date.parse(held.expiresAt) > now ? held.token : null
    } catch {
      return null
    }
  },
  keep(held: Held): void {
    storage()?.setItem(KEY, JSON.stringify({ token: held.token, expiresAt: held.expiresAt }))
  },
  forget(): void {
    storage()?.removeItem(KEY)
  },
}

/** The window event by which a console action refused for its second factor asks for a code. */
export const SECOND_FACTOR_ASKED = 'airflyff:second-factor-asked'

/** Forgets the step-up and asks the console for the code prompt (refusal secondFactor*). */
export function askSecondFactor(): void {
  stepUp.forget()
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SECOND_FACTOR_ASKED))
}
