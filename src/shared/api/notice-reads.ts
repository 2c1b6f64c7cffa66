import type { ApiClient } from './client'
import { showServerLine } from '@/shared/status/server-line'
import { readSiteNotice } from './reads'

/**
 * What the bar above every page says (src/app/shell/SiteNoticeBar.tsx): the maintenance notice
 * when on, and each incident or maintenance under way (GET /status/summary). A failed read adds
 * nothing (nothing is known to say); null when both failed. The summary also gives the landing
 * page its status line.
 */
export async function readNoticeLines(api: ApiClient): Promise<string[] | null> {
  const [notice, summary] = await Promise.all([
    readSiteNotice(api),
    api.status.summary().catch(() => null),
  ])
  showServerLine(summary?.status === 200 ? summary.body : null)
  const lines: string[] = []
  if (notice.ok && notice.data) lines.push(notice.data)
  if (summary?.status === 200) {
    for (const { kind, title } of summary.body.open) {
      lines.push(
        `${kind === 'maintenance' ? 'Maintenance en cours' : 'Incident en cours'}\u00a0: ${title}`,
      )
    }
  }
  return notice.ok || summary?.status === 200 ? lines : null
}
