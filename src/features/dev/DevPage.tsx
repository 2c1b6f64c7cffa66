import { css } from 'styled-system/css'
import { useServices } from '@/shared/runtime/services'
import { container, lead, pageTitleStyle } from '@/shared/page/styles'
import DevPanel from './DevPanel'

const page = css({
  py: { base: '8', md: '12' },
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
})

/** /__dev: the dev panel full page. */
export function DevPage() {
  const { mock } = useServices()
  return (
    <div className={`${container} ${page}`}>
      <header>
        <h1 className={pageTitleStyle}>Outils de test</h1>
        <p className={lead}>
          Boîte e-mail, comptes de démo, pannes simulées et machines en cours du backend embarqué.
        </p>
      </header>
      {mock ? (
        <DevPanel mock={mock} />
      ) : (
        <p>Ces outils n&apos;existent qu&apos;avec le backend embarqué (mode démo).</p>
      )}
    </div>
  )
}
