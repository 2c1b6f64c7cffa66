import type { ClaimableReward, FidelityReward, GameAccount } from '@contract/schemas'
import { useEffect, useState } from 'react'
import { useServices } from '@/app/services'

/** Every loyalty reward (public call); null while loading, empty when the call failed. */
export function usePublicRewards(): FidelityReward[] | null {
  const { api } = useServices()
  const [rewards, setRewards] = useState<FidelityReward[] | null>(null)
  useEffect(() => {
    let current = true
    void api.fidelity.rewards().then((response) => {
      if (current) setRewards(response.status === 200 ? response.body : [])
    })
    return () => {
      current = false
    }
  }, [api])
  return rewards
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

/**
 * What the loyalty page needs of the signed-in player, read in parallel. Non-200 answers to
 * list calls are silently ignored (spec section 7): an empty list stands in for them.
 */
export function useFidelityData(): FidelityData {
  const { api } = useServices()
  const [data, setData] = useState<FidelityData>({ status: 'loading' })
  useEffect(() => {
    let current = true
    void Promise.all([
      api.profile.get(),
      api.fidelity.rewards(),
      api.fidelity.claimable(),
      api.accounts.list(),
    ]).then(([profile, rewards, claimable, accounts]) => {
      if (!current) return
      setData({
        status: 'ready',
        monthPoints: profile.status === 200 ? profile.body.monthPoints : null,
        rewards: rewards.status === 200 ? rewards.body : [],
        claimable: claimable.status === 200 ? claimable.body : [],
        accounts: accounts.status === 200 ? accounts.body : [],
      })
    })
    return () => {
      current = false
    }
  }, [api])
  return data
}
