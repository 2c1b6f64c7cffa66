import { c } from './c'
import { AccountErasedSchema, DataExportSchema, personalRouter } from './schemas'

/** The player's rights of access and erasure (docs/decisions/031-account-erasure.md). */
export const rightsContract = c.router(
  {
    export: {
      method: 'GET',
      path: '/me/export',
      responses: { 200: DataExportSchema },
      summary:
        'Everything the portal keeps about the player as one JSON document: profile, game accounts, the whole history and votes',
    },
    erase: {
      method: 'DELETE',
      path: '/me/account',
      body: c.noBody(),
      responses: { 200: AccountErasedSchema },
      summary:
        'Closes the account (needs a sign-in of the last 5 minutes, else 403): the identity, the profile, the links to game accounts and the votes are erased; payments and the ledger are kept without anything naming the player',
    },
  },
  personalRouter,
)
