import { Portal } from '@ark-ui/react/portal'
import {
  Select as ArkSelect,
  createListCollection,
  type SelectRootProps,
} from '@ark-ui/react/select'
import { useMemo, useState, type ReactNode } from 'react'
import { select } from 'styled-system/recipes/select'
import { useInDialog } from './Dialog'
import { CheckIcon } from '@/shared/icons/marks'

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectProps {
  label: ReactNode
  options: SelectOption[]
  /** The selected value ('' or null for none). */
  value: string | null
  onValueChange: (value: string) => void
  placeholder?: string
  /** Shown under the control in red; marks it invalid. */
  error?: ReactNode
  /** Form field name (a hidden native select carries the value). */
  name?: string
  disabled?: boolean
  /**
   * Laid over the select's own placement of its options (read once, at mount): for instance
   * `useEarlyPlacement()` of select-early-placement.ts.
   */
  positioning?: SelectRootProps<SelectOption>['positioning']
}

/** A single-choice select (Ark UI Select): keyboard navigation, typeahead, ARIA listbox. */
export function Select({
  label,
  options,
  value,
  onValueChange,
  placeholder = 'Choisir…',
  error,
  name,
  disabled,
  positioning: over,
}: SelectProps) {
  const styles = select()
  // In a modal dialog the options stay inside it (no portal), positioned on the viewport so
  // that the dialog's scrolling body does not clip them.
  const inDialog = useInDialog()
  const [positioning] = useState(() => ({
    sameWidth: true,
    strategy: inDialog ? ('fixed' as const) : ('absolute' as const),
    ...over,
  }))
  const collection = useMemo(
    () =>
      createListCollection({
        items: options,
        itemToString: (item) => item.label,
        itemToValue: (item) => item.value,
        isItemDisabled: (item) => !!item.disabled,
      }),
    [options],
  )
  return (
    <ArkSelect.Root
      className={styles.root}
      collection={collection}
      value={value ? [value] : []}
      onValueChange={(details) => {
        const next = details.value[0]
        if (next !== undefined) onValueChange(next)
      }}
      invalid={!!error}
      disabled={disabled}
      name={name}
      positioning={positioning}
    >
      <ArkSelect.Label className={styles.label}>{label}</ArkSelect.Label>
      <ArkSelect.Control className={styles.control}>
        <ArkSelect.Trigger className={styles.trigger}>
          <ArkSelect.ValueText className={styles.valueText} placeholder={placeholder} />
          <ArkSelect.Indicator className={styles.indicator}>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      {error && <p className={styles.error}>{error}</p>}
      <Portal disabled={inDialog}>
        <ArkSelect.Positioner className={styles.positioner}>
          <ArkSelect.Content className={styles.content}>
            {collection.items.map((item) => (
              <ArkSelect.Item key={item.value} item={item} className={styles.item}>
                <ArkSelect.ItemText className={styles.itemText}>{item.label}</ArkSelect.ItemText>
                <ArkSelect.ItemIndicator className={styles.itemIndicator}>
                  <CheckIcon size={16} />
                </ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  )
}
