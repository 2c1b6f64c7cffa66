import { Avatar as ArkAvatar } from '@ark-ui/react/avatar'
import { avatar } from 'styled-system/recipes/avatar'

export const DEFAULT_AVATAR = '/images/default-avatar.svg'

export interface AvatarProps {
  size?: 'sm' | 'md' | 'lg'
  /** The user's photo; the default avatar is shown when missing or broken. */
  src?: string | null
  /** Text alternative (the user's name or email); '' when a neighbour already names the user. */
  alt: string
}

const PIXELS = { sm: 32, md: 40, lg: 64 } as const

/** A round avatar (Ark UI Avatar) with the default avatar image as fallback. */
export function Avatar({ src, alt, size = 'md' }: AvatarProps) {
  const styles = avatar({ size })
  const px = PIXELS[size]
  return (
    <ArkAvatar.Root className={styles.root}>
      <ArkAvatar.Fallback asChild>
        <img className={styles.fallback} src={DEFAULT_AVATAR} alt={alt} width={px} height={px} />
      </ArkAvatar.Fallback>
      {src && (
        <ArkAvatar.Image className={styles.image} src={src} alt={alt} width={px} height={px} />
      )}
    </ArkAvatar.Root>
  )
}
