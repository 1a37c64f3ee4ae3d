// The About page's own copy (docs/rules/configurators.md, About page): shown until the owner's
// sections arrive, and wherever a section is not published. Keyed like the about_sections rows.

export interface SectionCopy {
  title: string;
  content: string;
}

export type FallbackKey =
  | 'hero'
  | 'founder-1'
  | 'founder-2'
  | 'crafting-dreams'
  | 'vision-to-reality'
  | 'your-story'
  | 'why-us'
  | 'designed-to-evolve'
  | 'customization-without-complexity'
  | 'community-of-creators';

export function fallbackCopy(brandName: string): Record<FallbackKey, SectionCopy> {
  return {
    hero: {
      title: `About ${brandName}`,
      content:
        'We make modular shelving and storage from Baltic birch plywood. You shape each piece in our 3D configurator; we cut, finish and pack it to order in California.',
    },
    'founder-1': {
      title: 'The design side',
      content:
        'Every cell, door and drawer is drawn so that it fits every other part in any row or stack. New parts are lived with at home before they reach the configurator.',
    },
    'founder-2': {
      title: 'The workshop side',
      content:
        'Orders are cut, edge-sanded, checked and flat-packed in our California workshop by the people who answer your questions about what plywood can and cannot do.',
    },
    'crafting-dreams': {
      title: 'Shelves sized for real rooms',
      content:
        'We started in 2020 with a plain problem: shelving came in a handful of sizes, and rooms did not. So we designed a cell, a simple Baltic birch box that joins to others in any row or stack, and let each customer choose its size.\n\nThe layered plywood edge stays on show. It is strong, it is honest about how the piece is built, and it looks good for decades.',
    },
    'vision-to-reality': {
      title: 'What you design is what we build',
      content:
        'The piece that arrives has the dimensions, finish, doors and dividers you chose in the configurator, and the price you saw while building it. Nothing is taken from stock: each order is cut for you.',
    },
    'your-story': {
      title: 'Your story goes on the shelves',
      content:
        'Records, plants, the books you reread, the shoes by the door: a shelf holds what matters to the person who owns it. We make the frame. You decide what it carries, and add cells when your life needs more room.',
    },
    'why-us': {
      title: `Why choose ${brandName}`,
      content:
        'Modular furniture is only useful if it is easy to plan and built to last. These are the three things we hold ourselves to.',
    },
    'designed-to-evolve': {
      title: 'Designed to evolve',
      content:
        'Cells join in rows and stacks, so a piece can grow with a new room or a bigger collection instead of being replaced.',
    },
    'customization-without-complexity': {
      title: 'Customization without complexity',
      content:
        'Choose a size, then add cells, doors, drawers and dividers. The configurator checks every placement and shows the price as you go.',
    },
    'community-of-creators': {
      title: 'A community of creators',
      content:
        'Customers share their designs with a link, so a good idea for a hallway or a record wall can become the start of someone else’s.',
    },
  };
}

export const TIMELINE = [
  {
    year: '2020',
    title: 'Founded',
    text: 'The first Baltic birch cells are cut in a California workshop.',
  },
  {
    year: '2021',
    title: '3D configurator launch',
    text: 'Customers design a piece in the browser and see its price as they build.',
  },
  {
    year: '2025',
    title: '10,000+ customers',
    text: 'More than ten thousand homes have a piece of ours.',
  },
] as const;

export const JOURNEY = [
  {
    title: 'You design it',
    text: 'Set the size and add cells, doors, drawers and dividers in the 3D configurator.',
  },
  {
    title: 'We make it to order',
    text: 'Your piece is cut from Baltic birch and finished in our California workshop.',
  },
  {
    title: 'It ships flat',
    text: 'Packed with every part and fitting it needs, and the instructions for your design.',
  },
  {
    title: 'You put it together',
    text: 'Cells join one by one; add more whenever the room or the collection grows.',
  },
] as const;

export const MISSION =
  'Make well-built furniture that fits the room it is for, from materials that last, and plant one tree for every custom shelf order.';

export const STATS = [
  { value: '10,000+', label: 'customers' },
  { value: '5-star', label: 'rating' },
  { value: '5 days', label: 'design support' },
] as const;

export const FACTS = [
  'Baltic birch plywood',
  'Made to order in California',
  'One tree planted per custom shelf order',
] as const;
