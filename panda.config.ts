import { defineConfig } from '@pandacss/dev'
import { recipes, slotRecipes } from './src/theme/recipes'
import { globalCss, keyframes } from './src/theme/global'
import { containerPattern } from './src/theme/patterns'
import { textStyles } from './src/theme/text-styles'
import { semanticTokens, tokens } from './src/theme/tokens'

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  conditions: {
    extend: {
      // Invalid only once the player has had a say: after leaving the field with a bad
      // value or trying to submit (:user-invalid), or when the app marks it (aria/data).
      // The stock _invalid also matches :invalid, which paints empty required fields red on load.
      userInvalid: '&:is(:user-invalid, [data-invalid], [aria-invalid=true])',
    },
  },
  theme: {
    extend: {
      tokens,
      semanticTokens,
      keyframes,
      textStyles,
      recipes,
      slotRecipes,
    },
  },
  patterns: { extend: { container: containerPattern } },
  globalCss,
})
