import { z } from 'zod'
import { GameAccountFormSchema } from '../rules/game-account'
import { BODY_LIMITS, IdSchema } from './common'

export const CharacterSchema = z.object({
  characterId: IdSchema,
  name: z.string().min(1),
})
export type Character = z.infer<typeof CharacterSchema>

export const GameAccountSchema = z.object({
  accountId: IdSchema,
  name: z.string().min(1),
  characters: z.array(CharacterSchema),
})
export type GameAccount = z.infer<typeof GameAccountSchema>

/** Create and edit share one body: the rules of the form (contract/rules/game-account.ts). */
export { GameAccountFormSchema, type GameAccountForm } from '../rules/game-account'

/** A password change: the form, and the account's current password in the game. */
export const GameAccountPasswordChangeSchema = GameAccountFormSchema.and(
  z.object({
    currentPassword: z
      .string()
      .min(1)
      .max(BODY_LIMITS.maxTextLength)
      .describe("The account's password in the game now: checked before it is changed."),
  }),
)
export type GameAccountPasswordChange = z.input<typeof GameAccountPasswordChangeSchema>

/** Linking an account that already exists in the game: its name and its password in the game. */
export const GameAccountLinkSchema = z.object({
  name: z.string().max(BODY_LIMITS.maxTextLength),
  password: z.string().max(BODY_LIMITS.maxTextLength),
})
export type GameAccountLink = z.infer<typeof GameAccountLinkSchema>
