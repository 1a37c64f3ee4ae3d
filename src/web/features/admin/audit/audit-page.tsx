import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AuditEntry } from '../../../../contract/admin.ts';
import { cn } from '../../../lib/cn.ts';
import { Button, buttonVariants } from '../../../ui/button.tsx';
import { inputClass } from '../../../ui/form-field.tsx';
import { useAudit } from '../api/audit.ts';
import { AdminPage, QueryState } from '../ui/admin-page.tsx';
import { formatMoment, plural } from '../ui/format.ts';
import { actionWords, entityWords, KNOWN_ACTIONS, KNOWN_ENTITY_TYPES } from './audit-words.ts';

const FILTERS = ['actor', 'entityType', 'action', 'from', 'to'] as const;
type AuditFilter = (typeof FILTERS)[number];
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The log's filters and page as the address holds them (and the server reads them). */
function readAuditSearch(params: URLSearchParams) {
  const filters = Object.fromEntries(
    FILTERS.map((name) => {
      const value = (params.get(name) ?? '').trim();
      const valid = name === 'from' || name === 'to' ? ISO_DAY.test(value) : value.length <= 254;
      return [name, valid ? value : ''];
    }),
  ) as Record<AuditFilter, string>;
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

function auditSearch(filters: Record<AuditFilter, string>, page: number): string {
  const params = new URLSearchParams();
  for (const name of FILTERS) if (filters[name]) params.set(name, filters[name]);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <p className="text-ink-muted">Nothing</p>;
  return (
    <pre className="overflow-x-auto rounded-md bg-paper-deep p-3 text-xs leading-relaxed whitespace-pre-wrap">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <li className="py-3">
      <div className="grid gap-x-4 gap-y-1 text-sm md:grid-cols-[11rem_14rem_1fr_auto]">
        <p className="text-ink-muted">
          <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
        </p>
        <p className="break-all">{entry.actor}</p>
        <div>
          <p className="font-medium">
            {actionWords(entry.action)}
            <span className="font-normal text-ink-muted"> · {entityWords(entry.entityType)}</span>
          </p>
          <p>{entry.summary}</p>
        </div>
        <div>
          <Button
            variant="ghost"
            size="small"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((shown) => !shown)}
          >
            {open ? 'Hide' : 'Show'} before and after
            <ChevronDown aria-hidden className={cn('size-4', open && 'rotate-180')} />
          </Button>
        </div>
      </div>
      {open && (
        <div id={detailsId} className="mt-2 grid gap-3 md:grid-cols-2">
          <section aria-label="Before">
            <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Before</h3>
            <Json value={entry.before} />
          </section>
          <section aria-label="After">
            <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">After</h3>
            <Json value={entry.after} />
          </section>
        </div>
      )}
    </li>
  );
}

/** A choice among the names the log uses, in words; the one chosen stays even if unknown here. */
function NameSelect({
  id,
  label,
  value,
  known,
  words,
  anyLabel,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  known: readonly string[];
  words: (name: string) => string;
  anyLabel: string;
  onChange: (value: string) => void;
}) {
  const names = [...new Set([...known, ...(value ? [value] : [])])];
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      >
        <option value="">{anyLabel}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {words(name)}
          </option>
        ))}
      </select>
    </div>
  );
}

function ActorFilter({ actor, onChange }: { actor: string; onChange: (actor: string) => void }) {
  const [typed, setTyped] = useState(actor);
  const [shown, setShown] = useState(actor);
  if (shown !== actor) {
    setShown(actor);
    setTyped(actor);
  }
  return (
    <form
      role="search"
      aria-label="Audit log by who made the change"
      className="grid content-start gap-1.5 sm:col-span-2"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(typed.trim());
      }}
    >
      <label htmlFor="admin-audit-actor" className="text-sm font-medium">
        Who (part of the e-mail)
      </label>
      <div className="flex gap-2">
        <input
          id="admin-audit-actor"
          type="search"
          value={typed}
          maxLength={254}
          onChange={(event) => setTyped(event.target.value)}
          className={inputClass}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </div>
    </form>
  );
}

/** `/admin/audit`: every change the admin made, newest first, each with its before and after. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const { filters, page } = readAuditSearch(params);
  const search = auditSearch(filters, page);
  const audit = useAudit(search);
  const go = (next: Partial<Record<AuditFilter, string>>, nextPage = 1) =>
    setParams(auditSearch({ ...filters, ...next }, nextPage));
  const filtered = FILTERS.some((name) => filters[name] !== '');
  const data = audit.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const pageLink = (to: number) => {
    const query = auditSearch(filters, to);
    return `/admin/audit${query ? `?${query}` : ''}`;
  };
  return (
    <AdminPage title="Audit log">
      <section
        aria-label="Filters"
        className="grid gap-4 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
      >
        <ActorFilter actor={filters.actor} onChange={(actor) => go({ actor })} />
        <NameSelect
          id="admin-audit-entity"
          label="Record"
          value={filters.entityType}
          known={KNOWN_ENTITY_TYPES}
          words={entityWords}
          anyLabel="Any record"
          onChange={(entityType) => go({ entityType })}
        />
        <NameSelect
          id="admin-audit-action"
          label="Change"
          value={filters.action}
          known={KNOWN_ACTIONS}
          words={actionWords}
          anyLabel="Any change"
          onChange={(action) => go({ action })}
        />
        <div className="grid content-start gap-1.5">
          <label htmlFor="admin-audit-from" className="text-sm font-medium">
            From
          </label>
          <input
            id="admin-audit-from"
            type="date"
            value={filters.from}
            onChange={(event) => go({ from: event.target.value })}
            className={inputClass}
          />
        </div>
        <div className="grid content-start gap-1.5">
          <label htmlFor="admin-audit-to" className="text-sm font-medium">
            To
          </label>
          <input
            id="admin-audit-to"
            type="date"
            value={filters.to}
            onChange={(event) => go({ to: event.target.value })}
            className={inputClass}
          />
        </div>
        {filtered && (
          <div className="sm:col-span-2 lg:col-span-6">
            <Button variant="ghost" size="small" onClick={() => setParams('')}>
              Clear filters
            </Button>
          </div>
        )}
      </section>
      <div className="mt-6">
        {(!data || audit.isError) && (
          <QueryState
            query={audit}
            loading="Loading the audit log..."
            failed="The audit log could not be loaded. Please try again."
          />
        )}
        {data && data.total === 0 && (
          <div className="rounded-lg border border-line bg-white px-4 py-8 text-center">
            <p>{filtered ? 'No changes match these filters.' : 'Nothing has been changed yet.'}</p>
            {filtered && (
              <Button variant="secondary" className="mt-4" onClick={() => setParams('')}>
                Clear filters
              </Button>
            )}
          </div>
        )}
        {data && data.total > 0 && (
          <>
            <p className="text-sm text-ink-muted" role="status">
              {plural(data.total, 'change')}, newest first
            </p>
            <ul
              aria-label="Changes"
              aria-busy={audit.isPlaceholderData}
              className="mt-2 divide-y divide-line rounded-lg border border-line bg-white px-4"
            >
              {data.entries.map((entry) => (
                <Entry key={entry.id} entry={entry} />
              ))}
            </ul>
            <nav
              aria-label="Pages of the audit log"
              className="mt-4 flex flex-wrap items-center gap-3 text-sm"
            >
              <p>
                Page {Math.min(page, pages)} of {pages}
              </p>
              {page > 1 && (
                <Link
                  to={pageLink(Math.min(page - 1, pages))}
                  className={buttonVariants({ variant: 'secondary', size: 'small' })}
                >
                  Previous page
                </Link>
              )}
              {page < pages && (
                <Link
                  to={pageLink(page + 1)}
                  className={buttonVariants({ variant: 'secondary', size: 'small' })}
                >
                  Next page
                </Link>
              )}
            </nav>
          </>
        )}
      </div>
    </AdminPage>
  );
}
