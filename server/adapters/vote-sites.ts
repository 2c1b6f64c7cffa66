import type { SiteAnswer, VoteSiteApiPort } from '@backend/ports'
import { VOTE_SITE_TIMEOUT_MS } from '@backend/domain/vote-verification'

/**
 * The ranking sites' check APIs over fetch: a GET that gives up after `timeoutMs` (the vote is
 * then not confirmed this time, and the player may try again). The body is read as JSON, null
 * when it is not JSON.
 */
export function fetchVoteSiteApi(timeoutMs = VOTE_SITE_TIMEOUT_MS): VoteSiteApiPort {
  return {
    async get(url: string): Promise<SiteAnswer> {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      })
      const text = await response.text()
      let body: unknown = null
      try {
        body = JSON.parse(text)
      } catch {
        body = null
      }
      return { status: response.status, body }
    },
  }
}
