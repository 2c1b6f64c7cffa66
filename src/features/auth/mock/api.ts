import type { AuthPort } from '@/shared/auth/port'
import type { MockBackend } from '@/shared/runtime/mock-backend'

export type Verification = 'verified' | 'invalid' | 'unavailable'

/**
 * /__mock/verify?oobCode=…: the loader applies the code of a verification link, then reads the
 * signed-in user again so that emailVerified turns true without signing in again. A loader runs
 * once per visit of the link (its route never revalidates), never from a render.
 */
export function verifyEmailLoader(mock: MockBackend | null, auth: AuthPort) {
  return ({ request }: { request: Request }) => {
    const code = new URL(request.url).searchParams.get('oobCode') ?? ''
    return {
      verification: mock ? verify(mock, auth, code) : Promise.resolve('unavailable' as const),
    }
  }
}
export type VerifyEmailData = ReturnType<ReturnType<typeof verifyEmailLoader>>

async function verify(mock: MockBackend, auth: AuthPort, code: string): Promise<Verification> {
  try {
    await mock.auth.applyActionCode(code)
  } catch {
    return 'invalid'
  }
  await auth.reload().catch((error: unknown) => console.error(error))
  return 'verified'
}
