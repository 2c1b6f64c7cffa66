import type { PlayerCountPoint } from '@contract/schemas'
import { css } from 'styled-system/css'
import { clock } from '@/shared/status/status-text'

const WIDTH = 640
const HEIGHT = 200
const PAD = { left: 36, right: 8, top: 12, bottom: 24 }

const figure = css({ display: 'flex', flexDirection: 'column', gap: '2', m: '0' })
const svg = css({ width: '100%', height: 'auto', color: 'fg.accent', overflow: 'visible' })
const axis = css({ stroke: 'border.default', strokeWidth: '1' })
const label = css({ fill: 'fg.muted', fontSize: '11px' })
const summary = css({ color: 'fg.muted', fontSize: 'sm' })

/** A sentence of the day for everyone (the chart's text equivalent). */
export function chartSummary(points: readonly PlayerCountPoint[]): string {
  if (points.length === 0) return 'Aucun relevé sur les dernières 24\u00a0heures.'
  const top = points.reduce((a, b) => (b.players > a.players ? b : a))
  const low = points.reduce((a, b) => (b.players < a.players ? b : a))
  const last = points[points.length - 1] ?? top
  return (
    `Sur les dernières 24\u00a0heures\u00a0: au plus ${top.players} joueurs (vers ${clock(top.at)}), ` +
    `au moins ${low.players} (vers ${clock(low.at)})\u00a0; ${last.players} au dernier relevé (${clock(last.at)}).`
  )
}

/**
 * The last 24 hours as an SVG line drawn here (no chart library): one point per period, the
 * highest count of each. Read by assistive technologies as its title and its text summary.
 */
export function StatusChart({ points }: { points: readonly PlayerCountPoint[] }) {
  const text = chartSummary(points)
  if (points.length < 2) return <p className={summary}>{text}</p>
  const times = points.map((p) => Date.parse(p.at))
  const first = times[0] ?? 0
  const span = Math.max(1, (times[times.length - 1] ?? 0) - first)
  const top = Math.max(1, ...points.map((p) => p.players))
  const x = (t: number) => PAD.left + ((t - first) / span) * (WIDTH - PAD.left - PAD.right)
  const y = (n: number) => HEIGHT - PAD.bottom - (n / top) * (HEIGHT - PAD.top - PAD.bottom)
  const line = points
    .map(
      (p, i) => `${i === 0 ? 'M' : 'L'}${x(times[i] ?? 0).toFixed(1)},${y(p.players).toFixed(1)}`,
    )
    .join(' ')
  const area = `${line} L${x(first + span).toFixed(1)},${y(0)} L${x(first)},${y(0)} Z`
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => first + f * span)
  return (
    <figure className={figure}>
      <svg
        className={svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="statut-courbe-titre statut-courbe-resume"
      >
        <title id="statut-courbe-titre">Joueurs connectés sur les dernières 24 heures</title>
        <line className={axis} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} />
        <line className={axis} x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={y(0)} />
        <text className={label} x={PAD.left - 6} y={y(top) + 4} textAnchor="end">
          {top}
        </text>
        <text className={label} x={PAD.left - 6} y={y(0)} textAnchor="end">
          0
        </text>
        {ticks.map((t) => (
          <text key={t} className={label} x={x(t)} y={HEIGHT - 6} textAnchor="middle">
            {clock(new Date(t).toISOString())}
          </text>
        ))}
        <path d={area} fill="currentColor" opacity={0.15} />
        <path d={line} fill="none" stroke="currentColor" strokeWidth={2} data-chart-line />
      </svg>
      <figcaption id="statut-courbe-resume" className={summary}>
        {text}
      </figcaption>
    </figure>
  )
}
