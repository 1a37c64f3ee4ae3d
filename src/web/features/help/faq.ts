import { SHOP_PROMISES } from '../../lib/shop-promises.ts';

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: FaqEntry[];
}

const {
  returnDays,
  damageReportDays,
  panelWarrantyYears,
  hardwareWarrantyYears,
  answerWithinWorkingDays,
} = SHOP_PROMISES;

/**
 * The questions customers ask, answered with the shop's own figures (docs/rules/configurators.md,
 * docs/pricing.md, the policies). `leadDays` is the configured production lead time.
 */
export function faqGroups(leadDays: number): FaqGroup[] {
  return [
    {
      id: 'design',
      title: 'Designing your piece',
      entries: [
        {
          question: 'How big is one cell?',
          answer:
            'A standard cell is 13 in wide, 14 in tall and 14 in deep on the outside. A wide box is two cells side by side (26 in wide) and a double stack is two cells on top of each other (28 in tall). The configurator shows the outside size of your whole design as you build.',
        },
        {
          question: 'What is the difference between the cell and the inch configurator?',
          answer:
            'The cell configurator builds a piece from 13 in boxes you place one by one, with doors, drawers and dividers in each. The inch configurator sizes one unit to the inch: 18 to 72 in wide, 1 to 6 rows of 9, 12 or 15 in, and 11 or 15 in deep, with up to 12 in of legs below it.',
        },
        {
          question: 'How tall can a piece be?',
          answer:
            'Each design type has a row limit so the piece stays steady: TV stands 3 rows, bookcases 4, wall storage 5 and tall bookcases 6. A design holds up to 60 boxes, and a span wider than 8 feet needs support below it.',
        },
        {
          question: 'Why is there a discount on every design?',
          answer:
            'Prices start from a list price worked out from the panels your design uses. Designs from the cell configurator and cell product pages are 30% off that list price, the inch configurator 40% and inch product pages 20%. The discount is already in the price you see; discount codes come off at checkout.',
        },
        {
          question: 'Can I save a design and come back to it?',
          answer:
            'Yes. The configurator keeps the design you are working on in your browser, and Add to wishlist saves it. Signed in, your wishlist follows you to every device. Share makes a link anyone can open.',
        },
      ],
    },
    {
      id: 'materials',
      title: 'Materials and care',
      entries: [
        {
          question: 'What is the furniture made of?',
          answer:
            'Half-inch Baltic birch plywood, birch in every layer, with the layered edge sanded, sealed and left on show. Faces that take daily use are covered in high-pressure laminate (HPL).',
        },
        {
          question: 'Which colors and finishes can I choose?',
          answer:
            'Six laminate colors (Red, Blue, Green, Yellow, White and Black) or a wood veneer: Maple, Oak and Walnut in both configurators, and in the cell configurator Walnut Butcherblock, Birch, Plywood and Wood as well. In the cell configurator you can give the whole design one finish or give single boxes their own.',
        },
        {
          question: 'How do I clean it?',
          answer:
            'Dust with a dry microfibre cloth; wipe marks from the laminate with warm water and a drop of dish soap, then dry. Keep the birch edges dry and avoid scouring pads and abrasive cleaners.',
        },
      ],
    },
    {
      id: 'shipping',
      title: 'Orders and shipping',
      entries: [
        {
          question: 'How long until my furniture arrives?',
          answer: `Every piece is made to order: it leaves our California workshop ${leadDays} working days after you order, then FedEx takes it to you. The cart and checkout show the expected delivery date for your ZIP code before you pay.`,
        },
        {
          question: 'Where do you ship, and what does it cost?',
          answer:
            'We ship to all 50 US states and Washington, D.C. with FedEx. Shipping is FedEx’s rate for your parcels to your address, shown at checkout before you pay; the cheapest service is chosen for you.',
        },
        {
          question: 'How will it be packed?',
          answer:
            'Flat, in parcels of up to three standard boxes or two wide or tall boxes, and never more than 50 lb each, so one person can carry every parcel.',
        },
      ],
    },
    {
      id: 'assembly',
      title: 'Assembly',
      entries: [
        {
          question: 'Is it hard to assemble?',
          answer:
            'No. Every box is the same simple frame held by cam locks and dowels, and your order has step-by-step instructions made for its exact boxes. You need a Phillips screwdriver and a level; a drill only to fix tall pieces to the wall.',
        },
        {
          question: 'How long does assembly take?',
          answer:
            'About 10 to 15 minutes a box once you know the steps: an hour or two for a TV stand or sideboard, an afternoon for a large bookcase.',
        },
        {
          question: 'Do I have to fix it to the wall?',
          answer:
            'Any piece taller than 30 in must be fixed to the wall with the anti-tip bracket we supply, before you fill it.',
        },
      ],
    },
    {
      id: 'returns',
      title: 'Returns and warranty',
      entries: [
        {
          question: 'Can I return a made-to-order piece?',
          answer: `Yes, within ${returnDays} days of delivery, unassembled and with all its parts. Return shipping is yours to pay and we refund the price of the piece, less the original shipping. Before your order goes into production you can change or cancel it for free.`,
        },
        {
          question: 'What if something arrives damaged?',
          answer: `Tell us within ${damageReportDays} days of delivery, with photos of the part and the box. We send a replacement part at no cost, or take the piece back at our expense.`,
        },
        {
          question: 'What does the warranty cover?',
          answer: `${panelWarrantyYears} years on the birch boxes, panels and laminate fronts and ${hardwareWarrantyYears} years on the hardware, against defects in normal home use. Write to us with photos and we answer within ${answerWithinWorkingDays} working days.`,
        },
      ],
    },
  ];
}
