import type { StoredVote } from '@machines/vote-return.machine'

/**
 * The vote in progress while the player is on the voting site: its token and when the player
 * left, under one key, so that the return to the home page can validate it and remove it.
 */
export const VOTE_STORAGE_KEY = 'airflyff.vote'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function saveStoredVote(vote: StoredVote): void {
  try {
    storage()?.setItem(VOTE_STORAGE_KEY, JSON.stringify({ token: vote.token, at: vote.at }))
  } catch {
    // Storage full or refused: the vote simply will not be validated on return.
  }
}

/** The stored vote, or null when there is none or it is not readable (it is then cleared too). */
export function readStoredVote(): StoredVote | null {
  try {
    const raw = storage()?.getItem(VOTE_STORAGE_KEY)
    if (!raw) return null
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const { token, at } = value as Record<string, unknown>
    if (typeof token !== 'string' || token === '' || typeof at !== 'number' || !Number.isFinite(at))
      return null
    return { token, at }
  } catch {
    return null
  }
}

/** The stored vote, removed at once: of two runs, only the first gets it. */
export function takeStoredVote(): StoredVote | null {
  const vote = readStoredVote()
  clearStoredVote()
  return vote
}

/** Whether anything is stored under the key, readable or not. */
export function hasStoredVote(): boolean {
  try {
    return storage()?.getItem(VOTE_STORAGE_KEY) != null
  } catch {
    return false
  }
}

export function clearStoredVote(): void {
  try {
    storage()?.removeItem(VOTE_STORAGE_KEY)
  } catch {
    // Nothing more to do.
  }
}
