import { Fragment, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/** One column of a {@link DataTable}. */
export interface TableColumn {
  key: string;
  label: ReactNode;
  /** A column of row actions: its name is read by screen readers only. */
  srOnly?: boolean;
  align?: 'start' | 'end';
  /** Set when the rows are sorted by this column: said to screen readers as `aria-sort`. */
  sort?: 'ascending' | 'descending';
}

/** The class of a data cell: every table's rows line up on the same grid. */
export const tableCell = 'py-3 pr-4 align-top';
/** The class of a body row: a rule above each. */
export const tableRow = 'border-t border-slate-200';

/** The class of a column's header cell. */
export function headerCellClass(column: Pick<TableColumn, 'align'>): string {
  return cn('pr-4 pb-2 font-semibold last:pr-0', column.align === 'end' && 'text-right');
}

/**
 * A table of records (admin and shop areas): a caption (visible or for screen readers only), column
 * headers with `scope="col"`, one row per record drawn by `renderRow` (its first cell a `<th scope="row">`,
 * its last the row's actions), and `empty` in place of the table when there are no rows. On a narrow
 * screen it scrolls sideways in its own box, which takes the focus (arrow keys scroll it) and is named
 * by the caption.
 */
export function DataTable<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  renderRow,
  empty,
  minWidth,
  small = false,
  scrollY = false,
}: {
  caption: string;
  captionVisible?: boolean;
  columns: readonly TableColumn[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** The row's `<tr>` (use {@link tableRow} and {@link tableCell} for the common look). */
  renderRow: (row: Row) => ReactNode;
  /** Shown instead of the table when there are no rows; without it an empty table keeps its headers. */
  empty?: ReactNode;
  /** Below this width the table scrolls sideways (a CSS length, e.g. `44rem`). */
  minWidth: string;
  /** Small text in every cell, not only the headers. */
  small?: boolean;
  /** A long table scrolls down inside a box of limited height too. */
  scrollY?: boolean;
}) {
  const captionId = useId();
  if (rows.length === 0 && empty !== undefined) return <p className="text-muted">{empty}</p>;
  return (
    // NOTE: `relative` keeps the visually hidden texts (caption, action headers) inside the box instead of widening the page.
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must take the focus, so that arrow keys scroll it.
      tabIndex={0}
      aria-labelledby={captionId}
      className={cn(
        'relative min-w-0 rounded-xl focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40',
        scrollY ? 'max-h-96 overflow-auto' : 'overflow-x-auto',
      )}
    >
      <table className={cn('w-full text-left', small && 'text-sm')} style={{ minWidth }}>
        <caption id={captionId} className={captionVisible ? 'pb-2 text-left font-semibold text-ink' : 'sr-only'}>
          {caption}
        </caption>
        <thead>
          <tr className="text-sm text-muted">
            {columns.map((column) => (
              <th key={column.key} scope="col" aria-sort={column.sort} className={headerCellClass(column)}>
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <Fragment key={rowKey(row, index)}>{renderRow(row)}</Fragment>
          ))}
        </tbody>
      </table>
    </section>
  );
}
