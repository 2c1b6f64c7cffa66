import { css } from 'styled-system/css'
import { container, lead, pageTitleStyle } from '@/shared/styles'
import { site } from '@/shared/site'

const ROADMAP_ALT =
  "Feuille de route d'AirFlyff en quatre étapes : octobre 2025, nouveau client et refonte du portail ; " +
  "hiver 2025, événements de fin d'année et nouveaux donjons ; printemps 2026, saison 2 des guerres de guildes " +
  'et équilibrage PvP ; été 2026, nouvelle zone et hausse du niveau maximum.'

/** The roadmap image. */
export function RoadmapPage() {
  return (
    <div
      className={`${container} ${css({ py: { base: '10', md: '16' }, display: 'flex', flexDirection: 'column', gap: '6' })}`}
    >
      <h1 className={pageTitleStyle}>Roadmap</h1>
      <p className={lead}>
        Les grandes étapes prévues pour le serveur. Les dates sont indicatives et peuvent évoluer
        selon les retours de la communauté.
      </p>
      <img
        src={site.roadmapImage.src}
        width={site.roadmapImage.width}
        height={site.roadmapImage.height}
        alt={ROADMAP_ALT}
        className={css({
          width: '100%',
          height: 'auto',
          borderRadius: 'card',
          borderWidth: '1px',
          borderColor: 'border.subtle',
          boxShadow: 'card',
        })}
      />
    </div>
  )
}
