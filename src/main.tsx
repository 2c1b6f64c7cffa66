import './index.css'
import { appConfig } from '@/shared/config/app-config'
import { preloadStartList } from '@/shared/page/start-list'

const root = document.getElementById('root')
if (!root) throw new Error('Élément #root introuvable')

/**
 * Once the page's first frame is on screen (the paint timing entry comes when it is presented; a
 * requestAnimationFrame callback runs before it, where the paint entry is not supported).
 */
function firstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0))
      return
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      resolve()
    })
    observer.observe({ type: 'paint', buffered: true })
  })
}

// A page written at build time paints first: starting the app before would hold that paint. Its
// HTML lists the modules of its start, preloaded in one go once it has painted (decision 069):
// the imports below find them fetched, and nothing of the wave comes before the largest paint.
if (root.dataset.prerendered) await firstPaint()
preloadStartList()

const result = await appConfig()
if (result.ok) {
  // Fetched together, evaluated apart: React's DOM renderer as soon as it is here, then the rest
  // of the app (each module graph is evaluated in one task: two short tasks, not a long one).
  const renderer = import('react-dom/client')
  const app = import('./app/boot')
  await renderer
  const { boot } = await app
  await boot(root, result.config)
} else {
  const { renderConfigError } = await import('./app/config-error')
  renderConfigError(root, result.problems)
}
