import { Link } from 'react-router';
import { LeadWorkingDays } from '../../entities/order/lead-working-days.tsx';
import { Page } from '../../ui/page.tsx';
import { Prose } from '../../ui/prose.tsx';

export function AssemblyPage() {
  return (
    <Page
      title="Assembly"
      intro={
        <p>
          How our modular furniture goes together: the tools you need, how long it takes, and tips
          for building a piece on your own.
        </p>
      }
    >
      <Prose>
        <p>
          Every piece ships flat and goes together box by box. Each box is the same simple frame, so
          once you have built the first one, the rest go quickly. Your order comes with step-by-step
          instructions made for its exact boxes: open your order and choose Assembly instructions,
          or find it under Order status in your profile.
        </p>

        <h2>What you need</h2>
        <ul>
          <li>A Phillips screwdriver (a #2 fits every screw we supply).</li>
          <li>A rubber mallet, or a hammer and a soft cloth, for seating dowels.</li>
          <li>
            A spirit level, and for pieces over 30 in tall, a drill to fix the anti-tip bracket.
          </li>
          <li>A rug or the flattened packing boxes to work on, so nothing gets scratched.</li>
        </ul>
        <p>
          Everything else, the cam locks, connector bolts, dowels, shelf pins, hinges, runners and
          screws, is in the box, bagged by type.
        </p>

        <h2>How long it takes</h2>
        <ul>
          <li>One box: about 10 to 15 minutes once you know the steps.</li>
          <li>A TV stand or sideboard of four to eight boxes: about an hour or two.</li>
          <li>A large bookcase or wall storage: an afternoon, easier with two people.</li>
        </ul>

        <h2>The steps, in short</h2>
        <ol>
          <li>
            <strong>Unpack and sort.</strong> Lay out the panels for each box and check them against
            the parts list in your instructions.
          </li>
          <li>
            <strong>Build the bottom row.</strong> For each box, fit the two side panels into the
            bottom panel, then the top, and tighten the cam locks. Stand the boxes side by side on a
            level floor and join neighbours with the connector bolts.
          </li>
          <li>
            <strong>Stack the rows above.</strong> Build each box the same way and set it on the row
            below so its dowels sit in their holes, then bolt it to its neighbours and to the box
            beneath.
          </li>
          <li>
            <strong>Fit the dividers and backs.</strong> Dividers slide in until they click onto the
            shelf pins; back panels press into the groove at the back of each box and are held with
            small screws.
          </li>
          <li>
            <strong>Hang the doors and drawers.</strong> Clip each hinge onto its plate, then turn
            the adjustment screws until the gaps are even. Drawers slide onto their runners until
            they lock.
          </li>
          <li>
            <strong>Level and secure.</strong> Check the piece is level. Fix anything over 30 in
            tall to the wall with the anti-tip bracket before you fill it.
          </li>
        </ol>
        <p>
          Pieces from the inch configurator are one frame rather than boxes: the bottom panel, the
          sides, the shelves and top, then the partitions, fronts, back panel and legs or plinth.
          Their instructions list each step with the real sizes.
        </p>

        <h2>Tips from the workshop</h2>
        <ul>
          <li>Tighten cam locks firmly, not as hard as you can; birch holds them well.</li>
          <li>
            Build on the floor where the piece will stand: a finished bookcase is easier to build in
            place than to carry.
          </li>
          <li>
            Keep the dowels and connector bolts of each box together until you need them; it saves
            searching later.
          </li>
          <li>Fit the doors last, once the piece stands level, so the gaps stay even.</li>
        </ul>

        <h2>Need a hand?</h2>
        <p>
          If a part is missing or damaged, or a step is unclear,{' '}
          <Link to="/contact">contact us</Link> with your order number and a photo. We send missing
          or damaged parts at no cost.
        </p>
      </Prose>
    </Page>
  );
}

export function ManufacturingPage() {
  return (
    <Page
      title="Manufacturing"
      intro={
        <p>
          How your furniture is made in California: cutting the birch, laminating the fronts,
          finishing the edges and packing every panel.
        </p>
      }
    >
      <Prose>
        <p>
          Nothing we sell sits in a warehouse waiting for a buyer. Your order becomes a cutting
          list, and about <LeadWorkingDays /> working days later the finished panels leave our
          California workshop in flat parcels. Here is what happens in between.
        </p>

        <h2>1. From your design to a cutting list</h2>
        <p>
          The design you saved is the plan we build from. The same numbers that priced it, every
          box, front, divider and cable opening, become a list of panels with their exact sizes, the
          holes for the fittings and the grooves for the back panels. The panels of the day&rsquo;s
          orders are then laid out on full 4 × 8 ft sheets so as little wood as possible is left
          between them.
        </p>

        <h2>2. Cutting the Baltic birch</h2>
        <p>
          Our panels are half-inch Baltic birch plywood: birch in every layer, with the grain of
          each layer crossing the one below. The sheets are cut to size and drilled on a computer
          controlled router, so every hole for a cam lock, dowel or hinge lands where the
          instructions say it will and boxes from different orders fit together.
        </p>

        <h2>3. Laminating the faces</h2>
        <p>
          Faces that take daily use get a finish: a layer of high-pressure laminate (HPL) in red,
          blue, green, yellow, white or black, or a wood veneer, Maple, Oak or Walnut (and in the
          cell configurator Walnut Butcherblock, Birch, Plywood and Wood as well). Either is bonded
          to the birch under pressure, then trimmed flush with the panel. HPL is hard, easy to clean
          and does not fade like paint.
        </p>

        <h2>4. Finishing the edges</h2>
        <p>
          We do not hide the plywood edge behind tape. Each edge is sanded smooth, its corners are
          eased so they are kind to hands, and it is sealed with a clear finish that protects the
          wood and keeps the layered stripes on show.
        </p>

        <h2>5. Checking and packing</h2>
        <p>
          Before packing, panels are checked against the cutting list for size, laminate and edge
          finish. Each box&rsquo;s panels and its bagged hardware are packed flat together, three
          standard boxes or two wide or tall boxes to a parcel, with no parcel over 50 lb. Then
          FedEx collects them.
        </p>

        <h2>Why we make to order</h2>
        <p>
          Making to order means we build exactly the size you need, we do not make furniture nobody
          buys, and your piece is cut fresh for you. It takes a little longer than picking a flat
          box off a shelf, and we think it is worth it. Read more about our materials in{' '}
          <Link to="/blog/why-baltic-birch">why we build with Baltic birch</Link>.
        </p>
      </Prose>
    </Page>
  );
}

export function SustainabilityPage() {
  return (
    <Page
      title="Sustainability"
      intro={
        <p>
          The materials we choose, how we keep waste low in the workshop, and the tree we plant for
          every custom shelf order.
        </p>
      }
    >
      <Prose>
        <p>
          The most sustainable furniture is the piece you keep. Everything we do starts there:
          durable materials, designs you can change instead of replacing, and a workshop that makes
          only what has been ordered.
        </p>

        <h2>Materials that last</h2>
        <ul>
          <li>
            <strong>Baltic birch plywood</strong> is hardwood in every layer. It holds its fittings
            through moves and rebuilds, stays flat, and lasts for decades in normal use.
          </li>
          <li>
            <strong>High-pressure laminate fronts</strong> resist scratches and spills, so they
            still look right years later and need no paint or oil to keep them that way.
          </li>
          <li>
            <strong>Birch grows back.</strong> Birch is a fast-growing hardwood, and plywood uses
            the log efficiently: thin layers are peeled from it rather than sawn into boards.
          </li>
        </ul>

        <h2>A low-waste workshop</h2>
        <ul>
          <li>
            <strong>Made to order.</strong> We cut panels only for furniture that has been ordered,
            so there is no unsold stock to clear or throw away.
          </li>
          <li>
            <strong>Planned cuts.</strong> The panels of each day&rsquo;s orders are laid out
            together on full sheets to leave as little as possible between them.
          </li>
          <li>
            <strong>Offcuts put to use.</strong> Usable strips become jigs and spacers in the
            workshop; what is left is collected as wood waste rather than mixed with general
            rubbish.
          </li>
          <li>
            <strong>Flat parcels.</strong> Flat-packed panels ship without boxes full of air, in
            parcels one person can carry.
          </li>
        </ul>

        <h2>Designed to change with you</h2>
        <p>
          Our boxes are modules. Add a column when your collection grows, turn a TV stand into a
          sideboard, or take a bookcase apart and rebuild it as two pieces in a new home. A design
          you can extend is a design you do not have to replace.
        </p>

        <h2>One tree for every custom shelf order</h2>
        <p>
          For every custom shelf order, we plant a tree. It is a small, concrete promise that grows
          with every piece we make. We do not claim it cancels out the footprint of a piece of
          furniture; the bigger difference comes from making furniture that lasts.
        </p>

        <h2>Made in California</h2>
        <p>
          Every piece is cut, laminated, finished and packed in our California workshop, where we
          can see every step for ourselves. Read more on our{' '}
          <Link to="/manufacturing">manufacturing</Link> page.
        </p>
      </Prose>
    </Page>
  );
}
