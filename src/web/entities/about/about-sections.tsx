import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

// The About page's sections as they are drawn: the page itself and the admin's preview of a section
// draw them with these same components, so what the owner previews is what customers see.

/** A section as it is shown: its title, its text in paragraphs, its picture. */
export interface ShownSection {
  title: string;
  paragraphs: string[];
  imageUrl: string | null;
}

/** Plain text as the page shows it: a blank line starts a paragraph; the text is never markup. */
export function paragraphsOf(content: string): string[] {
  return content.split(/\n\s*\n/).map((paragraph) => paragraph.trim());
}

export function Paragraphs({ section, className }: { section: ShownSection; className?: string }) {
  return (
    <div className={cn('space-y-4 text-ink-muted', className)}>
      {section.paragraphs.map((paragraph, at) => (
        <p key={at}>{paragraph}</p>
      ))}
    </div>
  );
}

/** An owner's picture for a section; the sections read as finished without one. */
export function SectionImage({
  section,
  className,
}: {
  section: ShownSection;
  className?: string;
}) {
  if (!section.imageUrl) return null;
  return (
    <img
      src={section.imageUrl}
      alt={section.title}
      width={800}
      height={600}
      loading="lazy"
      decoding="async"
      className={cn('aspect-[4/3] w-full rounded-md border border-line object-cover', className)}
    />
  );
}

export function Band({
  label,
  title,
  className,
  children,
}: {
  label: string;
  /** The band's heading; without it, the children hold a heading with the band's id. */
  title?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = `about-${label}`;
  return (
    <section aria-labelledby={id} className={cn('border-b border-line', className)}>
      <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
        {title !== undefined && (
          <h2 id={id} className="text-3xl font-semibold tracking-tight">
            {title}
          </h2>
        )}
        {children}
      </div>
    </section>
  );
}

/** How a card of an owner-managed section looks: a founder's, or one of the reasons to choose us. */
export const CARD_LOOKS = {
  founder: {
    card: 'rounded-md border border-line p-6',
    title: 'text-xl font-semibold',
    text: 'mt-3',
  },
  advantage: { card: 'bg-paper p-6', title: 'text-lg font-semibold', text: 'mt-2' },
} as const;

/** An owner-managed section as a card in a list: its picture, title and text. */
export function SectionCard({
  section,
  look,
}: {
  section: ShownSection;
  look: keyof typeof CARD_LOOKS;
}) {
  const classes = CARD_LOOKS[look];
  return (
    <li className={classes.card}>
      <SectionImage section={section} className="mb-6" />
      <h3 className={classes.title}>{section.title}</h3>
      <Paragraphs section={section} className={classes.text} />
    </li>
  );
}

export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className="text-sm font-medium tracking-wide text-ink-muted uppercase">{children}</p>;
}

/** A text section: eyebrow, heading and text beside each other on wide screens. */
export function TextSection({
  id,
  eyebrow,
  section,
  className,
}: {
  id: string;
  eyebrow: string;
  section: ShownSection;
  className?: string;
}) {
  return (
    <Band label={id} {...(className ? { className } : {})}>
      <div className="grid gap-8 md:grid-cols-2 md:gap-12">
        <div>
          {/* An owner's title may say the same ("Our promise"): then once is enough. */}
          {eyebrow.toLowerCase() !== section.title.trim().toLowerCase() && (
            <Eyebrow>{eyebrow}</Eyebrow>
          )}
          <h2
            id={`about-${id}`}
            className="mt-3 text-3xl font-semibold tracking-tight text-balance"
          >
            {section.title}
          </h2>
        </div>
        <div className="space-y-6">
          <Paragraphs section={section} className="text-lg" />
          <SectionImage section={section} />
        </div>
      </div>
    </Band>
  );
}

/** The keys the page shows as founders' cards and as reasons to choose us; the rest are text sections. */
const FOUNDER_KEYS: readonly string[] = ['founder-1', 'founder-2'];
const ADVANTAGE_KEYS: readonly string[] = [
  'designed-to-evolve',
  'customization-without-complexity',
  'community-of-creators',
];

/** The eyebrows the page puts over its text sections. */
const TEXT_EYEBROWS: Readonly<Record<string, string>> = {
  hero: 'About us',
  'crafting-dreams': 'Our story',
  'vision-to-reality': 'Our promise',
  'your-story': 'Your story',
};

/** One section drawn where its key places it on the About page: a card, or a text section. */
export function AboutSectionView({
  sectionKey,
  section,
}: {
  sectionKey: string;
  section: ShownSection;
}) {
  if (FOUNDER_KEYS.includes(sectionKey) || ADVANTAGE_KEYS.includes(sectionKey)) {
    return (
      <ul className="grid">
        <SectionCard
          section={section}
          look={FOUNDER_KEYS.includes(sectionKey) ? 'founder' : 'advantage'}
        />
      </ul>
    );
  }
  return (
    <TextSection
      id={`preview-${sectionKey || 'section'}`}
      eyebrow={TEXT_EYEBROWS[sectionKey] ?? 'About us'}
      section={section}
    />
  );
}
