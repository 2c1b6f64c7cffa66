import type { GameAccount, Profile } from '@contract/schemas'
import { readAccounts, readProfile, useRead, type Read } from '@/shared/api/use-read'

export type ShopData =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; profile: Profile; accounts: GameAccount[] }

const readShop: Read<{ profile: Profile; accounts: GameAccount[] }> = async (api) => {
  const [profile, accounts] = await Promise.all([readProfile(api), readAccounts(api)])
  return profile && accounts ? { profile, accounts } : null
}

/**
 * The player's balance and game accounts, read from the server each time the page mounts (so
 * the balance shown after a transfer is always the server's). `reload` reads them again.
 */
export function useShopData(): [ShopData, () => void] {
  const { state, reload } = useRead(readShop)
  if (state.status === 'loading') return [state, reload]
  return [state.value ? { status: 'ready', ...state.value } : { status: 'failed' }, reload]
}
