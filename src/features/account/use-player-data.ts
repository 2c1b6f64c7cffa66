import type { GameAccount, Profile } from '@contract/schemas'
import { useCallback, useEffect, useState } from 'react'
import type { ApiClient } from '@/api/client'
import { useServices } from '@/app/services'

/** One personal read: its value, or null when the server did not answer 200. */
type Read<T> = (api: ApiClient) => Promise<T | null>

const readAccounts: Read<GameAccount[]> = async (api) => {
  const response = await api.accounts.list()
  return response.status === 200 ? response.body : null
}

const readProfile: Read<Profile> = async (api) => {
  const response = await api.profile.get()
  return response.status === 200 ? response.body : null
}

type Remote<T> = { status: 'loading' } | { status: 'ready'; value: T | null }

/**
 * Reads a personal resource when the page opens and again on `reload()`. A non-200 answer is
 * ignored (spec): a reload keeps what was shown, a first read shows nothing.
 */
function useRemote<T>(read: Read<T>) {
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

/** The player's game accounts with their characters. */
export function useGameAccounts() {
  return useRemote(readAccounts)
}

/** The player's AirPoints balance. */
export function useProfile() {
  return useRemote(readProfile)
}
