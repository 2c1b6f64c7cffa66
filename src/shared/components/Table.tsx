import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react'
import { cx } from 'styled-system/css'
import { table } from 'styled-system/recipes/table'

export interface TableProps extends HTMLAttributes<HTMLTableElement> {
  /** Describes the table for assistive technologies (shown under it). */
  caption?: ReactNode
  /** Column headers, in order. */
  columns: ReactNode[]
  /** The body rows: <TableRow> elements. */
  children: ReactNode
  /** Accessible name of the scrolling region on narrow screens. */
  label?: string
  /**
   * 'scroll' (default): the table scrolls sideways on narrow screens. 'cards': below 768 px
   * each row is a card, each cell a line with its column's name (give each cell its `label`).
   */
  layout?: 'scroll' | 'cards'
}

/**
 * A data table with a header row; on narrow screens it scrolls sideways inside its frame, or
 * shows each row as a card (layout 'cards'). The ARIA roles keep it a table for screen readers
 * when the cards change how its elements are displayed.
 */
export function Table({
  caption,
  columns,
  children,
  label,
  layout = 'scroll',
  className,
  ...rest
}: TableProps) {
  const styles = table({ layout })
  return (
    <div
      className={styles.wrapper}
      role="region"
      aria-label={label}
      tabIndex={label ? 0 : undefined}
    >
      <table role="table" className={cx(styles.table, className)} {...rest}>
        {caption && <caption className={styles.caption}>{caption}</caption>}
        <thead role="rowgroup" className={styles.head}>
          <tr role="row">
            {columns.map((column, i) => (
              <th key={i} scope="col" role="columnheader" className={styles.header}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">{children}</tbody>
      </table>
    </div>
  )
}

export function TableRow({ className, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr role="row" className={cx(table().row, className)} {...rest} />
}

/** `label`: the cell's column, shown beside its value when the rows are cards. */
type CellLabel = { label?: string }

export function TableCell({
  className,
  label,
  ...rest
}: TdHTMLAttributes<HTMLTableCellElement> & CellLabel) {
  return <td role="cell" data-label={label} className={cx(table().cell, className)} {...rest} />
}

/** A header cell for the first column of a row (scope="row"). */
export function TableRowHeader({
  className,
  label,
  ...rest
}: ThHTMLAttributes<HTMLTableCellElement> & CellLabel) {
  return (
    <th
      scope="row"
      role="rowheader"
      data-label={label}
      className={cx(table().cell, className)}
      {...rest}
    />
  )
}
