import MarkdownIt from 'markdown-it'

/**
 * A news item's Markdown to HTML, the same on every side (the API, the console's preview):
 * raw HTML is never passed (`html: false` writes it as text), a link must be http(s), mailto or
 * a path of the portal (javascript:, data: ... stay text), and every link opens in a new tab
 * with rel="noopener noreferrer nofollow". The page still runs the HTML through DOMPurify
 * before it reaches the DOM (src/shared/components/SafeHtml.tsx).
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false })

const SAFE_LINK = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i
md.validateLink = (url) => SAFE_LINK.test(url.trim())

const defaultOpen = md.renderer.rules.link_open
md.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index]
  if (token) {
    token.attrSet('rel', 'noopener noreferrer nofollow')
    token.attrSet('target', '_blank')
  }
  return defaultOpen
    ? defaultOpen(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options)
}

/** The body as safe HTML. */
export function markdownToHtml(markdown: string): string {
  return md.render(markdown)
}

/** The body as plain text, at most `max` characters (cut on a word, with « … »). */
export function markdownExcerpt(markdown: string, max = 200): string {
  const words: string[] = []
  for (const block of md.parse(markdown, {})) {
    for (const child of block.children ?? []) {
      if (child.type === 'text' || child.type === 'code_inline') words.push(child.content)
      if (child.type === 'softbreak' || child.type === 'hardbreak') words.push(' ')
    }
    if (block.type === 'paragraph_close' || block.type === 'heading_close') words.push(' ')
  }
  const text = words.join('').replace(/\s+/g, ' ').trim()
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** An address part from a title: « Mise à jour 2.1 ! » -> « mise-a-jour-2-1 ». */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return slug || 'actualite'
}
