import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox'
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { checkbox } from 'styled-system/recipes/checkbox'

export interface CheckboxProps {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** The label; may contain links (e.g. to /cgu). */
  children: ReactNode
  name?: string
  invalid?: boolean
  disabled?: boolean
  required?: boolean
  className?: string
}

/**
 * A checkbox (Ark UI Checkbox) with a native hidden input for forms. On a pre-rendered page a tap
 * before hydration checks that native input alone: the state takes it over once the page runs,
 * as a text field keeps what was typed.
 */
export function Checkbox({
  checked,
  onCheckedChange,
  children,
  name,
  invalid,
  disabled,
  required,
  className,
}: CheckboxProps) {
  const styles = checkbox()
  const input = useRef<HTMLInputElement>(null)
  const takeOverNativeState = useEffectEvent(() => {
    const native = input.current?.checked
    if (native !== undefined && native !== checked) onCheckedChange(native)
  })
  useEffect(() => takeOverNativeState(), [])
  return (
    <ArkCheckbox.Root
      className={cx(styles.root, className)}
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked === true)}
      name={name}
      invalid={invalid}
      disabled={disabled}
      required={required}
    >
      <ArkCheckbox.Control className={styles.control}>
        <ArkCheckbox.Indicator className={styles.indicator}>
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            <path d="m5 12 5 5 9-10" fill="none" stroke="currentColor" strokeWidth="3" />
          </svg>
        </ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      <ArkCheckbox.Label className={styles.label}>{children}</ArkCheckbox.Label>
      <ArkCheckbox.HiddenInput ref={input} />
    </ArkCheckbox.Root>
  )
}
