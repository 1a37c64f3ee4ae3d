import { listSearch, useSubscribers } from '../api/people.ts';
import { AdminPage, QueryState } from '../ui/admin-page.tsx';
import { formatMomentDay } from '../ui/format.ts';
import {
  headClass,
  ListPager,
  ListSearch,
  ListTable,
  tdClass,
  thClass,
  useListParams,
} from './list-controls.tsx';

/** The newsletter's confirmed subscribers, newest first, and the same list as a CSV file. */
export function SubscribersPage() {
  const { values, change } = useListParams();
  const query = useSubscribers(listSearch(values));
  const list = query.data;
  return (
    <AdminPage
      title="Newsletter subscribers"
      actions={
        <a
          href={`/api/admin/subscribers.csv${listSearch({ q: values['q'] })}`}
          download
          className="inline-flex min-h-11 items-center rounded-md border border-line px-4 text-sm font-medium"
        >
          Download CSV
        </a>
      }
    >
      <p className="mb-4 text-sm text-ink-muted">
        Only addresses whose owners confirmed them, and have not unsubscribed since.
      </p>
      <ListSearch label="E-mail" value={values['q'] ?? ''} onSearch={(q) => change({ q })} />
      <QueryState
        query={query}
        loading="Loading subscribers…"
        failed="The subscribers could not be loaded."
      />
      {list &&
        (list.subscribers.length === 0 ? (
          <p>No confirmed subscriber matches.</p>
        ) : (
          <ListTable
            captionId="admin-subscribers-caption"
            caption="Confirmed subscribers, newest first"
            minWidth="min-w-[28rem]"
          >
            <thead className={headClass}>
              <tr>
                <th scope="col" className={thClass}>
                  E-mail
                </th>
                <th scope="col" className={thClass}>
                  Source
                </th>
                <th scope="col" className={thClass}>
                  Confirmed
                </th>
              </tr>
            </thead>
            <tbody>
              {list.subscribers.map((row) => (
                <tr key={row.id} className="border-b border-line last:border-b-0">
                  <th scope="row" className={`${tdClass} text-left font-medium`}>
                    {row.email}
                  </th>
                  <td className={tdClass}>{row.source}</td>
                  <td className={tdClass}>{formatMomentDay(row.confirmedAt)}</td>
                </tr>
              ))}
            </tbody>
          </ListTable>
        ))}
      {list && (
        <ListPager
          total={list.total}
          page={list.page}
          pageSize={list.pageSize}
          noun={['subscriber', 'subscribers']}
          onPage={(page) => change({ ...values, page: String(page) })}
          onPageSize={(pageSize) => change({ pageSize })}
        />
      )}
    </AdminPage>
  );
}
