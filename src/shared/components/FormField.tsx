import {
  useEffect,
  useId,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react'
import { cx } from 'styled-system/css'
import { field } from 'styled-system/recipes/field'

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode
  /** Shown under the input in red; marks the input aria-invalid. */
  error?: ReactNode
  /** Help text under the input (a live checklist, a hint). */
  help?: ReactNode
  id?: string
  /** Class of the wrapper. */
  className?: string
}

/** Label, input, help and error, tied together by ids for assistive technologies. */
export function FormField({ label, error, help, id, className, ...input }: FormFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const helpId = `${inputId}-help`
  const errorId = `${inputId}-error`
  const styles = field()
  const inputRef = useRef<HTMLInputElement>(null)
  // A pre-rendered page can be typed into before it hydrates: the typed text is kept (the field
  // reports it once, as a change) instead of being replaced by the empty starting value.
  const typedBeforeHydration = useRef({ value: input.value, onChange: input.onChange })
  useEffect(() => {
    const node = inputRef.current
    const { value, onChange } = typedBeforeHydration.current
    if (!node || !onChange || value === undefined || node.value === String(value)) return
    onChange({ target: node, currentTarget: node } as ChangeEvent<HTMLInputElement>)
  }, [])
  const describedBy = [help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className={cx(styles.root, className)}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {help && (
        <div id={helpId} className={styles.help}>
          {help}
        </div>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
