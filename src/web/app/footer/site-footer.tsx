import { useState } from 'react';
import { Link } from 'react-router';
import { categoryPath, SHOP_MENU } from '../../lib/categories.ts';
import { linksByPath, type PageLink } from '../../lib/page-links.ts';
import { getPublicConfig } from '../../lib/public-config.ts';
import { useClock } from '../../lib/sync/clock.ts';
import { InstagramIcon, PinterestIcon, YouTubeIcon } from '../../ui/brand-icons.tsx';
import { useNewsletterConfirmationLink } from './newsletter-confirmation-link.ts';
import { NewsletterForm } from './newsletter-form.tsx';

/** The shop's accounts, under its handle (`SOCIAL_HANDLE`). */
export function socialLinks(handle: string) {
  return [
    { label: 'Instagram', href: `https://www.instagram.com/${handle}/`, Icon: InstagramIcon },
    { label: 'Pinterest', href: `https://www.pinterest.com/${handle}/`, Icon: PinterestIcon },
    { label: 'YouTube', href: `https://www.youtube.com/@${handle}`, Icon: YouTubeIcon },
  ] as const;
}

const SHOP_LINKS = [
  { to: '/shop', label: 'All Products' },
  ...SHOP_MENU.map((category) => ({ to: categoryPath(category.slug), label: category.name })),
  { to: '/best-designs', label: 'Best Designs' },
];

const COMPANY_LINKS = linksByPath({
  '/about': 'About',
  '/blog': 'Blog',
  '/faq': 'FAQ',
  '/contact': 'Contact',
  '/trade-program': 'Trade Program',
  '/commercial-program': 'Commercial Program',
  '/made-for-interior-designers': 'Made for Interior Designers',
  '/sustainability': 'Sustainability',
  '/manufacturing': 'Manufacturing',
  '/assembly': 'Assembly',
  '/warranty': 'Warranty',
});

const POLICY_LINKS = linksByPath({
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-use': 'Terms of Use',
  '/return-policy': 'Return Policy',
  '/shipping-policy': 'Shipping Policy',
});

function LinkColumn({ title, links }: { title: string; links: readonly PageLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-11 items-center text-sm text-ink-muted hover:text-ink hover:underline sm:min-h-9"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { brandName, socialHandle } = getPublicConfig();
  const clock = useClock();
  const [year] = useState(() => new Date(clock.now()).getFullYear());
  useNewsletterConfirmationLink();
  return (
    <footer className="border-t border-line bg-paper-deep">
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.4fr)] lg:px-8">
        <LinkColumn title="Shop" links={SHOP_LINKS} />
        <LinkColumn title="Company" links={COMPANY_LINKS} />
        <LinkColumn title="Policies" links={POLICY_LINKS} />
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="text-sm font-semibold">
            New designs by email
          </h2>
          <p className="mt-3 mb-4 text-sm text-ink-muted">
            A short email when we release new designs and finishes.
          </p>
          <NewsletterForm />
        </section>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex w-full max-w-6xl flex-col-reverse items-start justify-between gap-4 px-4 py-6 sm:flex-row sm:items-center sm:px-6 lg:px-8">
          <p className="text-sm text-ink-muted">
            © {year} {brandName}
          </p>
          <ul className="flex gap-1" aria-label="Social media">
            {socialLinks(socialHandle).map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (opens in a new tab)`}
                  className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-ink/5"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
