import { defineConfig } from '@pandacss/dev'
import { semanticTokens, tokens } from './src/theme/tokens'

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  theme: {
    extend: {
      tokens,
      semanticTokens,
    },
  },
  globalCss: {
    'html, body': {
      bg: 'bg.canvas',
      color: 'fg.default',
      fontFamily: 'body',
      colorScheme: 'dark',
    },
  },
})
