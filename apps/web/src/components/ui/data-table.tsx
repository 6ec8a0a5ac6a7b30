import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes of the column's cells on wide screens (alignment, hiding). */
  className?: string;
};

type DataTableProps<Row> = {
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first column names the row; it is a link when the row opens a page. */
  title: Column<Row>;
  columns: readonly Column<Row>[];
  /** Where a row leads; null keeps it still (sample rows). */
  href?: (row: Row) => string | null;
  /** At the end of each row: its actions. */
  actions?: (row: Row) => ReactNode;
  /** Show the actions column's "Actions" heading (a list whose spec names the column). */
  showActionsHeader?: boolean;
  /** Before the title: a selection checkbox. */
  select?: (row: Row) => ReactNode;
  /** The selection column's header (a select-all checkbox), also above the cards on phones. */
  selectAll?: ReactNode;
};

const th =
  'px-3 py-3 text-left text-xs font-semibold tracking-wide text-neutral-500 uppercase first:pl-5 last:pr-5';
const td = 'px-3 py-3 align-middle first:pl-5 last:pr-5';

/**
 * The pipeline's lists: a table from `md`, a card per row on phones. A row that leads somewhere
 * opens on a click anywhere on it; its title is the link keyboards and screen readers use.
 */
export const DataTable = <Row,>({
  caption,
  rows,
  rowKey,
  title,
  columns,
  href,
  actions,
  showActionsHeader = false,
  select,
  selectAll,
}: DataTableProps<Row>) => {
  const navigate = useNavigate();
  const open = (event: MouseEvent<HTMLElement>, to: string | null) => {
    if (to === null || (event.target as HTMLElement).closest('a, button, input, label, select')) {
      return;
    }
    void navigate(to);
  };
  const titleOf = (row: Row) => {
    const to = href?.(row) ?? null;
    return to === null ? (
      <span className="font-medium text-neutral-900">{title.cell(row)}</span>
    ) : (
      <Link
        to={to}
        className="rounded font-medium text-neutral-900 hover:text-brand-700 hover:underline"
      >
        {title.cell(row)}
      </Link>
    );
  };

  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-neutral-200 bg-white shadow-sm md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-neutral-200 bg-neutral-50">
            <tr>
              {select && (
                <th scope="col" className={`${th} w-10`}>
                  {selectAll ?? <span className="sr-only">Select</span>}
                </th>
              )}
              <th scope="col" className={`${th} ${title.className ?? ''}`}>
                {title.header}
              </th>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={`${th} ${column.className ?? ''}`}>
                  {column.header}
                </th>
              ))}
              {actions && (
                <th scope="col" className={`${th} text-right`}>
                  <span className={showActionsHeader ? '' : 'sr-only'}>Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100">
            {rows.map((row) => {
              const to = href?.(row) ?? null;
              return (
                <tr
                  key={rowKey(row)}
                  data-row-id={rowKey(row)}
                  onClick={(event) => open(event, to)}
                  className={
                    to === null ? '' : 'cursor-pointer transition-colors hover:bg-neutral-50'
                  }
                >
                  {select && <td className={td}>{select(row)}</td>}
                  <th
                    scope="row"
                    className={`${td} text-left font-normal ${title.className ?? ''}`}
                  >
                    {titleOf(row)}
                  </th>
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      className={`${td} text-neutral-700 ${column.className ?? ''}`}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                  {actions && (
                    <td className={`${td} text-right whitespace-nowrap`}>{actions(row)}</td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      {selectAll && (
        <label className="flex items-center gap-3 px-4 text-sm font-medium text-neutral-700 md:hidden">
          {selectAll}
          Select all
        </label>
      )}
      <ul aria-label={caption} className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li
            key={rowKey(row)}
            data-row-id={rowKey(row)}
            onClick={(event) => open(event, href?.(row) ?? null)}
            className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start gap-3">
              {select?.(row)}
              <div className="min-w-0 flex-1 text-base break-words">{titleOf(row)}</div>
            </div>
            <dl className="mt-3 grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-2 text-sm">
              {columns.map((column) => (
                <div key={column.header} className="contents">
                  <dt className="text-neutral-500">{column.header}</dt>
                  <dd className="min-w-0 break-words text-neutral-800">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions && <div className="mt-3 flex flex-wrap gap-2">{actions(row)}</div>}
          </li>
        ))}
      </ul>
    </>
  );
};
