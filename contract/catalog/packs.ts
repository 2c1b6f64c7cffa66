import type { TopUpPack } from '../schemas'

/** The five top-up packs, in the order the shop lists them (cheapest first). */
const PACKS = [
  { id: 'debutant', title: 'Débutant', price: 4.99, points: 50, bonus: null },
  { id: 'aventurier', title: 'Aventurier', price: 9.99, points: 100, bonus: null },
  { id: 'chevalier', title: 'Chevalier', price: 19.99, points: 210, bonus: 5 },
  { id: 'heros', title: 'Héros', price: 49.99, points: 525, bonus: 5 },
  { id: 'legende', title: 'Légende', price: 99.99, points: 1100, bonus: 10 },
] as const

export type PackId = (typeof PACKS)[number]['id']
export const PACK_IDS = PACKS.map((pack) => pack.id) as readonly PackId[]

/** Price ids of the embedded mock payment page; live ids come from configuration. */
function mockPriceIds(): Record<PackId, string> {
  return Object.fromEntries(PACKS.map((pack) => [pack.id, `price_mock_${pack.id}`])) as Record<
    PackId,
    string
  >
}
// Pure: dropped from a live build, which never reads it.
export const MOCK_PRICE_IDS: Record<PackId, string> = /* @__PURE__ */ mockPriceIds()

function describe(points: number, bonus: number | null): string {
  const base = `${points} AirPoints`
  return bonus ? `${base}, dont ${bonus}\u00a0% de bonus` : base
}

/**
 * The packs with the payment provider's price ids of the current configuration (no default:
 * the mock ids must not reach a live build).
 */
export function topUpPacks(priceIds: Record<PackId, string>): TopUpPack[] {
  return PACKS.map((pack) => ({
    ...pack,
    description: describe(pack.points, pack.bonus),
    stripePriceId: priceIds[pack.id],
  }))
}

export function packByPriceId(
  priceId: string,
  priceIds: Record<PackId, string>,
): TopUpPack | undefined {
  return topUpPacks(priceIds).find((pack) => pack.stripePriceId === priceId)
}
