import { z } from 'zod'
import { c } from './c'
import {
  GameAccountFormSchema,
  GameAccountLinkSchema,
  GameAccountSchema,
  personalRouter,
  gameUnavailableResponse,
  rateLimitedResponse,
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
      body: GameAccountFormSchema,
      responses: { 200: GameAccountSchema, ...gameUnavailableResponse, ...rateLimitedResponse },
      summary: "Change the password of one of the player's game accounts, found by name",
    },
    link: {
      method: 'POST',
      path: '/me/accounts/link',
      body: GameAccountLinkSchema,
      responses: { 200: GameAccountSchema, ...gameUnavailableResponse, ...rateLimitedResponse },
      summary:
        'Link an account that already exists in the game, checked with its password (400 "wrong account or password", 409 "account already linked", or the cap of game accounts reached)',
    },
  },
  personalRouter,
)
