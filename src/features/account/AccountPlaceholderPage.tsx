import { Link } from 'react-router-dom'
import { lead, pageTitleStyle } from '@/shared/page/styles'
import { page } from './styles'
import { paths } from '@/shared/routing/paths'

/** /me/accounts/:accountId: not built yet. */
export function AccountPlaceholderPage() {
  return (
    <div className={page}>
      <h1 className={pageTitleStyle}>Page en construction</h1>
      <p className={lead}>La page de ce compte de jeu arrive bientôt.</p>
      <p>
        <Link to={paths.accounts}>Retour aux comptes de jeu</Link>
      </p>
    </div>
  )
}
