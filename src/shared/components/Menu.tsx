import { Menu as ArkMenu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { menu } from 'styled-system/recipes/menu'

export type MenuEntry =
  | { kind: 'link'; value: string; label: ReactNode; to: string }
  | { kind: 'action'; value: string; label: ReactNode; onSelect: () => void }
  | { kind: 'separator'; value: string }

export interface MenuProps {
  /** Content of the trigger button (an avatar, an icon...). */
  trigger: ReactNode
  /** Accessible name of the trigger button. */
  triggerLabel: string
  /** Optional heading inside the menu (e.g. the signed-in email). */
  heading?: ReactNode
  entries: MenuEntry[]
}

/** A dropdown menu (Ark UI Menu): arrow keys, typeahead, Escape, focus return. */
export function Menu({ trigger, triggerLabel, heading, entries }: MenuProps) {
  const styles = menu()
  return (
    <ArkMenu.Root positioning={{ placement: 'bottom-end', gutter: 8 }} lazyMount unmountOnExit>
      <ArkMenu.Trigger className={styles.trigger} aria-label={triggerLabel}>
        {trigger}
      </ArkMenu.Trigger>
      <Portal>
        <ArkMenu.Positioner className={styles.positioner}>
          <ArkMenu.Content className={styles.content}>
            <ArkMenu.ItemGroup>
              {heading && (
                <ArkMenu.ItemGroupLabel className={styles.itemGroupLabel}>
                  {heading}
                </ArkMenu.ItemGroupLabel>
              )}
              {entries.map((entry) => {
                if (entry.kind === 'separator')
                  return <ArkMenu.Separator key={entry.value} className={styles.separator} />
                if (entry.kind === 'link')
                  return (
                    <ArkMenu.Item
                      key={entry.value}
                      value={entry.value}
                      className={styles.item}
                      asChild
                    >
                      <Link to={entry.to}>{entry.label}</Link>
                    </ArkMenu.Item>
                  )
                return (
                  <ArkMenu.Item
                    key={entry.value}
                    value={entry.value}
                    className={styles.item}
                    onSelect={entry.onSelect}
                  >
                    {entry.label}
                  </ArkMenu.Item>
                )
              })}
            </ArkMenu.ItemGroup>
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </Portal>
    </ArkMenu.Root>
  )
}
