import { TRANSFER_MESSAGES } from '@contract/rules'
import { Link } from 'react-router-dom'
import { inlineLink } from './styles'
import { paths } from '@/shared/routing/paths'

/** 'Vous devez avoir au moins un compte de jeu.' with the way to create one. */
export function NoAccountNotice() {
  return (
    <p>
      {TRANSFER_MESSAGES.noAccount}{' '}
      <Link to={paths.accounts} className={inlineLink}>
        Créer un compte de jeu
      </Link>
    </p>
  )
}
