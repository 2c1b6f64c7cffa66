import { useServices } from '@/shared/services'
import { useSession } from '@/shared/auth/session'
import { Avatar } from '@/shared/components/Avatar'
import { Menu, type MenuEntry } from '@/shared/components/Menu'

/** The signed-in user's avatar menu (loaded on demand by the navigation bar). */
export default function UserMenu() {
  const { user } = useSession()
  const { auth } = useServices()
  const name = user?.displayName || user?.email || 'Mon compte'
  const entries: MenuEntry[] = [
    { kind: 'link', value: 'profile', label: 'Profil', to: '/me/profile' },
    { kind: 'link', value: 'accounts', label: 'Comptes de jeu', to: '/me/accounts' },
    { kind: 'link', value: 'shop-points', label: 'Rechargement AirPoints', to: '/shop-points' },
    { kind: 'link', value: 'fidelity', label: 'Fidélité', to: '/me/fidelity' },
    { kind: 'separator', value: 'sep' },
    {
      kind: 'action',
      value: 'sign-out',
      label: 'Déconnexion',
      onSelect: () => void auth.signOut(),
    },
  ]
  return (
    <Menu
      triggerLabel={`Menu du compte (${name})`}
      trigger={<Avatar src={user?.photoURL} alt="" size="sm" />}
      heading={user?.email}
      entries={entries}
    />
  )
}
