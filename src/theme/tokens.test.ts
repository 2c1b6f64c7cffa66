import { describe, expect, it } from 'vitest'
import { contrastRatio, palette, semanticColors } from './tokens'

const backgrounds = [
  semanticColors['bg.canvas'],
  semanticColors['bg.surface'],
  semanticColors['bg.raised'],
]
const textColors = ['fg.default', 'fg.muted', 'fg.accent', 'danger', 'warning', 'success'] as const

describe('theme contrast (WCAG AA)', () => {
  it.each(textColors)('%s reaches 4.5:1 on every dark background', (name) => {
    for (const bg of backgrounds) {
      expect(contrastRatio(semanticColors[name], bg)).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('border reaches 3:1 (non-text contrast) on every dark background', () => {
    for (const bg of backgrounds) {
      expect(contrastRatio(semanticColors.border, bg)).toBeGreaterThanOrEqual(3)
    }
  })

  it('white text reaches 4.5:1 on brand.red and 3:1 (large text) on brand.pink', () => {
    expect(contrastRatio('#ffffff', palette.brand.red)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio('#ffffff', palette.brand.pink)).toBeGreaterThanOrEqual(3)
  })

  it('computes the known black/white ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
  })
})
