import type { BillingInvoice } from '@vanilla/contracts';
import { ReceiptIcon } from '../../../components/icons';
import { formatDate } from '../../../lib/format';
import { formatMoney } from '../utils/billing-format';

const InvoiceLink = ({ invoice }: { invoice: BillingInvoice }) =>
  invoice.hosted_invoice_url ? (
    <a
      href={invoice.hosted_invoice_url}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-brand-700 underline-offset-2 hover:underline"
    >
      View<span className="sr-only"> invoice {invoice.number ?? formatDate(invoice.paid_at)}</span>
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <span className="text-neutral-400">—</span>
  );

/** Paid invoices (001 §2), newest first as the server lists them. */
export const BillingHistory = ({ invoices }: { invoices: BillingInvoice[] }) => {
  if (invoices.length === 0) {
    return (
      <div
        data-testid="billing-history-empty"
        className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-neutral-300 px-4 py-10 text-center"
      >
        <ReceiptIcon className="size-7 text-neutral-400" />
        <p className="text-sm text-neutral-500">No billing history available</p>
      </div>
    );
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-neutral-200">
      <table data-testid="billing-history" className="w-full text-left text-sm">
        <caption className="sr-only">Paid invoices</caption>
        <thead className="bg-neutral-50 text-xs font-semibold tracking-wide text-neutral-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Date
            </th>
            <th scope="col" className="hidden px-4 py-3 sm:table-cell">
              Invoice
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Amount
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Link</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {invoices.map((invoice) => (
            <tr key={invoice.id} data-testid="billing-history-row">
              <td className="px-4 py-3 text-neutral-800">
                <span className="whitespace-nowrap">{formatDate(invoice.paid_at)}</span>
                {invoice.number && (
                  <span className="block text-xs break-all text-neutral-500 sm:hidden">
                    {invoice.number}
                  </span>
                )}
              </td>
              <td className="hidden px-4 py-3 break-all text-neutral-600 sm:table-cell">
                {invoice.number ?? '—'}
              </td>
              <td className="px-4 py-3 text-right font-medium whitespace-nowrap text-neutral-900 tabular-nums">
                {formatMoney(invoice.amount_paid, invoice.currency)}
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <InvoiceLink invoice={invoice} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
