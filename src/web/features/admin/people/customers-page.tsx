import { Link } from 'react-router';
import { listSearch, useCustomers } from '../api/people.ts';
import { AdminPage, QueryState } from '../ui/admin-page.tsx';
import { formatMomentDay } from '../ui/format.ts';
import {
  headClass,
  linkClass,
  ListPager,
  ListSearch,
  ListTable,
  tdClass,
  thClass,
  useListParams,
} from './list-controls.tsx';

/** The customers' accounts, newest first, searched by e-mail or name. */
export function CustomersPage() {
  const { values, change } = useListParams();
  const query = useCustomers(listSearch(values));
  const list = query.data;
  return (
    <AdminPage title="Customers">
      <ListSearch
        label="E-mail or name"
        value={values['q'] ?? ''}
        onSearch={(q) => change({ q })}
      />
      <QueryState
        query={query}
        loading="Loading customers…"
        failed="The customers could not be loaded."
      />
      {list &&
        (list.customers.length === 0 ? (
          <p>No customer matches.</p>
        ) : (
          <ListTable
            captionId="admin-customers-caption"
            caption="Customers, newest first"
            minWidth="min-w-[40rem]"
          >
            <thead className={headClass}>
              <tr>
                <th scope="col" className={thClass}>
                  E-mail
                </th>
                <th scope="col" className={thClass}>
                  Name
                </th>
                <th scope="col" className={thClass}>
                  Confirmed
                </th>
                <th scope="col" className={thClass}>
                  Orders
                </th>
                <th scope="col" className={thClass}>
                  Signed up
                </th>
              </tr>
            </thead>
            <tbody>
              {list.customers.map((row) => (
                <tr key={row.id} className="border-b border-line last:border-b-0">
                  <th scope="row" className={`${tdClass} text-left`}>
                    <Link
                      to={`/admin/customers/${encodeURIComponent(row.id)}`}
                      className={linkClass}
                    >
                      {row.email}
                    </Link>
                  </th>
                  <td className={tdClass}>{row.name || '—'}</td>
                  <td className={tdClass}>{row.confirmed ? 'Yes' : 'Not yet'}</td>
                  <td className={tdClass}>{row.orders}</td>
                  <td className={tdClass}>{formatMomentDay(row.signedUpAt)}</td>
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
          noun={['customer', 'customers']}
          onPage={(page) => change({ ...values, page: String(page) })}
          onPageSize={(pageSize) => change({ pageSize })}
        />
      )}
    </AdminPage>
  );
}
