import type { GameAccount, Profile } from '@contract/schemas'
import { useCallback, useEffect, useState } from 'react'
import { useServices } from '@/app/services'

export type ShopData =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; profile: Profile; accounts: GameAccount[]; loadId: number }

/**
 * The player's balance and game accounts, read from the server each time the page mounts (so
 * the balance shown after a transfer is always the server's). `reload` reads them again.
 */
export function useShopData(): [ShopData, () => void] {
  const { api } = useServices()
  const [loadId, setLoadId] = useState(0)
  const [data, setData] = useState<ShopData>({ status: 'loading' })

  useEffect(() => {
    let current = true
    void Promise.all([api.profile.get(), api.accounts.list()]).then(([profile, accounts]) => {
      if (!current) return
      setData(
        profile.status === 200 && accounts.status === 200
          ? { status: 'ready', profile: profile.body, accounts: accounts.body, loadId }
          : { status: 'failed' },
      )
    })
    return () => {
      current = false
    }
  }, [api, loadId])

  const reload = useCallback(() => {
    setData({ status: 'loading' })
    setLoadId((id) => id + 1)
  }, [])
  return [data, reload]
}
