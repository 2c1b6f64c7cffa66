import type { Item, ItemIcon as ItemIconName } from '@contract/schemas'
import { css } from 'styled-system/css'
import { CrystalIcon, DiamondIcon, GiftIcon, MedalIcon, SofaIcon } from '@/shared/icons/rewards'
import type { IconComponent } from '@/shared/icons/Icon'

/** Each catalogue icon name drawn with the portal's SVG set, in the colour of its stage. */
const ICONS: Record<ItemIconName, { Icon: IconComponent; tone: string }> = {
  'bronze-medal': { Icon: MedalIcon, tone: css({ color: '#c07a45' }) },
  'silver-medal': { Icon: MedalIcon, tone: css({ color: '#aab4bf' }) },
  'gold-medal': { Icon: MedalIcon, tone: css({ color: '#e0b23a' }) },
  'platinum-crystal': { Icon: CrystalIcon, tone: css({ color: '#8fd3df' }) },
  diamond: { Icon: DiamondIcon, tone: css({ color: '#7cc4ff' }) },
  furniture: { Icon: SofaIcon, tone: css({ color: 'fg.accent' }) },
}

/** An item's icon; a gift when the catalogue does not know the item. */
export function ItemIcon({ item, size = 32 }: { item: Item | undefined; size?: number }) {
  if (!item) return <GiftIcon size={size} />
  const { Icon, tone } = ICONS[item.icon]
  return <Icon size={size} className={tone} />
}
