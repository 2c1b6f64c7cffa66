import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import { newsSlot } from '@contract/rules/news-page'

/** Without a DOM (the build's render), only the news page's body slot passes (contract/rules/news-page.ts). */
const SERVER_SLOT = newsSlot('HTML')

/**
 * HTML written by the API from an operator's Markdown (contract/rules/markdown.ts), run through
 * DOMPurify before it reaches the DOM: whatever the API sent, no script, no event handler, no
 * javascript: link is ever inserted. Links keep their target and rel.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => {
    if (typeof DOMPurify.sanitize !== 'function') return html === SERVER_SLOT ? html : ''
    return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], USE_PROFILES: { html: true } })
  }, [html])
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
