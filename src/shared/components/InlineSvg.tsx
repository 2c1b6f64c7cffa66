import { useId, useMemo } from 'react'

export interface InlineSvgProps {
  /** The SVG file's text (`import source from './image.svg?raw'`): our own images only. */
  source: string
  /** Width and height in CSS pixels. */
  size: number
  /** What the image shows, for an image that says something; none for a decorative one. */
  label?: string
  className?: string
}

/**
 * One of our SVG images, drawn in the page itself: an `<img>` of an SVG file makes the browser
 * build a separate SVG document in the page's main thread, 13 to 29 ms per file on first load
 * (README « Lighthouse »). The ids the file defines (gradients) get a prefix of their own on
 * each use, so that two copies on one page never share them.
 */
export function InlineSvg({ source, size, label, className }: InlineSvgProps) {
  const prefix = useId()
  // The file's <svg> element gives the view box; what it holds is drawn, its ids prefixed.
  const html = useMemo(
    () =>
      source
        .replace(/^[\s\S]*?<svg[^>]*>|<\/svg>\s*$/g, '')
        .replace(/\sid="/g, ` id="${prefix}`)
        .replace(/url\(#/g, `url(#${prefix}`),
    [source, prefix],
  )
  return (
    <svg
      viewBox={/\sviewBox="([^"]+)"/.exec(source)?.[1]}
      width={size}
      height={size}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
      className={className}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
