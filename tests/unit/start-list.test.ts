// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { preloadStartList } from '@/shared/page/start-list'

afterEach(() => {
  document.head.innerHTML = ''
})

describe("a page's start list, preloaded after the paint (src/shared/page/start-list.ts)", () => {
  it('adds one module preload per listed address, in one go, and drops the list', () => {
    document.head.innerHTML =
      '<meta name="app-start" content="/assets/boot.js /assets/home.js /assets/react.js" />'
    expect(preloadStartList()).toBe(3)
    const links = [...document.head.querySelectorAll('link')]
    expect(links.map((link) => [link.rel, link.getAttribute('href'), link.crossOrigin])).toEqual([
      ['modulepreload', '/assets/boot.js', ''],
      ['modulepreload', '/assets/home.js', ''],
      ['modulepreload', '/assets/react.js', ''],
    ])
    expect(document.querySelector('meta[name="app-start"]')).toBeNull()
    // Run again (nothing listed any more): nothing added twice.
    expect(preloadStartList()).toBe(0)
    expect(document.head.querySelectorAll('link')).toHaveLength(3)
  })

  it('adds nothing on a page without a list', () => {
    expect(preloadStartList()).toBe(0)
    expect(document.head.querySelectorAll('link')).toHaveLength(0)
  })
})
