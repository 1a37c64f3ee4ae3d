import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/button.tsx';

export const PAGE_SIZES = ['25', '50', '100'] as const;

const inputClass =
  'min-h-11 rounded-md border border-line bg-white px-3 text-base focus-visible:outline-2 sm:text-sm';

/**
 * A list's search, page and page size, kept in the address so a reload or a shared link shows the
 * same page; a new search or page size starts again from the first page.
 */
export function useListParams(extra: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const read = (key: string) => params.get(key) ?? '';
  const values: Record<string, string> = {
    q: read('q'),
    page: read('page'),
    pageSize: read('pageSize'),
  };
  for (const key of extra) values[key] = read(key);
  const change = (next: Record<string, string>) => {
    const merged = { ...values, page: '', ...next };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) if (value) search.set(key, value);
    setParams(search);
  };
  return { values, change };
}

export function ListSearch({
  label,
  value,
  onSearch,
  children,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
  children?: ReactNode;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-3">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={`${inputClass} w-full max-w-80`}
        />
      </div>
      {children}
      <Button type="submit">Search</Button>
    </form>
  );
}

export function ListSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      >
        {options.map(([option, words]) => (
          <option key={option} value={option}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}

/** How many there are, which page this is, the way to the others, and how many to a page. */
export function ListPager({
  total,
  page,
  pageSize,
  noun,
  onPage,
  onPageSize,
}: {
  total: number;
  page: number;
  pageSize: number;
  noun: readonly [string, string];
  onPage: (page: number) => void;
  onPageSize: (size: string) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-end justify-between gap-3 text-sm">
      <p aria-live="polite">
        {total} {total === 1 ? noun[0] : noun[1]}, page {page} of {pages}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous page
        </Button>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next page
        </Button>
        <ListSelect
          label="Per page"
          value={String(pageSize)}
          options={PAGE_SIZES.map((size) => [size, size] as const)}
          onChange={onPageSize}
        />
      </div>
    </nav>
  );
}

/** A table that scrolls sideways on its own at a phone's width, reachable and named for the keyboard. */
export function ListTable({
  captionId,
  caption,
  minWidth,
  children,
}: {
  captionId: string;
  caption: string;
  minWidth: string;
  children: ReactNode;
}) {
  return (
    <div
      // Positioned, so the headers' screen-reader text stays inside the scrolling region.
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-line bg-white focus-visible:outline-2"
    >
      <table className={`w-full ${minWidth} border-collapse text-sm`}>
        <caption id={captionId} className="px-3 py-2 text-left text-ink-muted">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

export const thClass = 'px-3 py-2 font-medium';
export const tdClass = 'px-3 py-3 align-top';
export const headClass = 'border-y border-line bg-paper-deep text-left';
export const linkClass = 'font-medium underline underline-offset-4';
