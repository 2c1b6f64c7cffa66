import type {
  ClaimableReward,
  FidelityReward,
  GameAccount,
  Profile,
  RankingCharacter,
  VoteProvider,
} from '@contract/schemas'
import { useCallback, useEffect, useState } from 'react'
import { useServices } from '@/shared/services'
import type { ApiClient } from './client'

/** One read from the API: its value, or null when the server did not answer 200. */
export type Read<T> = (api: ApiClient) => Promise<T | null>

export type Remote<T> = { status: 'loading' } | { status: 'ready'; value: T | null }

const bodyIf200 = <T>(response: { status: number; body: unknown }): T | null =>
  response.status === 200 ? (response.body as T) : null

export const readProfile: Read<Profile> = async (api) => bodyIf200(await api.profile.get())
export const readAccounts: Read<GameAccount[]> = async (api) => bodyIf200(await api.accounts.list())
export const readRanking: Read<RankingCharacter[]> = async (api) =>
  bodyIf200(await api.ranking.characters())
export const readRewards: Read<FidelityReward[]> = async (api) =>
  bodyIf200(await api.fidelity.rewards())
export const readClaimable: Read<ClaimableReward[]> = async (api) =>
  bodyIf200(await api.fidelity.claimable())
export const readVotes: Read<VoteProvider[]> = async (api) => bodyIf200(await api.votes.list())

/**
 * Reads when the component mounts and again on `reload()`. A non-200 answer is ignored (spec
 * section 7): a reload keeps what was shown, a first read gives null. `read` must be stable
 * (a module-level function).
 */
export function useRead<T>(read: Read<T>): { state: Remote<T>; reload: () => void } {
  const { api } = useServices()
  const [state, setState] = useState<Remote<T>>({ status: 'loading' })
  const [version, setVersion] = useState(0)

  useEffect(() => {
    let current = true
    void read(api).then((value) => {
      if (!current) return
      setState((previous) =>
        value === null && previous.status === 'ready' ? previous : { status: 'ready', value },
      )
    })
    return () => {
      current = false
    }
  }, [api, read, version])

  const reload = useCallback(() => setVersion((v) => v + 1), [])
  return { state, reload }
}
