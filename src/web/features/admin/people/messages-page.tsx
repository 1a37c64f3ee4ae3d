import { Link } from 'react-router';
import { listSearch, useMessages } from '../api/people.ts';
import { AdminPage, QueryState } from '../ui/admin-page.tsx';
import { formatMoment } from '../ui/format.ts';
import {
  headClass,
  linkClass,
  ListPager,
  ListSearch,
  ListSelect,
  ListTable,
  tdClass,
  thClass,
  useListParams,
} from './list-controls.tsx';
import { KIND_WORDS, STATE_WORDS } from './message-words.ts';

const KINDS = [
  ['', 'All'],
  ['contact', 'Contact messages'],
  ['applications', 'Programme applications'],
] as const;
const STATES = [['', 'Any'], ...Object.entries(STATE_WORDS)] as const;

/** Contact messages and programme applications, unread first. */
export function MessagesPage() {
  const { values, change } = useListParams(['kind', 'state']);
  const query = useMessages(listSearch(values));
  const list = query.data;
  return (
    <AdminPage title="Messages">
      <ListSearch
        label="Sender’s e-mail or name"
        value={values['q'] ?? ''}
        onSearch={(q) => change({ q })}
      >
        <ListSelect
          label="Kind"
          value={values['kind'] ?? ''}
          options={KINDS}
          onChange={(kind) => change({ kind })}
        />
        <ListSelect
          label="State"
          value={values['state'] ?? ''}
          options={STATES}
          onChange={(state) => change({ state })}
        />
      </ListSearch>
      <QueryState
        query={query}
        loading="Loading messages…"
        failed="The messages could not be loaded."
      />
      {list &&
        (list.messages.length === 0 ? (
          <p>No message matches.</p>
        ) : (
          <ListTable
            captionId="admin-messages-caption"
            caption="Messages, unread first, then newest first"
            minWidth="min-w-[48rem]"
          >
            <thead className={headClass}>
              <tr>
                <th scope="col" className={thClass}>
                  From
                </th>
                <th scope="col" className={thClass}>
                  Kind
                </th>
                <th scope="col" className={thClass}>
                  About
                </th>
                <th scope="col" className={thClass}>
                  Message
                </th>
                <th scope="col" className={thClass}>
                  State
                </th>
                <th scope="col" className={thClass}>
                  Received
                </th>
              </tr>
            </thead>
            <tbody>
              {list.messages.map((row) => (
                <tr key={row.id} className="border-b border-line last:border-b-0">
                  <th scope="row" className={`${tdClass} text-left`}>
                    <Link to={`/admin/messages/${row.id}`} className={linkClass}>
                      {row.name}
                    </Link>
                    <span className="block font-normal text-ink-muted">{row.email}</span>
                  </th>
                  <td className={tdClass}>{KIND_WORDS[row.kind]}</td>
                  <td className={tdClass}>{row.about ?? '—'}</td>
                  <td className={`${tdClass} max-w-80 truncate`}>{row.excerpt}</td>
                  <td className={`${tdClass} ${row.state === 'unread' ? 'font-semibold' : ''}`}>
                    {STATE_WORDS[row.state]}
                  </td>
                  <td className={tdClass}>{formatMoment(row.receivedAt)}</td>
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
          noun={['message', 'messages']}
          onPage={(page) => change({ ...values, page: String(page) })}
          onPageSize={(pageSize) => change({ pageSize })}
        />
      )}
    </AdminPage>
  );
}
