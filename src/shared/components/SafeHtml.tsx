import DOMPurify from 'dompurify'
import { useMemo } from 'react'

/**
 * HTML written by the API from an operator's Markdown (contract/rules/markdown.ts), run through
 * DOMPurify before it reaches the DOM: whatever the API sent, no script, no event handler, no
 * javascript: link is ever inserted. Links keep their target and rel.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { ADD_ATTR: ['target'], USE_PROFILES: { html: true } }),
    [html],
  )
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
