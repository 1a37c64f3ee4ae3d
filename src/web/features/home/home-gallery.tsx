import { AT_HOME_SECTION_PREFIX, GALLERY_SECTION_PREFIX } from '../../../contract/home-sections.ts';
import { Picture } from '../../ui/picture.tsx';
import { CellSketchDrawing } from './cell-sketch.tsx';
import type { HomeSection } from './get-home.ts';
import { cellSketch, FINISHES, type CellSketch, type FinishName } from './home-content.ts';
import { ScrollCarousel } from './scroll-carousel.tsx';
import { SECTION, SectionHeader } from './section-header.tsx';

// The image slider and the at-home gallery: the foot of the home page, loaded as it scrolls near
// so their words and drawings are not part of the page's first load.

export interface FinishSlide {
  readonly name: FinishName;
  readonly text: string;
}

/** The image slider's fallback: the six laminate colours, each with where it tends to go. */
export const FINISH_SLIDES: readonly FinishSlide[] = [
  {
    name: 'Red',
    text: 'One red door or drawer front is often enough: it becomes the colour the room is built around.',
  },
  {
    name: 'Blue',
    text: 'Deep blue fronts sit quietly beside the birch edge, at home in a study or a bedroom.',
  },
  {
    name: 'Green',
    text: 'A calm green for a whole bookshelf, or for the doors of a reading corner.',
  },
  {
    name: 'Yellow',
    text: 'Yellow drawer fronts brighten a studio shelf, a hallway or a child’s room.',
  },
  {
    name: 'White',
    text: 'White laminate steps back and lets the striped plywood edge do the talking.',
  },
  {
    name: 'Black',
    text: 'Black fronts in a birch frame: the finish of our Black Sideboard.',
  },
];

export interface RoomStory {
  readonly room: string;
  readonly text: string;
  readonly sketch: CellSketch;
}

/** The at-home gallery's fallback: where each kind of piece tends to live, drawn, not photographed. */
export const ROOM_STORIES: readonly RoomStory[] = [
  {
    room: 'Living room',
    text: 'A long, low TV stand: doors hide the player and the cables, open cells hold the speakers.',
    sketch: cellSketch(4, 'dowd', 'Black'),
  },
  {
    room: 'Dining room',
    text: 'A sideboard with drawers for cutlery and linen and open cells on top for glasses.',
    sketch: cellSketch(4, 'oooowddw', 'White'),
  },
  {
    room: 'Hallway',
    text: 'A shoe rack one cell deep, low enough to sit the keys and the post on top.',
    sketch: cellSketch(3, 'hhhhhh', 'Yellow'),
  },
  {
    room: 'Bedroom',
    text: 'A nightstand on each side of the bed, with a drawer for the things you reach for at night.',
    sketch: cellSketch(1, 'ow', 'Blue'),
  },
  {
    room: 'Study',
    text: 'A desk on two stacks of cells: files in the drawers, books on the open side.',
    sketch: cellSketch(4, 'w..hw..o', 'Green'),
  },
  {
    room: 'Record corner',
    text: 'A vinyl shelf with a divider in every cell, so records stand upright and flip easily.',
    sketch: cellSketch(4, 'vvvvvvvv', 'Red'),
  },
];

function withPrefix(sections: readonly HomeSection[], prefix: string): HomeSection[] {
  return sections.filter((section) => section.sectionKey.startsWith(prefix));
}

function SectionPicture({ section }: { section: HomeSection }) {
  return section.imageUrl ? (
    <Picture
      src={section.imageUrl}
      alt={section.title}
      width={800}
      height={600}
      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      className="h-64 w-full rounded-md object-cover"
    />
  ) : (
    <div className="h-64 rounded-md bg-paper-deep" />
  );
}

/** The image slider: the owner's pictures when there are some, the six laminates until then. */
function MaterialsSlider({ sections }: { sections: readonly HomeSection[] }) {
  const pictures = withPrefix(sections, GALLERY_SECTION_PREFIX);
  const items =
    pictures.length > 0
      ? pictures.map((section) => ({
          key: section.id,
          node: (
            <figure>
              <SectionPicture section={section} />
              <figcaption className="mt-3">
                <span className="font-medium">{section.title}</span>
                <span className="mt-1 block text-sm text-ink-muted">{section.description}</span>
              </figcaption>
            </figure>
          ),
        }))
      : FINISH_SLIDES.map((slide) => ({
          key: slide.name,
          node: (
            <figure>
              {/* The laminate in a birch frame: the colour exactly as the finish palette gives it. */}
              <div
                className="h-64 rounded-md border-[10px] border-birch"
                style={{ backgroundColor: FINISHES[slide.name] }}
              />
              <figcaption className="mt-3">
                <span className="font-medium">{slide.name} laminate</span>
                <span className="mt-1 block text-sm text-ink-muted">{slide.text}</span>
              </figcaption>
            </figure>
          ),
        }));
  return (
    <section aria-labelledby="materials" className={`${SECTION} py-16`}>
      <ScrollCarousel
        label="pictures"
        items={items}
        itemClassName="basis-full md:basis-1/2 lg:basis-1/3"
        controls={(buttons) => (
          <div className="mb-6">
            <SectionHeader id="materials" title="Materials up close">
              {buttons}
            </SectionHeader>
            <p className="mt-2 max-w-2xl text-ink-muted">
              Six colours of high-pressure laminate on a frame of Baltic birch, its layered edge
              left on show.
            </p>
          </div>
        )}
      />
    </section>
  );
}

/** The at-home gallery: the owner's pictures of pieces in rooms, or where each piece tends to go. */
function AtHome({ sections }: { sections: readonly HomeSection[] }) {
  const pictures = withPrefix(sections, AT_HOME_SECTION_PREFIX);
  return (
    <section aria-labelledby="at-home" className="border-t border-line">
      <div className={`${SECTION} py-16`}>
        <h2 id="at-home" className="text-3xl font-semibold tracking-tight">
          At home
        </h2>
        <p className="mt-2 max-w-2xl text-ink-muted">
          Where our pieces live: one design, sized for the room it stands in.
        </p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {pictures.length > 0
            ? pictures.map((section) => (
                <li key={section.id}>
                  <figure>
                    <SectionPicture section={section} />
                    <figcaption className="mt-3">
                      <span className="font-medium">{section.title}</span>
                      <span className="mt-1 block text-sm text-ink-muted">
                        {section.description}
                      </span>
                    </figcaption>
                  </figure>
                </li>
              ))
            : ROOM_STORIES.map((story) => (
                <li key={story.room}>
                  <figure>
                    <div className="flex h-64 items-end justify-center rounded-md bg-paper-deep pb-10">
                      <CellSketchDrawing sketch={story.sketch} cellRem={3} />
                    </div>
                    <figcaption className="mt-3">
                      <span className="font-medium">{story.room}</span>
                      <span className="mt-1 block text-sm text-ink-muted">{story.text}</span>
                    </figcaption>
                  </figure>
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}

/** Both picture sections, from the home sections under their key prefixes or their fallbacks. */
export function HomeGallery({ sections }: { sections: readonly HomeSection[] }) {
  return (
    <>
      <MaterialsSlider sections={sections} />
      <AtHome sections={sections} />
    </>
  );
}
