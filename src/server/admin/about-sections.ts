import { asc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type {
  AboutSectionSettings,
  AdminAboutList,
  AdminAboutSection,
} from '../../contract/admin.ts';
import type { Database } from '../db/client.ts';
import { aboutSections } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { writeAudit, type Actor } from '../lib/audit.ts';
import type { ImageStore } from '../lib/image-store.ts';

type SectionRow = typeof aboutSections.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Whether a Postgres error (or the one it wraps) is a unique constraint refusing a row. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const takenMessage = (key: string) =>
  `There is already a section ${key}. Each section key names one section: choose another.`;
const taken = (key: string) =>
  new AppError('conflict', takenMessage(key), { sectionKey: takenMessage(key) });

function viewOf(row: SectionRow): AdminAboutSection {
  return {
    id: row.id,
    sectionKey: row.sectionKey,
    title: row.title,
    content: row.content,
    imageUrl: row.imageUrl,
    active: row.isActive,
    sortOrder: row.sortOrder,
    version: row.version,
  };
}

/** What the owner set, as the audit log keeps it before and after a change. */
function settingsOf(row: AdminAboutSection) {
  return {
    sectionKey: row.sectionKey,
    title: row.title,
    content: row.content,
    imageUrl: row.imageUrl,
    active: row.active,
  };
}

const SETTING_WORDS: Readonly<Record<keyof ReturnType<typeof settingsOf>, string>> = {
  sectionKey: 'section key',
  title: 'title',
  content: 'text',
  imageUrl: 'picture',
  active: 'active',
};

/**
 * The About page's sections as the owner keeps them: listed in the page's order, created, edited,
 * moved up and down, and deleted. Each change locks what it changes, checks the version the owner
 * saw, counts the version up and writes one audit entry in the same transaction. The storefront
 * reads the table on every answer (`GET /api/about` is never kept) and a kept About screen is
 * checked against the sections' versions, so a change shows on the next visit.
 */
export function adminAboutSections(
  db: Database,
  pictures: Pick<ImageStore, 'list'>,
  now: () => Date,
) {
  /** The sections in the page's order: sort order, then key, as the About page reads them. */
  const ordered = (reader: Pick<Database, 'select'>) =>
    reader
      .select()
      .from(aboutSections)
      .orderBy(asc(aboutSections.sortOrder), asc(aboutSections.sectionKey));

  /** The settings as stored, once the picture is one the store serves. */
  async function valuesOf(input: AboutSectionSettings) {
    if (input.imageUrl !== null && !(await pictures.list()).includes(input.imageUrl)) {
      const message = 'Choose one of the listed pictures, or none.';
      throw new AppError('invalid', message, { imageUrl: message });
    }
    return {
      sectionKey: input.sectionKey,
      title: input.title,
      content: input.content,
      imageUrl: input.imageUrl,
      isActive: input.active,
    };
  }

  async function locked(tx: Tx, id: string, version: number | null): Promise<SectionRow> {
    const [row] = await tx
      .select()
      .from(aboutSections)
      .where(eq(aboutSections.id, id))
      .for('update');
    if (!row) throw new AppError('not_found', 'There is no such About section.');
    if (version !== null && row.version !== version) {
      throw new AppError(
        'conflict',
        `${row.sectionKey} was changed meanwhile. Reload the sections to see it as it now is, then make your change again.`,
      );
    }
    return row;
  }

  async function changed(tx: Tx, id: string, set: PgUpdateSetSource<typeof aboutSections>) {
    const [row] = await tx
      .update(aboutSections)
      .set({ ...set, version: sql`${aboutSections.version} + 1` })
      .where(eq(aboutSections.id, id))
      .returning();
    return row!;
  }

  return {
    async list(): Promise<AdminAboutList> {
      const [rows, listed] = await Promise.all([ordered(db), pictures.list()]);
      return { sections: rows.map(viewOf), pictures: listed };
    },

    /** A new section, placed last on the page. */
    async create(input: AboutSectionSettings, actor: Actor): Promise<AdminAboutSection> {
      const values = await valuesOf(input);
      try {
        return await db.transaction(async (tx) => {
          const [last] = await tx
            .select({ sortOrder: sql<number>`coalesce(max(${aboutSections.sortOrder}), 0)::int` })
            .from(aboutSections);
          const [row] = await tx
            .insert(aboutSections)
            .values({ ...values, sortOrder: (last?.sortOrder ?? 0) + 10, createdAt: now() })
            .onConflictDoNothing({ target: aboutSections.sectionKey })
            .returning();
          if (!row) throw taken(values.sectionKey);
          const view = viewOf(row);
          await writeAudit(
            tx,
            actor,
            {
              action: 'about_section.create',
              entityType: 'about_section',
              entityId: row.id,
              summary: `About section ${row.sectionKey} created: ${row.title}`,
              after: settingsOf(view),
            },
            now(),
          );
          return view;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw taken(values.sectionKey);
        throw error;
      }
    },

    async edit(
      id: string,
      input: AboutSectionSettings & { version: number },
      actor: Actor,
    ): Promise<AdminAboutSection> {
      const values = await valuesOf(input);
      try {
        return await db.transaction(async (tx) => {
          const before = viewOf(await locked(tx, id, input.version));
          const was = settingsOf(before);
          const is = settingsOf({ ...before, ...input });
          const differ = (Object.keys(was) as (keyof typeof was)[]).filter(
            (key) => was[key] !== is[key],
          );
          // Saved as it was: nothing changed, so the log keeps nothing and the version stays.
          if (differ.length === 0) return before;
          const after = viewOf(await changed(tx, id, values));
          await writeAudit(
            tx,
            actor,
            {
              action: 'about_section.edit',
              entityType: 'about_section',
              entityId: id,
              summary: `About section ${after.sectionKey} changed: ${differ.map((key) => SETTING_WORDS[key]).join(', ')}`,
              before: Object.fromEntries(differ.map((key) => [key, was[key]])),
              after: Object.fromEntries(differ.map((key) => [key, is[key]])),
            },
            now(),
          );
          return after;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw taken(values.sectionKey);
        throw error;
      }
    },

    /**
     * Swaps a section with its neighbour above or below. Both are locked and both versions count
     * up; the one the owner moved is the audit entry's.
     */
    async move(
      id: string,
      direction: 'up' | 'down',
      version: number,
      actor: Actor,
    ): Promise<AdminAboutList> {
      await db.transaction(async (tx) => {
        const row = await locked(tx, id, version);
        // Every section locked in order, so two owners' moves wait for each other, not deadlock.
        const rows = await ordered(tx).for('update');
        const at = rows.findIndex((other) => other.id === id);
        const neighbour = rows[direction === 'up' ? at - 1 : at + 1];
        if (!neighbour) {
          throw new AppError(
            'conflict',
            `${row.sectionKey} is already ${direction === 'up' ? 'first' : 'last'} on the page.`,
          );
        }
        // The page's order by position, written whole: equal sort orders would not swap.
        const order = rows.map((other) => other.id);
        order[at] = neighbour.id;
        order[direction === 'up' ? at - 1 : at + 1] = id;
        for (const [index, otherId] of order.entries()) {
          const sortOrder = (index + 1) * 10;
          const current = rows.find((other) => other.id === otherId)!;
          if (current.sortOrder !== sortOrder) await changed(tx, otherId, { sortOrder });
          else if (otherId === id || otherId === neighbour.id) await changed(tx, otherId, {});
        }
        await writeAudit(
          tx,
          actor,
          {
            action: 'about_section.move',
            entityType: 'about_section',
            entityId: id,
            summary: `About section ${row.sectionKey} moved ${direction}, ${direction === 'up' ? 'above' : 'below'} ${neighbour.sectionKey}`,
            before: { position: at + 1 },
            after: { position: direction === 'up' ? at : at + 2 },
          },
          now(),
        );
      });
      return this.list();
    },

    async remove(id: string, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const before = viewOf(await locked(tx, id, null));
        await tx.delete(aboutSections).where(eq(aboutSections.id, id));
        await writeAudit(
          tx,
          actor,
          {
            action: 'about_section.delete',
            entityType: 'about_section',
            entityId: id,
            summary: `About section ${before.sectionKey} deleted`,
            before: settingsOf(before),
          },
          now(),
        );
      });
    },
  };
}
