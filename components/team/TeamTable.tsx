import type { ReactNode } from 'react';
import styles from './team.module.css';

export interface Column {
  label: string;
  /** Named for screen readers only (a column of buttons). */
  hidden?: boolean;
  /** Left out of a row's card on a phone (the table keeps it on a wider screen). */
  wide?: boolean;
  /** A sortable column: its header links to the table sorted by it (`name`: the link's words). */
  sort?: { href: string; name: string; active?: 'ascending' | 'descending' };
}

export interface Row {
  key: string;
  /** The row's data-* attributes (what tests and the contract read). */
  data?: Record<`data-${string}`, string | boolean | undefined>;
  cells: ReactNode[];
}

/** A row for each item, keyed by its id. */
export const rowsOf = <T extends { id: string }>(
  items: readonly T[],
  cells: (item: T) => ReactNode[],
): Row[] => items.map((item) => ({ key: item.id, cells: cells(item) }));

/**
 * A table of the team's pages. On a narrow screen each row becomes a card and each cell
 * shows its column's name, so nothing scrolls sideways; the explicit roles keep it a table
 * for screen readers whatever its CSS display.
 */
export function TeamTable({
  columns,
  rows,
  caption,
  rowHeader = false,
  footer,
  actions,
  rowTestId,
}: {
  /** Each column, or just its name. */
  columns: readonly (Column | string)[];
  /** A last column of buttons, named for screen readers only. */
  actions?: string;
  /** Each row's data-testid (what tests and the contract read); a row's own data wins. */
  rowTestId?: string;
  rows: readonly Row[];
  caption?: string;
  /** A last row apart (totals). */
  footer?: Row;
  /** The first cell names its row (a lead, a week). */
  rowHeader?: boolean;
}) {
  const named = [
    ...columns.map((column) => (typeof column === 'string' ? { label: column } : column)),
    ...(actions ? [{ label: actions, hidden: true }] : []),
  ];
  return (
    <table className={styles.table} role="table">
      {caption && <caption>{caption}</caption>}
      <thead role="rowgroup">
        <tr role="row">
          {named.map((column) => (
            <th key={column.label} scope="col" role="columnheader" aria-sort={column.sort?.active}>
              {column.hidden ? (
                <span className="visually-hidden">{column.label}</span>
              ) : column.sort ? (
                <a href={column.sort.href} aria-label={column.sort.name}>
                  {column.label}
                  {column.sort.active && (
                    <span aria-hidden="true">{column.sort.active === 'ascending' ? ' ▲' : ' ▼'}</span>
                  )}
                </a>
              ) : (
                column.label
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <TableRow key={row.key} row={row} columns={named} rowHeader={rowHeader} testId={rowTestId} />
        ))}
      </tbody>
      {footer && (
        <tfoot role="rowgroup">
          <TableRow row={footer} columns={named} rowHeader={rowHeader} />
        </tfoot>
      )}
    </table>
  );
}

function TableRow({
  row,
  columns,
  rowHeader,
  testId,
}: {
  row: Row;
  columns: readonly Column[];
  rowHeader: boolean;
  testId?: string;
}) {
  return (
    <tr role="row" data-testid={testId} {...row.data}>
      {row.cells.map((cell, index) => {
        const label = columns[index]?.hidden ? undefined : columns[index]?.label;
        return rowHeader && index === 0 ? (
          <th key={index} scope="row" role="rowheader">
            {cell}
          </th>
        ) : (
          <td
            key={index}
            role="cell"
            data-label={label}
            className={columns[index]?.wide ? styles.wideOnly : undefined}
          >
            {cell}
          </td>
        );
      })}
    </tr>
  );
}
