import type { IdentityPort } from '@backend/ports'
import { db } from '../db/collections'
import { mutate } from '../db/mutate'
import { checkBearer } from '../auth/verify-token'

/** The identity port on the mock's unsigned, emulator-shaped tokens and its users. */
export const mockIdentity: IdentityPort = {
  async verifyBearer(authorization) {
    const check = await checkBearer(authorization)
    if (!check.ok) return check
    const { uid, email, emailVerified } = check.user
    return {
      ok: true,
      caller: { uid, email, emailVerified, authTime: check.authTime, admin: check.admin },
    }
  },
  async deleteUser(uid) {
    // Called outside the API's transactions: the user's own change, written through.
    await mutate(() => void db.users.deleteMany((q) => q.where({ uid })))
  },
}
