import { defineConfig } from '@pandacss/dev'
import { recipes, slotRecipes } from './src/theme/recipes'
import { globalCss, keyframes } from './src/theme/global'
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
      keyframes,
      recipes,
      slotRecipes,
    },
  },
  globalCss,
})
