import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import { paths } from '@/shared/routing/paths'
import { container, pageTitleStyle } from '@/shared/page/styles'

/** The frame of every console page (docs/operator-console.md): its title and the console's links. */

const page = `${container} ${css({ display: 'flex', flexDirection: 'column', gap: '6', py: '8' })}`
export const row = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })

function ConsoleNav() {
  return (
    <nav aria-label="Administration" className={row}>
      <Link to={paths.admin.players}>Joueurs</Link>
      <Link to={paths.admin.audit}>Journal des actions</Link>
      <Link to={paths.admin.payments}>Paiements</Link>
      <Link to={paths.admin.promotions}>Promotions</Link>
      <Link to={paths.admin.rewards}>Récompenses</Link>
      <Link to={paths.admin.siteNotice}>Maintenance</Link>
      <Link to={paths.admin.incidents}>Incidents</Link>
      <Link to={paths.admin.voteSites}>Sites de vote</Link>
      <Link to={paths.admin.approvals}>Approbations</Link>
      <Link to={paths.admin.news}>Actualités</Link>
    </nav>
  )
}

export function ConsolePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={page}>
      <h1 className={pageTitleStyle}>{title}</h1>
      <ConsoleNav />
      {children}
    </div>
  )
}
