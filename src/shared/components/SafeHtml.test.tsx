// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { markdownToHtml } from '@contract/rules/markdown'
import { SafeHtml } from './SafeHtml'

describe('SafeHtml', () => {
  it('shows a script of the body as text, never as an element', () => {
    const { container } = render(<SafeHtml html={markdownToHtml('<script>alert(1)</script>')} />)
    expect(container.querySelector('script')).toBeNull()
    expect(container.textContent).toContain('<script>alert(1)</script>')
  })

  it('removes what an API could still send: scripts, handlers, javascript: links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p onclick="x()">a</p><script>x()</script><a href="javascript:x()" target="_blank">b</a><img src="x" onerror="x()">'
        }
      />,
    )
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('[onclick], [onerror]')).toBeNull()
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull()
    expect(container.querySelector('a')?.getAttribute('target')).toBe('_blank')
  })
})
