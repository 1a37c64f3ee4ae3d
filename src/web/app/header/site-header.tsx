import { NavLink } from 'react-router';
import { BrandLink } from './brand-link.tsx';
import { HeaderActions } from './header-actions.tsx';
import { InchConfigButton } from './inch-config-button.tsx';
import { FREE_FORM_LINK, MAIN_LINKS } from './main-links.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { navItemClass } from './nav-styles.ts';
import { NewBadge } from './new-badge.tsx';
import { ShopDropdown } from './shop-dropdown.tsx';

/**
 * The default header: the whole navigation from 1024 px, where every entry fits on one line; below
 * it, a menu with a Shop accordion holding every entry, Free Form and its NEW badge included.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-[var(--banner-height,0px)] z-40 border-b border-line bg-paper">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-1 px-2 sm:px-6 lg:px-8">
        <MobileMenu className="lg:hidden" />
        <BrandLink />
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 lg:flex">
          <ShopDropdown />
          <InchConfigButton className={navItemClass} />
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={navItemClass}>
              {link.label}
            </NavLink>
          ))}
          <NavLink to={FREE_FORM_LINK.to} className={navItemClass}>
            {FREE_FORM_LINK.label}
            <NewBadge />
          </NavLink>
        </nav>
        <HeaderActions className="ml-auto" />
      </div>
    </header>
  );
}
