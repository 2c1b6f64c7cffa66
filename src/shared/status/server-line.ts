import type { StatusSummary } from '@contract/schemas'
import { paths } from '@/shared/routing/paths'
import { statusLine } from './status-text'

/** The line of the last summary read, until the next one. */
let line: string | null = null
let watching = false

/** Writes the line, as a link to /statut, into each empty room the landing page keeps for it. */
function fill() {
  if (!line) return
  for (const room of document.querySelectorAll('[data-server-line]')) {
    if (room.textContent === line) continue
    const link = document.createElement('a')
    link.href = paths.status
    link.textContent = line
    room.replaceChildren(link)
  }
}

/**
 * The landing page's status line (« Serveur en ligne · 312 joueurs connectés ») from the summary
 * the bar above every page reads (src/shared/api/notice-reads.ts), written apart from React into
 * the room the landing keeps (an element React never fills): the landing's JavaScript pays
 * nothing for it (docs/decisions/054-server-status.md). A landing page drawn later (a navigation
 * back to it) gets the last line at once. Null (a failed read): the line stays empty.
 */
export function showServerLine(summary: StatusSummary | null): void {
  line = summary ? statusLine(summary.state, summary.online) : null
  fill()
  if (watching || typeof MutationObserver === 'undefined') return
  watching = true
  new MutationObserver(fill).observe(document.body, { childList: true, subtree: true })
}
