import { z } from 'zod'

export const TopUpPackSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Price in euros. */
  price: z.number().positive(),
  points: z.number().int().positive(),
  /** Bonus in percent, or null. */
  bonus: z.number().int().positive().nullable(),
  /** The payment provider's price id. */
  stripePriceId: z.string().min(1),
})
export type TopUpPack = z.infer<typeof TopUpPackSchema>

export const LoyaltyStageSchema = z.object({
  id: z.number().int().nonnegative(),
  name: z.string(),
  requiredAmount: z.number().int().nonnegative(),
})
export type LoyaltyStage = z.infer<typeof LoyaltyStageSchema>

/** The icon of an item, by name: the portal draws each with its own SVG icon set. */
export const ITEM_ICONS = [
  'bronze-medal',
  'silver-medal',
  'gold-medal',
  'platinum-crystal',
  'diamond',
  'furniture',
] as const
export const ItemIconSchema = z.enum(ITEM_ICONS)
export type ItemIcon = z.infer<typeof ItemIconSchema>

export const ItemSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  icon: ItemIconSchema,
})
export type Item = z.infer<typeof ItemSchema>

export const RegisterFormSchema = z.object({
  email: z.string().email(),
  password: z.string(),
  passwordConfirm: z.string(),
  acceptTermOfServices: z.boolean(),
})
export type RegisterForm = z.infer<typeof RegisterFormSchema>
