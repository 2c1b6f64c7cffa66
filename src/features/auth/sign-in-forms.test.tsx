// @vitest-environment jsdom
import type { AuthUser } from '@contract/schemas'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '@/shared/api/client'
import { startAuthActor, type AuthActor } from '@/shared/auth/auth-actor'
import { createLazyAuth } from '@/shared/auth/lazy-port'
import { AuthError, type AuthPort } from '@/shared/auth/port'
import { AuthHost, AuthProvider } from '@/shared/auth/session'
import { fakePort, quietWindow } from '@/shared/auth/test-fakes'
import { readConfig } from '@/shared/config/config'
import { ServicesProvider } from '@/shared/runtime/services'
import { LoginPage } from './LoginPage'
import { RESET_SENT_MESSAGE } from './messages'
import { ResetPasswordPage } from './ResetPasswordPage'

afterEach(cleanup)

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

/**
 * A sign-in page whose auth service the test starts: `startService()` runs the auth machine, which
 * waits for `report(user)`; each sign-in and reset waits for the test to settle it.
 */
function renderForm(page: ReactNode) {
  let reportUser: ((user: AuthUser | null) => void) | null = null
  const signIn = deferred<AuthUser>()
  const reset = deferred<void>()
  const port: AuthPort = {
    ...fakePort(),
    onUserChanged: (listener) => {
      reportUser = listener
      return () => {}
    },
    signInWithPassword: () => signIn.promise,
    sendPasswordResetEmail: () => reset.promise,
  }
  const auth = createLazyAuth(async () => port)
  const service = deferred<AuthActor>()
  const host = new AuthHost(() => service.promise)
  const config = readConfig({})
  if (!config.ok) throw new Error(config.problems.join('\n'))
  const services = { config: config.config, api: {} as ApiClient, auth, mock: null }
  render(
    <ServicesProvider value={services}>
      <AuthProvider host={host}>
        <MemoryRouter>{page}</MemoryRouter>
      </AuthProvider>
    </ServicesProvider>,
  )
  return {
    user: userEvent.setup(),
    signIn,
    reset,
    startService: async () => {
      service.resolve(startAuthActor(auth, {}, quietWindow))
      await waitFor(() => expect(host.actor).not.toBeNull())
    },
    report: async (user: AuthUser | null) => {
      await waitFor(() => expect(reportUser).not.toBeNull())
      reportUser?.(user)
    },
  }
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })
const busy = (name: string) => button(name).getAttribute('aria-busy') === 'true'

describe('the sign-in form follows the auth machine', () => {
  it('is busy until the session is known signed out, then signs in', async () => {
    const { user, signIn, startService, report } = renderForm(<LoginPage />)
    // The auth service is not running yet: the form shows, its submit busy.
    expect(button('Se connecter').disabled).toBe(true)
    expect(busy('Se connecter')).toBe(true)
    expect(button('Se connecter avec Google').disabled).toBe(true)

    // Running, the session still loading: still busy.
    await startService()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(busy('Se connecter')).toBe(true)

    await report(null)
    await waitFor(() => expect(button('Se connecter').disabled).toBe(false))
    expect(busy('Se connecter')).toBe(false)
    expect(button('Se connecter avec Google').disabled).toBe(false)

    await user.type(screen.getByLabelText('Adresse e-mail'), 'joueur@portail.test')
    await user.type(screen.getByLabelText('Mot de passe'), 'mauvais')
    await user.click(button('Se connecter'))
    await waitFor(() => expect(busy('Se connecter')).toBe(true))
    expect(button('Se connecter avec Google').disabled).toBe(true)

    signIn.reject(new AuthError('auth/invalid-credential', 'refusé'))
    expect(await screen.findByText('Adresse e-mail ou mot de passe incorrect')).toBeTruthy()
    expect(screen.getByText('Compte invalide')).toBeTruthy()
    await waitFor(() => expect(button('Se connecter').disabled).toBe(false))
  })
})

describe('the reset form follows the machine of the password reset', () => {
  it('is busy until the auth service runs, then sends the link', async () => {
    const { user, reset, startService, report } = renderForm(<ResetPasswordPage />)
    const submit = 'Réinitialiser le mot de passe'
    expect(busy(submit)).toBe(true)
    await startService()
    await report(null)
    await waitFor(() => expect(busy(submit)).toBe(false))

    await user.type(screen.getByLabelText('Adresse e-mail'), 'joueur@portail.test')
    await user.click(button(submit))
    await waitFor(() => expect(busy(submit)).toBe(true))
    reset.resolve()
    expect(await screen.findByText(RESET_SENT_MESSAGE)).toBeTruthy()
  })

  it('shows a failed sending', async () => {
    // The machine logs the failure it shows.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user, reset, startService, report } = renderForm(<ResetPasswordPage />)
    await startService()
    await report(null)
    const submit = 'Réinitialiser le mot de passe'
    await waitFor(() => expect(busy(submit)).toBe(false))
    await user.type(screen.getByLabelText('Adresse e-mail'), 'joueur@portail.test')
    await user.click(button(submit))
    reset.reject(new Error('réseau'))
    expect(await screen.findByText('Envoi impossible')).toBeTruthy()
    expect(logged).toHaveBeenCalled()
  })
})
