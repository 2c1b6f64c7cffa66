import { useId, useMemo } from 'react'
import source from '@/shared/logo.svg?raw'

/** The logo file's view box and its drawing (what its <svg> element holds), read once. */
const viewBox = /<svg[^>]*\sviewBox="([^"]+)"/.exec(source)?.[1]
const drawing = source.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '')

/**
 * The logo, drawn in the page itself (an inline `<svg>`): an `<img>` of an SVG file makes the
 * browser build a separate SVG document in the page's main thread, 13 to 29 ms on first load.
 * Its gradients get ids of their own on each use, so two logos on one page never share them.
 * Decorative: the text beside it names the site.
 */
export function Logo({ size, className }: { size: number; className?: string }) {
  const prefix = useId()
  const html = useMemo(
    () => drawing.replace(/\sid="/g, ` id="${prefix}`).replace(/url\(#/g, `url(#${prefix}`),
    [prefix],
  )
  return (
    <svg
      viewBox={viewBox}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
