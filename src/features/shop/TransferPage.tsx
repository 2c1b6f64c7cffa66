import { formatPoints } from '@/shared/text/format'
import { lazy, useEffect } from 'react'
import { Link, useLoaderData } from 'react-router-dom'
import { css } from 'styled-system/css'
import { container, lead, pageTitleStyle } from '@/shared/page/styles'
import { Card } from '@/shared/components/Card'
import { Deferred } from '@/shared/page/Deferred'
import { paths } from '@/shared/routing/paths'
import type { TransferData } from './api'
import { NoAccountNotice } from '@/shared/page/NoAccountNotice'
import { inlineLink } from '@/shared/page/styles'
import { header, page, strong } from './styles'

/**
 * The transfer form's code (the transfer flow, Ark UI's choosers): fetched once the page is
 * drawn, beside its data, so that the page's first paint does not wait for it. The balance and
 * the form show together, once both are there.
 */
const loadTransferForm = () => import('./TransferForm')
const TransferForm = lazy(async () => ({ default: (await loadTransferForm()).TransferForm }))

/** /shop-items: « Transférer mes AirPoints », the balance and the transfer form. */
export function TransferPage() {
  const { shop } = useLoaderData<TransferData>()
  useEffect(() => void loadTransferForm(), [])
  return (
    <div className={`${container} ${page}`}>
      <header className={header}>
        <h1 className={pageTitleStyle}>Transférer mes AirPoints</h1>
        <p className={lead}>
          Envoyez vos AirPoints sur l&apos;un de vos personnages. La boutique elle-même se trouve en
          jeu, auprès des PNJ.
        </p>
      </header>
      <Card as="section" aria-labelledby="transfer-title" className={css({ maxWidth: '32rem' })}>
        <h2 id="transfer-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          Transfert
        </h2>
        <Deferred
          value={shop}
          loading="Chargement de votre solde…"
          unavailable="Votre solde et vos comptes de jeu sont indisponibles pour le moment."
        >
          {([profile, accounts, withdrawals]) => (
            <>
              <p>
                Solde&nbsp;: <span className={strong}>{formatPoints(profile.points)}</span>{' '}
                AirPoints
              </p>
              {accounts.length === 0 ? (
                <NoAccountNotice />
              ) : profile.points === 0 ? (
                <p>
                  Vous n&apos;avez aucun AirPoint à transférer pour le moment.{' '}
                  <Link to={paths.topUp} className={inlineLink}>
                    Recharger des AirPoints
                  </Link>
                </p>
              ) : (
                <TransferForm
                  accounts={accounts}
                  balance={profile.points}
                  freePoints={withdrawals.freePoints}
                />
              )}
            </>
          )}
        </Deferred>
      </Card>
    </div>
  )
}
