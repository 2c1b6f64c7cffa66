import type { ClaimableReward, FidelityReward, GameAccount } from '@contract/schemas'
import {
  readAccounts,
  readClaimable,
  readProfile,
  readRewards,
  useRead,
  type Read,
} from '@/shared/api/use-read'

/** Every loyalty reward (public call); null while loading, empty when the call failed. */
export function usePublicRewards(): FidelityReward[] | null {
  const { state } = useRead(readRewards)
  return state.status === 'loading' ? null : (state.value ?? [])
}

export type FidelityData =
  | { status: 'loading' }
  | {
      status: 'ready'
      /** AirPoints bought this month; null when the profile could not be read. */
      monthPoints: number | null
      rewards: FidelityReward[]
      claimable: ClaimableReward[]
      accounts: GameAccount[]
    }

type FidelityReads = Omit<Extract<FidelityData, { status: 'ready' }>, 'status'>

/**
 * What the loyalty page needs of the signed-in player, read in parallel. Non-200 answers to
 * list calls are silently ignored (spec section 7): an empty list stands in for them.
 */
const readFidelity: Read<FidelityReads> = async (api) => {
  const [profile, rewards, claimable, accounts] = await Promise.all([
    readProfile(api),
    readRewards(api),
    readClaimable(api),
    readAccounts(api),
  ])
  return {
    monthPoints: profile?.monthPoints ?? null,
    rewards: rewards ?? [],
    claimable: claimable ?? [],
    accounts: accounts ?? [],
  }
}

export function useFidelityData(): FidelityData {
  const { state } = useRead(readFidelity)
  return state.status === 'ready' && state.value
    ? { status: 'ready', ...state.value }
    : { status: 'loading' }
}
