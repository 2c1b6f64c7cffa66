import { useCallback, useState } from 'react'
import { css } from 'styled-system/css'
import { lead, pageTitleStyle } from '@/shared/styles'
import { Notice } from '@/shared/components/Alert'
import { Spinner } from '@/shared/components/Spinner'
import { Table, TableCell, TableRow, TableRowHeader } from '@/shared/components/Table'
import { AccountDetailsDialog, CreateAccountDialog } from './AccountDialogs'
import { loadingLine, muted, page, pageHeader } from './styles'
import { readAccounts, useRead } from '@/shared/api/use-read'

/** /me/accounts: the player's game accounts, their creation and their password change. */
export function AccountsPage() {
  const { state, reload } = useRead(readAccounts)
  const [notice, setNotice] = useState<string | null>(null)

  const created = useCallback(
    (name: string) => {
      setNotice(`Le compte ${name} a été créé.`)
      reload()
    },
    [reload],
  )
  const changed = useCallback(
    (name: string) => {
      setNotice(`Le mot de passe du compte ${name} a été changé.`)
      reload()
    },
    [reload],
  )

  const accounts = state.status === 'ready' ? (state.value ?? []) : []
  return (
    <div className={page}>
      <header className={pageHeader}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <h1 className={pageTitleStyle}>Comptes de jeu</h1>
          <p className={lead}>Les comptes avec lesquels vous vous connectez au jeu.</p>
        </div>
        <CreateAccountDialog onCreated={created} />
      </header>
      {notice && <Notice>{notice}</Notice>}
      {state.status === 'loading' ? (
        <p className={loadingLine} role="status">
          <Spinner size="md" /> Chargement des comptes…
        </p>
      ) : accounts.length === 0 ? (
        <p className={muted}>Vous n&apos;avez pas encore de compte de jeu.</p>
      ) : (
        <Table columns={['Nom du compte', 'Personnages', 'Actions']} label="Mes comptes de jeu">
          {accounts.map((account) => (
            <TableRow key={account.accountId}>
              <TableRowHeader className={css({ fontWeight: 'semibold', textAlign: 'left' })}>
                {account.name}
              </TableRowHeader>
              <TableCell>{account.characters.length}</TableCell>
              <TableCell>
                <AccountDetailsDialog account={account} onChanged={changed} />
              </TableCell>
            </TableRow>
          ))}
        </Table>
      )}
    </div>
  )
}
