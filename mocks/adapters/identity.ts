import type { IdentityPort } from '@backend/ports'
import { checkBearer } from '../auth/verify-token'

/** The identity port on the mock's unsigned, emulator-shaped tokens. */
export const mockIdentity: IdentityPort = {
  async verifyBearer(authorization) {
    const check = await checkBearer(authorization)
    if (!check.ok) return check
    const { uid, email, emailVerified } = check.user
    return { ok: true, caller: { uid, email, emailVerified, admin: check.admin } }
  },
}
