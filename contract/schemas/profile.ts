import { z } from 'zod'

export const ProfileSchema = z.object({
  /** AirPoints balance. */
  points: z.number().int().nonnegative().default(0),
  /** AirPoints bought during the current calendar month (UTC), used for loyalty. */
  monthPoints: z.number().int().nonnegative().default(0),
})
export type Profile = z.infer<typeof ProfileSchema>

/** The user as the authentication service describes it. */
export const AuthUserSchema = z.object({
  uid: z.string().min(1),
  email: z.string().email(),
  emailVerified: z.boolean(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
})
export type AuthUser = z.infer<typeof AuthUserSchema>
