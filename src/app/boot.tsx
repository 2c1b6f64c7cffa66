import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { createApiClient } from '@/api/client'
import type { AuthPort } from '@/auth/port'
import type { AppConfig } from '@/config'
import { loadMockBackend, type MockBackend } from './mock-backend'
import { createAppRouter } from './router'
import { ServicesProvider, type Services } from './services'

async function createAuth(config: AppConfig, mock: MockBackend | null): Promise<AuthPort> {
  if (config.auth === 'mock' && mock) {
    const { createMockAuth } = await import('@/auth/mock-adapter')
    return createMockAuth(mock)
  }
  throw new Error("L'authentification Firebase n'est pas encore disponible dans cette version.")
}

/** Starts the embedded backend when a switch is mock, then renders the app. */
export async function boot(root: HTMLElement, config: AppConfig) {
  const needsMock = config.api.mode === 'mock' || config.auth === 'mock'
  const mock = needsMock ? await loadMockBackend(config.api.baseUrl) : null
  const auth = await createAuth(config, mock)
  const api = createApiClient({
    baseUrl: config.api.baseUrl,
    getToken: (forceRefresh) => auth.getIdToken(forceRefresh),
    onUnauthorized: () => void auth.signOut(),
  })
  const services: Services = { config, api, auth, mock }
  if (mock) Object.assign(window, { __portal: services })

  createRoot(root).render(
    <StrictMode>
      <ServicesProvider value={services}>
        <RouterProvider router={createAppRouter()} />
      </ServicesProvider>
    </StrictMode>,
  )
}
