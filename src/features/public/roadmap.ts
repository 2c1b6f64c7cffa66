/**
 * The roadmap's milestones, the same as the roadmap image (public/images/roadmap.svg): the page
 * gives them as text (readable on a phone, where the image's text would be about 5 px tall) and
 * marks the current one by the date.
 */
export interface Milestone {
  /** As the image names it. */
  label: string
  /** The first day of the period (YYYY-MM-DD), for `<time>` and for the current milestone. */
  start: string
  items: readonly string[]
}

export const MILESTONES: readonly Milestone[] = [
  { label: 'Octobre 2025', start: '2025-10-01', items: ['Nouveau client', 'Nouveau portail'] },
  {
    label: 'Hiver 2025',
    start: '2025-12-01',
    items: ["Événements de fin d'année", 'Nouveaux donjons'],
  },
  {
    label: 'Printemps 2026',
    start: '2026-03-01',
    items: ['Guerres de guildes, saison 2', 'Équilibrage PvP'],
  },
  { label: 'Été 2026', start: '2026-06-01', items: ['Nouvelle zone', 'Niveau maximum relevé'] },
]

/** The local midnight that starts a milestone's period. */
function startOf({ start }: Milestone): Date {
  const [year = 0, month = 1, day = 1] = start.split('-').map(Number)
  return new Date(year, month - 1, day)
}

/**
 * The milestone under way at `now`: the last one whose period has begun; none before the first.
 * Every later one is to come, every earlier one is done.
 */
export function currentMilestone(
  now: Date,
  milestones: readonly Milestone[] = MILESTONES,
): number | null {
  let current: number | null = null
  milestones.forEach((milestone, index) => {
    if (startOf(milestone) <= now) current = index
  })
  return current
}
