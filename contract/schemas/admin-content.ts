import { z } from 'zod'
import { AdminReasonSchema } from './admin'
import { IdSchema } from './common'
import { PromotionSchema, NOTICE_MAX_LENGTH } from './content'
import { VoteVerificationSchema } from './vote'

/**
 * The content operators set from the console (docs/operator-console.md, « Content »): promotion
 * windows, loyalty rewards by month and stage, vote sites, the maintenance notice. Every change
 * carries the operator's reason and is written to the audit log with its result.
 */

/** A stored promotion window, with its id. */
export const PromotionWindowSchema = PromotionSchema.extend({ id: IdSchema })
export type PromotionWindow = z.infer<typeof PromotionWindowSchema>

/** A window to schedule or change: dates are ISO (UTC), the multiplier 1.25 for « +25 % ». */
export const PromotionInputSchema = z.object({
  start: z.string().datetime({ message: 'Date de début invalide.' }),
  end: z.string().datetime({ message: 'Date de fin invalide.' }),
  multiplier: z.number({ message: 'Multiplicateur invalide.' }),
  reason: AdminReasonSchema,
})
export type PromotionInput = z.infer<typeof PromotionInputSchema>

export const ReasonOnlySchema = z.object({ reason: AdminReasonSchema })

const MonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mois invalide (AAAA-MM).')

/** A stored loyalty reward: of one month, or standing (month null) for months without their own. */
export const AdminRewardSchema = z.object({
  id: IdSchema,
  stageId: z.number().int().nonnegative(),
  itemId: IdSchema,
  description: z.string().nullable(),
  month: MonthSchema.nullable(),
})
export type AdminReward = z.infer<typeof AdminRewardSchema>

/** GET /admin/content/rewards: the rewards in force (standing ones and every month's own). */
export const AdminRewardsSchema = z.object({ rewards: z.array(AdminRewardSchema) })

/** The reward of a stage for a month (month null: the standing one). */
export const RewardInputSchema = z.object({
  month: MonthSchema.nullable(),
  stageId: z.number().int().nonnegative(),
  itemId: IdSchema,
  /** Empty or absent: the catalogue item's own description. */
  description: z
    .string()
    .trim()
    .max(500, 'La description ne doit pas dépasser 500 caractères.')
    .nullable(),
  reason: AdminReasonSchema,
})
export type RewardInput = z.infer<typeof RewardInputSchema>

/** Removes a month's own reward of a stage: the standing one applies again. */
export const RewardRemovalSchema = z.object({
  month: MonthSchema,
  stageId: z.number().int().nonnegative(),
  reason: AdminReasonSchema,
})

/** The maintenance notice as the console sees it: its text is kept while it is off. */
export const AdminNoticeSchema = z.object({
  message: z
    .string()
    .trim()
    .max(NOTICE_MAX_LENGTH, `L'avis ne doit pas dépasser ${NOTICE_MAX_LENGTH} caractères.`),
  enabled: z.boolean(),
})
export type AdminNotice = z.infer<typeof AdminNoticeSchema>
export const NoticeInputSchema = AdminNoticeSchema.extend({ reason: AdminReasonSchema })

const httpUrl = (what: string) =>
  z
    .string()
    .trim()
    .max(500, `${what} trop longue.`)
    .refine((value) => /^https?:\/\/\S+$/.test(value) || /^\/\S*$/.test(value), {
      message: `${what} invalide (une adresse http(s) ou un chemin du portail).`,
    })

/** A vote site as the console sees and sets it, its verification settings included. */
export const AdminVoteSiteSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'Identifiant invalide (2 à 40 minuscules, chiffres ou tirets).'),
  name: z.string().trim().min(1, 'Nom du site requis.').max(60, 'Nom trop long (60 au plus).'),
  link: httpUrl('Adresse de vote'),
  image: httpUrl("Adresse de l'image"),
  /** Minutes between two votes of a player on the site. */
  cooldownMinutes: z
    .number({ message: 'Délai entre deux votes invalide.' })
    .int('Délai entre deux votes en minutes entières.')
    .min(1, 'Délai entre deux votes\u00a0: 1 minute au moins.')
    .max(7 * 24 * 60, 'Délai entre deux votes\u00a0: 7 jours au plus.'),
  /** How a vote is confirmed (docs/votes.md); null: not configured, no vote on it counts. */
  verification: VoteVerificationSchema.nullable(),
})
export type AdminVoteSite = z.infer<typeof AdminVoteSiteSchema>
export const AdminVoteSitesSchema = z.object({ sites: z.array(AdminVoteSiteSchema) })
export const VoteSiteInputSchema = AdminVoteSiteSchema.extend({ reason: AdminReasonSchema })
