/**
 * Design tokens of the portal (dark theme only).
 *
 * `palette` holds the raw colours; `tokens` and `semanticTokens` are what
 * panda.config.ts feeds to Panda. Components use the semantic names
 * (`fg.default`, `bg.surface`, ...), never raw hex values.
 *
 * Every text colour below is checked against the dark backgrounds for WCAG AA
 * (4.5:1) in src/theme/tokens.test.ts; `border` reaches 3:1 (non-text
 * contrast). White text reaches 4.5:1 on brand.red; on brand.pink (4.4:1) it is
 * for large or bold text only (3:1), so body-size text on a pink fill uses
 * brand.red or a dark colour instead.
 */

export const palette = {
  brand: {
    red: '#8b0b09',
    pink: '#ea0571',
  },
  dark: {
    950: '#0e0b10',
    900: '#17121a',
    800: '#221b26',
    700: '#2f2634',
    600: '#463b4c',
    500: '#74687b',
    400: '#8f8496',
    300: '#b9afbf',
    100: '#f4eff6',
  },
  status: {
    danger: '#ff7a7a',
    warning: '#f7c04a',
    success: '#5fdc8f',
    accent: '#ff5fa8',
  },
} as const

/** Semantic colours and the raw palette entry each one points to. */
export const semanticColors = {
  'fg.default': palette.dark[100],
  'fg.muted': palette.dark[300],
  'fg.accent': palette.status.accent,
  'bg.canvas': palette.dark[950],
  'bg.surface': palette.dark[900],
  'bg.raised': palette.dark[800],
  border: palette.dark[500],
  danger: palette.status.danger,
  warning: palette.status.warning,
  success: palette.status.success,
} as const

export type SemanticColor = keyof typeof semanticColors

const ref = (path: string) => ({ value: `{colors.${path}}` })

export const tokens = {
  colors: {
    brand: {
      red: { value: palette.brand.red },
      pink: { value: palette.brand.pink },
    },
    dark: Object.fromEntries(
      Object.entries(palette.dark).map(([step, value]) => [step, { value }]),
    ),
    status: Object.fromEntries(
      Object.entries(palette.status).map(([name, value]) => [name, { value }]),
    ),
  },
  fonts: {
    body: {
      value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
    heading: {
      value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
  },
  radii: {
    control: { value: '0.5rem' },
    card: { value: '0.75rem' },
  },
}

export const semanticTokens = {
  colors: {
    fg: {
      default: ref('dark.100'),
      muted: ref('dark.300'),
      accent: ref('status.accent'),
    },
    bg: {
      canvas: ref('dark.950'),
      surface: ref('dark.900'),
      raised: ref('dark.800'),
    },
    border: ref('dark.500'),
    danger: ref('status.danger'),
    warning: ref('status.warning'),
    success: ref('status.success'),
  },
}

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex)
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`)
  const value = match[1]
  const channel = (offset: number) => {
    const c = parseInt(value.slice(offset, offset + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
}

/** WCAG contrast ratio between two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ]
  return (hi + 0.05) / (lo + 0.05)
}
