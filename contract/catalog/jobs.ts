/** Job id to French class name (Flyff-like ids). */
const BASE: Record<number, string> = {
  0: 'Vagabond',
  1: 'Mercenaire',
  2: 'Acrobate',
  3: 'Acolyte',
  4: 'Magicien',
}

const SECOND = [
  'Chevalier',
  'Lame',
  'Bouffon',
  'Ranger',
  'Moine',
  'Prêtre',
  'Psykeeper',
  'Élémentaliste',
] as const

const THIRD = [
  'Templier',
  'Massacreur',
  'Sylphe',
  'Arbalétrier',
  'Primat',
  'Canonnier',
  'Enchanteur',
  'Arcaniste',
] as const

export const JOB_NAMES: Readonly<Record<number, string>> = Object.freeze({
  ...BASE,
  ...Object.fromEntries(SECOND.map((name, i) => [6 + i, name])),
  ...Object.fromEntries(SECOND.map((name, i) => [16 + i, `${name} [M]`])),
  ...Object.fromEntries(SECOND.map((name, i) => [24 + i, `${name} [H]`])),
  ...Object.fromEntries(THIRD.map((name, i) => [32 + i, name])),
})

export const UNKNOWN_JOB = '-'

export function jobName(job: number): string {
  return JOB_NAMES[job] ?? UNKNOWN_JOB
}
