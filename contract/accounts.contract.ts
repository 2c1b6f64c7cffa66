import { z } from 'zod'
import { c } from './c'
import {
  GameAccountFormSchema,
  GameAccountLinkSchema,
  GameAccountPasswordChangeSchema,
  GameAccountSchema,
  personalRouter,
  gameUnavailableResponse,
  idempotentAdditions,
  rateLimitedResponse,
  playerCodeResponse,
} from './schemas'

export const accountsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/me/accounts',
      responses: { 200: z.array(GameAccountSchema) },
      summary: "The player's game accounts with their characters",
    },
    create: {
      method: 'POST',
      path: '/me/accounts',
      body: GameAccountFormSchema,
      responses: { 200: GameAccountSchema, ...gameUnavailableResponse, ...rateLimitedResponse },
      summary:
        'Create a game account (409 "account already exists" when the name is taken, or the player\'s cap of game accounts is reached)',
    },
    update: {
      method: 'PUT',
      path: '/me/accounts',
      headers: idempotentAdditions.headers,
      body: GameAccountPasswordChangeSchema,
      responses: {
        200: GameAccountSchema,
        ...idempotentAdditions.responses,
        ...gameUnavailableResponse,
        ...rateLimitedResponse,
        ...playerCodeResponse,
      },
      summary:
        "Change the password of one of the player's game accounts, found by name, given its current password (400 when it is not); the retry of a change with its idempotency key answers as the first did",
    },
    link: {
      method: 'POST',
      path: '/me/accounts/link',
      body: GameAccountLinkSchema,
      responses: { 200: GameAccountSchema, ...gameUnavailableResponse, ...rateLimitedResponse },
      summary:
        "Link an account that already exists in the game, checked with its password: one 400 for every refusal that could tell whether a password is right (unknown account, wrong password, linked to another player), 409 when it is the caller's already or the cap of game accounts is reached; 429 also past the attempts allowed against that account name, whoever makes them",
    },
  },
  personalRouter,
)
