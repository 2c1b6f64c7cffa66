import { z } from 'zod'
import { c } from './c'
import {
  BearerHeadersSchema,
  GameAccountFormSchema,
  GameAccountLinkSchema,
  GameAccountSchema,
  gameErrorResponses,
  personalErrorResponses,
} from './schemas'

export const accountsContract = c.router({
  list: {
    method: 'GET',
    path: '/me/accounts',
    headers: BearerHeadersSchema,
    responses: { 200: z.array(GameAccountSchema), ...personalErrorResponses },
    summary: "The player's game accounts with their characters",
  },
  create: {
    method: 'POST',
    path: '/me/accounts',
    headers: BearerHeadersSchema,
    body: GameAccountFormSchema,
    responses: { 200: GameAccountSchema, ...gameErrorResponses },
    summary: 'Create a game account (409 "account already exists" when the name is taken)',
  },
  update: {
    method: 'PUT',
    path: '/me/accounts',
    headers: BearerHeadersSchema,
    body: GameAccountFormSchema,
    responses: { 200: GameAccountSchema, ...gameErrorResponses },
    summary: "Change the password of one of the player's game accounts, found by name",
  },
  link: {
    method: 'POST',
    path: '/me/accounts/link',
    headers: BearerHeadersSchema,
    body: GameAccountLinkSchema,
    responses: { 200: GameAccountSchema, ...gameErrorResponses },
    summary:
      'Link an account that already exists in the game, checked with its password (400 "wrong account or password", 409 "account already linked")',
  },
})
