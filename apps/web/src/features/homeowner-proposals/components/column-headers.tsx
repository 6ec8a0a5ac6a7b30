export type Column = {
  label: string;
  align?: 'right';
  /** Named for assistive technology only, e.g. an actions column. */
  hidden?: boolean;
};

/** The header row of the demo's tables. */
export const ColumnHeaders = ({ columns }: { columns: Column[] }) => (
  <thead className="border-b border-neutral-200 bg-neutral-50">
    <tr>
      {columns.map(({ label, align, hidden }) => (
        <th
          key={label}
          scope="col"
          className={`px-4 py-3 text-xs font-semibold tracking-wide text-neutral-600 uppercase ${
            align === 'right' ? 'text-right' : 'text-left'
          }`}
        >
          {hidden ? <span className="sr-only">{label}</span> : label}
        </th>
      ))}
    </tr>
  </thead>
);
