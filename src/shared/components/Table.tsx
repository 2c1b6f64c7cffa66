import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react'
import { cx } from 'styled-system/css'
import { table } from 'styled-system/recipes'

export interface TableProps extends HTMLAttributes<HTMLTableElement> {
  /** Describes the table for assistive technologies (shown under it). */
  caption?: ReactNode
  /** Column headers, in order. */
  columns: ReactNode[]
  /** The body rows: <TableRow> elements. */
  children: ReactNode
  /** Accessible name of the scrolling region on narrow screens. */
  label?: string
}

/** A data table with a header row; scrolls sideways inside its frame on narrow screens. */
export function Table({ caption, columns, children, label, className, ...rest }: TableProps) {
  const styles = table()
  return (
    <div
      className={styles.wrapper}
      role="region"
      aria-label={label}
      tabIndex={label ? 0 : undefined}
    >
      <table className={cx(styles.table, className)} {...rest}>
        {caption && <caption className={styles.caption}>{caption}</caption>}
        <thead className={styles.head}>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={styles.header}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

export function TableRow({ className, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cx(table().row, className)} {...rest} />
}

export function TableCell({ className, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cx(table().cell, className)} {...rest} />
}

/** A header cell for the first column of a row (scope="row"). */
export function TableRowHeader({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="row" className={cx(table().cell, className)} {...rest} />
}
