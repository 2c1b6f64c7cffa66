import QRCode from 'qrcode'
import { useMemo } from 'react'

/**
 * A QR code drawn as an inline SVG from `qrcode`'s matrix: no data: URL, which the site's
 * Content-Security-Policy (img-src 'self') refuses. Only lazy pages import it (the console's
 * enrolment, the profile's second factor), never the landing's start.
 */
export function QrCode({
  text,
  label,
  size = 200,
}: {
  text: string
  label: string
  size?: number
}) {
  const { path, side } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
    const margin = 1
    let d = ''
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) d += `M${col + margin} ${row + margin}h1v1h-1z`
      }
    }
    return { path: d, side: modules.size + 2 * margin }
  }, [text])
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  )
}
