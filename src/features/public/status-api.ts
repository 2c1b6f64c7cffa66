import type { ServerStatus } from '@contract/schemas'
import type { ApiClient } from '@/shared/api/client'
import { readOk, type Loaded } from '@/shared/api/loaded'

/** /statut: the server's status (public call), read while the page's frame is drawn. */
export function statusLoader(api: ApiClient) {
  return { status: readOk(api.status.status()) as Promise<Loaded<ServerStatus>> }
}
export type StatusData = ReturnType<typeof statusLoader>
