import type { SVGProps } from 'react'

/**
 * The portal's one icon set: line icons drawn on a 24 × 24 grid, stroked with the text colour.
 * Each icon is its own export, in a module per group (selling points, rewards, marks), so that
 * a page's bundle carries only the icons of its group.
 * Every icon is decorative (hidden from screen readers): the text beside it says what it means.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | string }

export function defineIcon(d: string) {
  return function Icon({ size = 24, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        {...rest}
      >
        <path d={d} />
      </svg>
    )
  }
}

export type IconComponent = ReturnType<typeof defineIcon>
