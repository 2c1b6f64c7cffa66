import { createContext, use, type ReactNode } from 'react'
import type { ApiClient } from '@/shared/api/client'
import type { LazyAuthPort } from '@/shared/auth/lazy-port'
import type { AppConfig } from '@/shared/config/config'
import type { MockBackend } from './mock-backend'

/** What pages and machines' providers need from the outside world. */
export interface Services {
  config: AppConfig
  api: ApiClient
  auth: LazyAuthPort
  /** The embedded backend's admin object; null when both switches are live. */
  mock: MockBackend | null
}

const ServicesContext = createContext<Services | null>(null)

export function ServicesProvider({ value, children }: { value: Services; children: ReactNode }) {
  return <ServicesContext value={value}>{children}</ServicesContext>
}

export function useServices(): Services {
  const services = use(ServicesContext)
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>')
  return services
}
