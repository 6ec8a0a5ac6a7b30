import type { TransactionRow, TransactionsResponse } from '@vanilla/contracts';
import { baseApi, checkedCall } from '../../../lib/base-api';
import { patchCacheOnEvent } from '../../../lib/socket';
import { newestFirst, upsertRow } from '../utils/upsert-row';

const byDate = newestFirst((row: TransactionRow) => row.date);

const transactionsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Transaction'] }).injectEndpoints({
  endpoints: (build) => ({
    // Every invoice and payment of the scope, filtered in the browser; live by
    // `transaction.updated`.
    transactions: build.query<TransactionRow[], void>({
      query: () => checkedCall('/api/transactions'),
      transformResponse: (response: TransactionsResponse) => response.transactions,
      providesTags: ['Transaction'],
      async onCacheEntryAdded(_arg, lifecycle) {
        await patchCacheOnEvent(
          lifecycle,
          'transaction.updated',
          (draft, row) => upsertRow(draft, row, byDate),
          () =>
            lifecycle.dispatch(
              transactionsApi.endpoints.transactions.initiate(undefined, {
                forceRefetch: true,
                subscribe: false,
              }),
            ),
        );
      },
    }),
  }),
});

export const { useTransactionsQuery } = transactionsApi;
