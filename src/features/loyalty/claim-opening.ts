import type { RewardView } from './rewards'

/**
 * Which reward the claim dialog is open for (null: closed). A tap on « Récupérer » sets it; only
 * the dialog reads it, so that the tap re-renders the dialog and not the page around it.
 */
export interface ClaimOpening {
  open(view: RewardView): void
  close(): void
  current(): RewardView | null
  subscribe(listener: () => void): () => void
}

export function createClaimOpening(): ClaimOpening {
  let view: RewardView | null = null
  const listeners = new Set<() => void>()
  const set = (next: RewardView | null) => {
    view = next
    for (const listener of listeners) listener()
  }
  return {
    open: (next) => set(next),
    close: () => set(null),
    current: () => view,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
