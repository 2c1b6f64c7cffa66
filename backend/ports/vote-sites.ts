/** A site's answer to a check: its HTTP status and its body read as JSON (null when not JSON). */
export interface SiteAnswer {
  status: number
  body: unknown
}

/**
 * The ranking sites' check APIs (backend/domain/vote-verification.ts builds the URL and reads the
 * answer). Throws when the site cannot be reached or does not answer within a short time.
 */
export interface VoteSiteApiPort {
  get(url: string): Promise<SiteAnswer>
}
