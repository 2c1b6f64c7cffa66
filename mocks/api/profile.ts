import { contract } from '@contract/index'
import { tsr } from '@ts-rest/serverless/fetch'
import { currentProfile } from '../db/queries'
import { personal } from './context'

export const profileRouter = tsr.router(contract.profile, {
  get: personal(contract.profile.get, async (_args, user) => ({
    status: 200,
    body: currentProfile(user.uid),
  })),
})
