import './index.css'
import { readConfig } from '@/shared/config'

const root = document.getElementById('root')
if (!root) throw new Error('Élément #root introuvable')

// A page written at build time paints first: starting the app before would hold that paint.
if (root.dataset.prerendered) {
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

const result = readConfig(import.meta.env)
if (result.ok) {
  const { boot } = await import('./app/boot')
  await boot(root, result.config)
} else {
  const { renderConfigError } = await import('./app/config-error')
  renderConfigError(root, result.problems)
}
