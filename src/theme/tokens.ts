/**
 * Design tokens of the portal (dark theme only).
 *
 * `palette` holds the raw colours; `tokens` and `semanticTokens` are what
 * panda.config.ts feeds to Panda. Components use the semantic names
 * (`fg.default`, `bg.surface`, `accent.solid`, ...), never raw hex values.
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
  tint: {
    /** Deep fills behind the orange warning box and the green notice. */
    orange: '#2b1707',
    orangeLine: '#ff9a3c',
    green: '#0d2417',
    greenLine: '#3fbf72',
    redHover: '#a80f0c',
    redDeep: '#4a0605',
  },
} as const

/** Semantic colours and the raw palette entry each one points to. */
export const semanticColors = {
  'fg.default': palette.dark[100],
  'fg.muted': palette.dark[300],
  'fg.accent': palette.status.accent,
  'fg.onAccent': '#ffffff',
  'bg.canvas': palette.dark[950],
  'bg.surface': palette.dark[900],
  'bg.raised': palette.dark[800],
  'bg.hover': palette.dark[700],
  border: palette.dark[500],
  'border.subtle': palette.dark[600],
  'accent.solid': palette.brand.red,
  'accent.solidHover': palette.tint.redHover,
  'accent.deep': palette.tint.redDeep,
  'accent.pink': palette.brand.pink,
  danger: palette.status.danger,
  warning: palette.status.warning,
  'warning.fg': palette.tint.orangeLine,
  'warning.bg': palette.tint.orange,
  success: palette.status.success,
  'success.bg': palette.tint.green,
  'success.line': palette.tint.greenLine,
} as const

export type SemanticColor = keyof typeof semanticColors

type Token = { value: string }
type TokenTree = { [key: string]: Token | TokenTree }

/** Builds Panda's nested token tree from dotted names ('fg.default' -> fg.default, 'warning' -> warning.DEFAULT). */
function nest(entries: Record<string, string>): TokenTree {
  const tree: TokenTree = {}
  const rawToPath = new Map<string, string>()
  const walk = (obj: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(obj)) {
      if (typeof v === 'string') rawToPath.set(v, rawToPath.get(v) ?? `${prefix}${k}`)
      else walk(v as Record<string, unknown>, `${prefix}${k}.`)
    }
  }
  walk(palette, '')
  const keys = Object.keys(entries)
  for (const [name, raw] of Object.entries(entries)) {
    const path = rawToPath.get(raw)
    const token: Token = { value: path ? `{colors.${path}}` : raw }
    const parts = name.split('.')
    const hasChildren = keys.some((other) => other.startsWith(`${name}.`))
    if (hasChildren) parts.push('DEFAULT')
    let node = tree
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as TokenTree
    node[parts[parts.length - 1] as string] = token
  }
  return tree
}

const valued = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).map(([step, value]) => [step, { value }]))
const valuedNumbers = (record: Record<string, number>) =>
  Object.fromEntries(Object.entries(record).map(([step, value]) => [step, { value }]))

/**
 * The stacking order of the page's layers, lowest first (Panda's `zIndex` tokens): a part lifted
 * inside its block, the sticky navigation, the offline notice over it, menus over the page,
 * a dialog's backdrop and the dialog over menus, a select's options over the dialog that holds
 * them, the dev tools' button, and the skip link above everything when it has the focus.
 */
export const LAYERS = {
  raised: 1,
  sticky: 10,
  banner: 20,
  dropdown: 30,
  overlay: 40,
  modal: 50,
  popover: 60,
  toast: 70,
  skipLink: 80,
} as const

export const tokens = {
  colors: {
    brand: valued(palette.brand),
    dark: valued(palette.dark),
    status: valued(palette.status),
    tint: valued(palette.tint),
  },
  fonts: {
    body: {
      value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
    heading: {
      // No web font: nothing to download, nothing to shift when it arrives.
      value: "Georgia, 'DejaVu Serif', 'Times New Roman', serif",
    },
  },
  radii: {
    control: { value: '0.5rem' },
    card: { value: '0.75rem' },
  },
  shadows: {
    card: { value: '0 10px 30px -12px rgba(0, 0, 0, 0.7)' },
    glow: { value: '0 0 0 1px rgba(234, 5, 113, 0.35), 0 8px 28px -8px rgba(234, 5, 113, 0.45)' },
  },
  sizes: {
    content: { value: '72rem' },
    prose: { value: '46rem' },
  },
  zIndex: valuedNumbers(LAYERS),
}

export const semanticTokens = {
  colors: nest(semanticColors),
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
