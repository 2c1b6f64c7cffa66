import { useCallback, useState } from 'react'
import { useLoaderData, useRevalidator } from 'react-router-dom'
import { css } from 'styled-system/css'
import { lead, pageTitleStyle } from '@/shared/page/styles'
import { Notice } from '@/shared/components/Alert'
import { Table, TableCell, TableRow, TableRowHeader } from '@/shared/components/Table'
import { AccountDetailsDialog, CreateAccountDialog, LinkAccountDialog } from './AccountDialogs'
import { Deferred } from '@/shared/page/Deferred'
import type { AccountsData } from './api'
import { muted, page, pageHeader } from './styles'

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' })

/**
 * /me/accounts: the player's game accounts, their creation, the link of one the game already
 * has, and their password change.
 */
export function AccountsPage() {
  const { accounts } = useLoaderData<AccountsData>()
  const { revalidate } = useRevalidator()
  const [notice, setNotice] = useState<string | null>(null)

  const created = useCallback(
    (name: string) => {
      setNotice(`Le compte ${name} a été créé.`)
      void revalidate()
    },
    [revalidate],
  )
  const linked = useCallback(
    (name: string) => {
      setNotice(`Le compte ${name} est rattaché.`)
      void revalidate()
    },
    [revalidate],
  )
  const changed = useCallback(
    (name: string) => {
      setNotice(`Le mot de passe du compte ${name} a été changé.`)
      void revalidate()
    },
    [revalidate],
  )

  return (
    <div className={page}>
      <header className={pageHeader}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <h1 className={pageTitleStyle}>Comptes de jeu</h1>
          <p className={lead}>Les comptes avec lesquels vous vous connectez au jeu.</p>
        </div>
        <div className={actions}>
          <CreateAccountDialog onCreated={created} />
          <LinkAccountDialog onLinked={linked} />
        </div>
      </header>
      {notice && <Notice>{notice}</Notice>}
      <Deferred
        value={accounts}
        loading="Chargement des comptes…"
        unavailable="La liste de vos comptes de jeu est indisponible pour le moment."
      >
        {(accounts) =>
          accounts.length === 0 ? (
            <p className={muted}>Vous n&apos;avez pas encore de compte de jeu.</p>
          ) : (
            <Table
              columns={['Nom du compte', 'Personnages', 'Actions']}
              label="Mes comptes de jeu"
              layout="cards"
            >
              {accounts.map((account) => (
                <TableRow key={account.accountId}>
                  <TableRowHeader
                    label="Nom du compte"
                    className={css({ fontWeight: 'semibold', textAlign: { md: 'left' } })}
                  >
                    {account.name}
                  </TableRowHeader>
                  <TableCell label="Personnages">{account.characters.length}</TableCell>
                  <TableCell label="Actions">
                    <AccountDetailsDialog account={account} onChanged={changed} />
                  </TableCell>
                </TableRow>
              ))}
            </Table>
          )
        }
      </Deferred>
    </div>
  )
}
