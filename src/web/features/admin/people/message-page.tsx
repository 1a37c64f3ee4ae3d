import { Link, useParams } from 'react-router';
import { MESSAGE_STATES } from '../../../../contract/admin-people.ts';
import { Button } from '../../../ui/button.tsx';
import { useMessage, useSetMessageState } from '../api/people.ts';
import { AdminPage, QueryState } from '../ui/admin-page.tsx';
import { formatMoment } from '../ui/format.ts';
import { linkClass } from './list-controls.tsx';
import { KIND_WORDS, STATE_WORDS } from './message-words.ts';

const MARK_WORDS = { unread: 'Mark unread', read: 'Mark read', answered: 'Mark answered' } as const;

/** One message or application in full, marked read, answered or unread again by the owner. */
export function MessagePage() {
  const { messageId = '' } = useParams();
  const query = useMessage(messageId);
  const mark = useSetMessageState();
  const message = query.data;
  return (
    <AdminPage title={message ? `${KIND_WORDS[message.kind]} from ${message.name}` : 'Message'}>
      <p className="mb-4">
        <Link to="/admin/messages" className={linkClass}>
          All messages
        </Link>
      </p>
      <QueryState
        query={query}
        loading="Loading the message…"
        failed="The message could not be loaded."
      />
      {message && (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium">From</dt>
            <dd className="break-words">
              {message.name} &lt;
              <a href={`mailto:${message.email}`} className={linkClass}>
                {message.email}
              </a>
              &gt;
              {message.customerId && (
                <>
                  {' · '}
                  <Link
                    to={`/admin/customers/${encodeURIComponent(message.customerId)}`}
                    className={linkClass}
                  >
                    their account
                  </Link>
                </>
              )}
            </dd>
            <dt className="font-medium">Received</dt>
            <dd>{formatMoment(message.receivedAt)}</dd>
            {message.topic && (
              <>
                <dt className="font-medium">Topic</dt>
                <dd>{message.topic}</dd>
              </>
            )}
            {message.company && (
              <>
                <dt className="font-medium">Company</dt>
                <dd>{message.company}</dd>
              </>
            )}
            {message.phone && (
              <>
                <dt className="font-medium">Phone</dt>
                <dd>{message.phone}</dd>
              </>
            )}
            {message.website && (
              <>
                <dt className="font-medium">Website</dt>
                <dd className="break-words">{message.website}</dd>
              </>
            )}
            <dt className="font-medium">State</dt>
            <dd aria-live="polite">{STATE_WORDS[message.state]}</dd>
          </dl>
          <p className="mt-6 rounded-lg border border-line bg-white p-4 break-words whitespace-pre-wrap">
            {message.message}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            {MESSAGE_STATES.filter((state) => state !== message.state).map((state) => (
              <Button
                key={state}
                variant={state === 'unread' ? 'secondary' : 'primary'}
                disabled={mark.isPending}
                onClick={() => mark.mutate({ id: message.id, state })}
              >
                {MARK_WORDS[state]}
              </Button>
            ))}
          </div>
          {mark.isError && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {mark.error.message}
            </p>
          )}
        </>
      )}
    </AdminPage>
  );
}
