import { useRef, useState, type FormEvent } from 'react';
import type { AboutSectionInput, AdminAboutSection } from '../../../../contract/admin.ts';
import { ABOUT_CONTENT_MAX_LENGTH, ABOUT_TITLE_MAX_LENGTH } from '../../../../contract/admin.ts';
import { AboutSectionView, paragraphsOf } from '../../../entities/about/about-sections.tsx';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField, FormField, InputField, inputClass } from '../../../ui/form-field.tsx';
import {
  useAboutSections,
  useCreateAboutSection,
  useDeleteAboutSection,
  useEditAboutSection,
  useMoveAboutSection,
} from '../api/about-sections.ts';
import { AdminPage, Mark, QueryState } from '../ui/admin-page.tsx';
import { actionProblem, refusedField } from '../ui/errors.ts';

const FIELDS = ['sectionKey', 'title', 'content', 'imageUrl'] as const;
type Field = (typeof FIELDS)[number];

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function draftOf(section: AdminAboutSection | null): AboutSectionInput {
  return {
    sectionKey: section?.sectionKey ?? '',
    title: section?.title ?? '',
    content: section?.content ?? '',
    imageUrl: section?.imageUrl ?? null,
    active: section?.active ?? true,
  };
}

/** What the page can tell is wrong before sending; what only the server knows it says beside the field. */
function problemsOf(draft: AboutSectionInput): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  const key = draft.sectionKey.trim();
  if (!key) problems.sectionKey = 'Enter the section key.';
  else if (!KEY.test(key)) {
    problems.sectionKey =
      'Use lower-case letters and digits, words joined by single hyphens (founder-1).';
  }
  if (!draft.title.trim()) problems.title = 'Enter the title.';
  else if (draft.title.trim().length > ABOUT_TITLE_MAX_LENGTH) {
    problems.title = `A title has at most ${ABOUT_TITLE_MAX_LENGTH} characters.`;
  }
  if (draft.content.trim().length > ABOUT_CONTENT_MAX_LENGTH) {
    problems.content = `The text has at most ${ABOUT_CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters.`;
  }
  return problems;
}

const pictureName = (url: string) => url.replace(/^\/api\/images\//, '');

/** A section's form beside its live preview, drawn by the About page's own components. */
function SectionForm({
  section,
  pictures,
  onDone,
}: {
  section: AdminAboutSection | null;
  pictures: readonly string[];
  onDone: (message: string) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(section));
  const [shown, setShown] = useState<Partial<Record<Field, string>>>({});
  const creating = useCreateAboutSection();
  const editing = useEditAboutSection();
  const saving = section ? editing : creating;
  const form = useRef<HTMLFormElement>(null);
  const set = <K extends keyof AboutSectionInput>(key: K, value: AboutSectionInput[K]) =>
    setDraft((was) => ({ ...was, [key]: value }));
  const problemOf = (field: Field) => shown[field] ?? refusedField(saving.error, field);
  const failed = actionProblem(saving.error, 'The section could not be saved. Please try again.', [
    ...FIELDS,
  ]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = problemsOf(draft);
    setShown(problems);
    if (Object.keys(problems).length > 0) {
      const first = FIELDS.find((field) => problems[field]);
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      if (section) {
        await editing.mutateAsync({ id: section.id, ...draft, version: section.version });
        onDone(`${draft.sectionKey} saved.`);
      } else {
        await creating.mutateAsync(draft);
        onDone(`${draft.sectionKey} created, last on the page.`);
      }
    } catch {
      // Said beside its field, or above the buttons.
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <h2 className="text-xl font-semibold">
          {section ? `Edit ${section.sectionKey}` : 'New section'}
        </h2>
        <InputField
          label="Section key"
          name="sectionKey"
          autoComplete="off"
          spellCheck={false}
          value={draft.sectionKey}
          onChange={(event) => set('sectionKey', event.target.value)}
          error={problemOf('sectionKey')}
          hint="Where the About page shows it: hero, founder-1, crafting-dreams…"
        />
        <InputField
          label="Title"
          name="title"
          autoComplete="off"
          value={draft.title}
          onChange={(event) => set('title', event.target.value)}
          error={problemOf('title')}
        />
        <FormField
          label="Text"
          error={problemOf('content')}
          hint="Plain text. Leave a blank line between paragraphs."
        >
          {(field) => (
            <textarea
              {...field}
              name="content"
              rows={8}
              value={draft.content}
              onChange={(event) => set('content', event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label="Picture" error={problemOf('imageUrl')}>
          {(field) => (
            <select
              {...field}
              name="imageUrl"
              value={draft.imageUrl ?? ''}
              onChange={(event) => set('imageUrl', event.target.value || null)}
              className={inputClass}
            >
              <option value="">No picture</option>
              {pictures.map((picture) => (
                <option key={picture} value={picture}>
                  {pictureName(picture)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <CheckboxField
          label="Shown on the About page"
          checked={draft.active}
          onChange={(event) => set('active', event.target.checked)}
        />
        {failed && (
          <p role="alert" className="text-sm text-danger">
            {failed}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" pending={saving.isPending}>
            {section ? 'Save section' : 'Create section'}
          </Button>
          <Button type="button" variant="secondary" onClick={() => onDone('')}>
            Cancel
          </Button>
        </div>
      </form>
      <section aria-labelledby="about-preview" className="min-w-0">
        <h2 id="about-preview" className="text-xl font-semibold">
          Preview
        </h2>
        <div className="mt-3 overflow-hidden rounded-md border border-line bg-paper">
          <AboutSectionView
            sectionKey={draft.sectionKey.trim()}
            section={{
              title: draft.title,
              paragraphs: paragraphsOf(draft.content),
              imageUrl: draft.imageUrl,
            }}
          />
        </div>
      </section>
    </div>
  );
}

/** Move up, Move down, Edit and Delete (asked twice) for one section. */
function SectionActions({
  section,
  first,
  last,
  onEdit,
  onDone,
}: {
  section: AdminAboutSection;
  first: boolean;
  last: boolean;
  onEdit: () => void;
  onDone: (message: string) => void;
}) {
  const moving = useMoveAboutSection();
  const deleting = useDeleteAboutSection();
  const [confirming, setConfirming] = useState(false);
  const failed =
    actionProblem(moving.error, `${section.sectionKey} could not be moved. Please try again.`) ??
    actionProblem(deleting.error, `${section.sectionKey} could not be deleted. Please try again.`);
  const move = (direction: 'up' | 'down') =>
    moving
      .mutateAsync({ id: section.id, direction, version: section.version })
      .then(() => {
        onDone(`${section.sectionKey} moved ${direction}.`);
        // The row has moved: the keyboard stays on its button, or its other one at the end.
        requestAnimationFrame(() => {
          const same = document.getElementById(`move-${direction}-${section.id}`);
          const other = document.getElementById(
            `move-${direction === 'up' ? 'down' : 'up'}-${section.id}`,
          );
          (same instanceof HTMLButtonElement && !same.disabled ? same : other)?.focus();
        });
      })
      .catch(() => undefined);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {confirming ? (
          <>
            <Button
              size="small"
              variant="primary"
              pending={deleting.isPending}
              onClick={() =>
                void deleting
                  .mutateAsync({ id: section.id })
                  .then(() => onDone(`${section.sectionKey} deleted.`))
                  .catch(() => undefined)
              }
            >
              Delete {section.sectionKey}
            </Button>
            <Button size="small" variant="secondary" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <>
            <Button
              size="small"
              variant="secondary"
              id={`move-up-${section.id}`}
              disabled={first || moving.isPending}
              onClick={() => void move('up')}
            >
              Move up <span className="sr-only">{section.sectionKey}</span>
            </Button>
            <Button
              size="small"
              variant="secondary"
              id={`move-down-${section.id}`}
              disabled={last || moving.isPending}
              onClick={() => void move('down')}
            >
              Move down <span className="sr-only">{section.sectionKey}</span>
            </Button>
            <Button size="small" variant="secondary" onClick={onEdit}>
              Edit <span className="sr-only">{section.sectionKey}</span>
            </Button>
            <Button size="small" variant="secondary" onClick={() => setConfirming(true)}>
              Delete <span className="sr-only">{section.sectionKey}</span>
            </Button>
          </>
        )}
      </div>
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {failed}
        </p>
      )}
    </div>
  );
}

/**
 * The About page's sections (docs/decisions/019): listed in the page's order with whether each is
 * shown, edited beside a preview drawn as the page draws it, moved by buttons, created and deleted.
 */
export function AboutSectionsPage() {
  const query = useAboutSections();
  const [editing, setEditing] = useState<AdminAboutSection | 'new' | null>(null);
  const [said, setSaid] = useState('');
  const done = (message: string) => {
    setEditing(null);
    setSaid(message);
  };
  const sections = query.data?.sections ?? [];
  return (
    <AdminPage
      title="About page"
      actions={
        editing === null && query.data ? (
          <Button onClick={() => setEditing('new')}>New section</Button>
        ) : null
      }
    >
      <p role="status" className="sr-only">
        {said}
      </p>
      <QueryState
        query={query}
        loading="Loading the About sections…"
        failed="The About sections could not be loaded."
      />
      {query.data && editing !== null && (
        <SectionForm
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
          section={editing === 'new' ? null : editing}
          pictures={query.data.pictures}
          onDone={done}
        />
      )}
      {query.data && editing === null && (
        <ol className="grid gap-3">
          {sections.map((section, at) => (
            <li
              key={section.id}
              className="grid gap-3 rounded-md border border-line bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-start"
            >
              <div className="min-w-0">
                <p className="text-sm text-ink-muted">
                  {at + 1}. <code>{section.sectionKey}</code>{' '}
                  {section.active ? <Mark>Shown</Mark> : <Mark tone="warn">Hidden</Mark>}
                </p>
                <h2 className="mt-1 font-semibold break-words">{section.title}</h2>
                <p className="mt-1 line-clamp-2 text-sm break-words text-ink-muted">
                  {section.content}
                </p>
              </div>
              <SectionActions
                section={section}
                first={at === 0}
                last={at === sections.length - 1}
                onEdit={() => setEditing(section)}
                onDone={setSaid}
              />
            </li>
          ))}
        </ol>
      )}
    </AdminPage>
  );
}
