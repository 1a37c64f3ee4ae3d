// Icons the shop's own pages do not draw (not lucide's `Menu`, `X`): a module the admin shares
// with them is split by the bundler into chunks of its own, which their first loads then fetch.
import { AlignJustify, Store } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { getPublicConfig } from '../../lib/public-config.ts';
import { useKeptOutOfSearch } from './admin-meta.ts';

const ADMIN_LINKS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/orders', label: 'Orders', end: false },
  { to: '/admin/discount-codes', label: 'Discount codes', end: false },
  { to: '/admin/customers', label: 'Customers', end: false },
  { to: '/admin/subscribers', label: 'Subscribers', end: false },
  { to: '/admin/messages', label: 'Messages', end: false },
  { to: '/admin/about', label: 'About page', end: false },
  { to: '/admin/audit', label: 'Audit log', end: false },
] as const;

const navLinkClass =
  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-ink hover:bg-ink/5 aria-[current=page]:underline aria-[current=page]:underline-offset-8';

function AdminNav({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin" className={className}>
      <ul className="flex flex-col gap-1 md:flex-row">
        {ADMIN_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={cn(navLinkClass, 'w-full')}
              onClick={onNavigate}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The admin's frame: the shop's name and "Admin", the admin's pages, a way back to the shop and
 * the account menu (where the owner signs out). Below 768 px the pages fold into a Menu button.
 * None of it is printed: a printed page is the sheet, slip or invoice alone.
 */
export function AdminShell({
  accountMenu,
  children,
}: {
  /** The shop's account menu, handed down by the app's shell. */
  accountMenu: ReactNode;
  children: ReactNode;
}) {
  const { brandName } = getPublicConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  // The folded menu closes when another page opens (a link in it, Back or Forward).
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  useKeptOutOfSearch();
  return (
    <div className="flex min-h-dvh flex-col bg-paper">
      <a
        href="#main-content"
        className="sr-only z-[80] rounded-md bg-ink text-paper focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-3 print:hidden"
      >
        Skip to content
      </a>
      <header
        className="sticky top-0 z-40 border-b border-line bg-paper print:hidden"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menuOpen) {
            setMenuOpen(false);
            menuButton.current?.focus();
          }
        }}
      >
        <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-2 px-2 sm:px-6 lg:px-8">
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-ink/5 md:hidden"
          >
            <AlignJustify aria-hidden className="size-5" />
            <span className="sr-only">Admin menu</span>
          </button>
          <Link
            to="/admin"
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md text-lg font-semibold tracking-tight"
          >
            {brandName}
            <span className="rounded-sm border border-ink/80 px-1.5 text-xs font-semibold tracking-wide uppercase">
              Admin
            </span>
          </Link>
          <AdminNav className="ml-6 hidden md:block" />
          <div className="ml-auto flex items-center gap-1">
            <Link
              to="/"
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium hover:bg-ink/5"
            >
              <Store aria-hidden className="size-5" />
              <span className="max-sm:sr-only">Back to the shop</span>
            </Link>
            {accountMenu}
          </div>
        </div>
        {menuOpen && (
          <div id={menuId} className="border-t border-line px-2 py-2 md:hidden">
            <AdminNav onNavigate={() => setMenuOpen(false)} />
          </div>
        )}
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </div>
  );
}
