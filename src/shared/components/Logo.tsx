import source from '@/shared/icons/logo.svg?raw'
import { InlineSvg } from './InlineSvg'

/** The site's logo, drawn in the page. Decorative: the text beside it names the site. */
export function Logo({ size, className }: { size: number; className?: string }) {
  return <InlineSvg source={source} size={size} className={className} />
}
