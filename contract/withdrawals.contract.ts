import { z } from 'zod'
import { c } from './c'
import {
  ErrorSchema,
  WithdrawalRequestSchema,
  WithdrawalSchema,
  WithdrawalsViewSchema,
  idempotentAdditions,
  personalRouter,
} from './schemas'

/** The online withdrawal function and what the transfer form needs to ask the consent. */
export const withdrawalsContract = c.router(
  {
    view: {
      method: 'GET',
      path: '/me/withdrawals',
      responses: { 200: WithdrawalsViewSchema },
      summary:
        "The player's recent purchases with what may be withdrawn, the withdrawals made, and the AirPoints a transfer may use without consent",
    },
    withdraw: {
      method: 'POST',
      path: '/me/withdrawals',
      headers: idempotentAdditions.headers,
      body: WithdrawalRequestSchema,
      responses: {
        201: WithdrawalSchema,
        409: ErrorSchema.extend({ reason: z.enum(['expired', 'all-transferred', 'withdrawn']) }),
        ...idempotentAdditions.responses,
      },
      summary:
        'Withdraw from a purchase: its untransferred AirPoints taken back and refunded (once; 409 says why not)',
    },
  },
  personalRouter,
)
