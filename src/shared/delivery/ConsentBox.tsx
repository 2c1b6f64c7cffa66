import { Checkbox } from '@/shared/components/Checkbox'

/**
 * The unticked box that asks a delivery's consent (a transfer's, decision 063; a claim's,
 * decision 064): its wording is the one whose version the form sends; it shows invalid once a
 * sending was refused for want of it.
 */
export function ConsentBox({
  wording,
  checked,
  onCheckedChange,
  missing,
  disabled,
}: {
  wording: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** True once a sending was refused for want of the consent. */
  missing: boolean
  disabled: boolean
}) {
  return (
    <Checkbox
      name="consent"
      checked={checked}
      onCheckedChange={onCheckedChange}
      invalid={missing && !checked}
      disabled={disabled}
    >
      {wording}
    </Checkbox>
  )
}
