import { paths } from '@/shared/routing/paths'
import { useIsOperator } from '@/shared/auth/operator'
import { useSession, useSignOut } from '@/shared/auth/session'
import { Avatar } from '@/shared/components/Avatar'
import { Menu, type MenuEntry } from '@/shared/components/Menu'

/** The signed-in user's avatar menu (loaded on demand by the navigation bar). */
export default function UserMenu() {
  const { user } = useSession()
  // Through the auth machine (its signingOut state), like every change of the session.
  const signOut = useSignOut()
  const operator = useIsOperator()
  const name = user?.displayName || user?.email || 'Mon compte'
  const entries: MenuEntry[] = [
    { kind: 'link', value: 'profile', label: 'Profil', to: paths.profile },
    { kind: 'link', value: 'accounts', label: 'Comptes de jeu', to: paths.accounts },
    { kind: 'link', value: 'shop-points', label: 'Rechargement AirPoints', to: paths.topUp },
    { kind: 'link', value: 'fidelity', label: 'Fidélité', to: paths.loyalty },
    { kind: 'link', value: 'history', label: 'Historique', to: paths.history },
    // Operators only: the console's code loads only for them (src/app/routes/admin-route.tsx).
    ...(operator
      ? [
          {
            kind: 'link',
            value: 'admin',
            label: 'Administration',
            to: paths.admin.players,
          } as const,
        ]
      : []),
    { kind: 'separator', value: 'sep' },
    {
      kind: 'action',
      value: 'sign-out',
      label: 'Déconnexion',
      onSelect: signOut,
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
