import type { ApiClient } from '@/shared/api/client'
import { whenIdle } from '@/shared/runtime/next-task'
import { statusLine } from './status-text'

/**
 * The landing page's status line (« Serveur en ligne · 312 joueurs connectés »), read once the
 * browser is idle: loaded apart from the landing page, which only reserves its line. Null when
 * the read failed (the line stays empty: nothing is known to say).
 */
export async function readServerLine(api: ApiClient): Promise<string | null> {
  await whenIdle()
  const answer = await api.status.summary().catch(() => null)
  return answer?.status === 200 ? statusLine(answer.body.state, answer.body.online) : null
}
