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

describe('status boxes and brand fills (WCAG AA)', () => {
  it('the orange warning box: title and body text reach 4.5:1 on its fill', () => {
    expect(
      contrastRatio(semanticColors['warning.fg'], semanticColors['warning.bg']),
    ).toBeGreaterThanOrEqual(4.5)
    expect(
      contrastRatio(semanticColors['fg.default'], semanticColors['warning.bg']),
    ).toBeGreaterThanOrEqual(4.5)
  })

  it('the green notice: title and body text reach 4.5:1 on its fill', () => {
    expect(
      contrastRatio(semanticColors.success, semanticColors['success.bg']),
    ).toBeGreaterThanOrEqual(4.5)
    expect(
      contrastRatio(semanticColors['fg.default'], semanticColors['success.bg']),
    ).toBeGreaterThanOrEqual(4.5)
  })

  it('button labels reach 4.5:1 on the solid fill and its hover', () => {
    for (const fill of [semanticColors['accent.solid'], semanticColors['accent.solidHover']]) {
      expect(contrastRatio(semanticColors['fg.onAccent'], fill)).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('muted and accent text stay readable on hovered rows and badges', () => {
    expect(
      contrastRatio(semanticColors['fg.muted'], semanticColors['bg.hover']),
    ).toBeGreaterThanOrEqual(4.5)
    expect(
      contrastRatio(semanticColors['fg.accent'], semanticColors['accent.deep']),
    ).toBeGreaterThanOrEqual(4.5)
    expect(
      contrastRatio(semanticColors.danger, semanticColors['accent.deep']),
    ).toBeGreaterThanOrEqual(4.5)
  })

  it('the focus ring (brand pink) reaches 3:1 on every dark background', () => {
    for (const bg of backgrounds) {
      expect(contrastRatio(semanticColors['accent.pink'], bg)).toBeGreaterThanOrEqual(3)
    }
  })
})
