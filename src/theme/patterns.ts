import { definePattern } from '@pandacss/dev'

/**
 * Panda's `container` pattern, set to the centred column every page sits in: the site's content
 * width, 1 rem of side room on a phone, 1.5 rem from `md`. Props given to `container()` win.
 */
export const containerPattern = definePattern({
  transform(props) {
    return { width: '100%', maxWidth: 'content', mx: 'auto', px: { base: '4', md: '6' }, ...props }
  },
})
