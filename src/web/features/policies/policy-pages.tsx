import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LeadWorkingDays } from '../../entities/order/lead-working-days.tsx';
import { getPublicConfig } from '../../lib/public-config.ts';
import { SHOP_PROMISES } from '../../lib/shop-promises.ts';
import { Page, type IntroducedPageProps } from '../../ui/page.tsx';
import { LastUpdated, Prose } from '../../ui/prose.tsx';

const { returnDays, damageReportDays, panelWarrantyYears, hardwareWarrantyYears } = SHOP_PROMISES;

function PolicyPage({ title, intro, children }: IntroducedPageProps) {
  return (
    <Page
      title={title}
      intro={
        <>
          <p>{intro}</p>
          <LastUpdated date={SHOP_PROMISES.policiesUpdated} />
        </>
      }
    >
      <Prose>{children}</Prose>
    </Page>
  );
}

const ContactLink = ({ children = 'contact page' }: { children?: ReactNode }) => (
  <Link to="/contact">{children}</Link>
);

/** What this shop really does with personal information; kept true as features change. */
export function PrivacyPolicyPage() {
  const { brandName } = getPublicConfig();
  return (
    <PolicyPage
      title="Privacy Policy"
      intro="What personal information we collect when you visit and shop, why, who else sees it, how long we keep it, and the choices you have."
    >
      <p>
        {brandName} designs and makes modular furniture to order in California. This policy covers
        this website, our configurators, your account and your orders. We collect only what we need
        to make and deliver your furniture and to answer you, and we do not sell your personal
        information.
      </p>

      <h2>What we collect and why</h2>
      <h3>When you browse and design</h3>
      <ul>
        <li>
          <strong>Your cart, wishlist and designs in progress</strong> are saved in your own browser
          (local storage) so they are still there on your next visit. While you are signed out they
          stay there, except what you send us yourself: the cart&apos;s lines and your ZIP code when
          you ask the cart for a delivery estimate (used for that answer, not kept), and your order
          when you check out.
        </li>
        <li>
          <strong>Shared designs.</strong> When you choose Share, the design is saved on our server
          and anyone with the link can open it. If you are signed in, we note that the design is
          yours. A shared design holds no contact details.
        </li>
        <li>
          <strong>Server logs.</strong> Our server records each request (the address asked for, the
          answer and how long it took) to keep the shop running and secure, and uses your IP address
          briefly to limit abuse such as repeated sign-in attempts.
        </li>
      </ul>

      <h3>When you create an account</h3>
      <ul>
        <li>
          Your e-mail address, your name if you give it, and your password, which we store only as a
          secure hash. If you sign in with Google or Apple, we receive your name, e-mail address
          and, from Google, your profile picture.
        </li>
        <li>
          Signed in, your cart and wishlist are kept on our server too, so they follow you between
          devices, together with the shipping addresses you save in your profile.
        </li>
        <li>
          A sign-in cookie keeps you signed in. It cannot be read by scripts on the page and ends
          when you sign out.
        </li>
      </ul>

      <h3>When you order</h3>
      <ul>
        <li>
          Your e-mail address, shipping address, phone number if you give it, what you ordered and
          what you paid. We keep order records for as long as the law requires us to for tax and
          accounting.
        </li>
        <li>
          <strong>Card payments are handled by Stripe.</strong> Your card number goes straight from
          the payment form to Stripe; we never see or store it. We receive a payment reference and
          whether the payment succeeded.
        </li>
        <li>
          <strong>Shipping quotes and delivery are by FedEx.</strong> To quote and ship, we send
          FedEx the delivery address and the size and weight of each parcel.
        </li>
      </ul>

      <h3>When you write to us</h3>
      <ul>
        <li>
          Messages from our contact form and programme applications (your name, e-mail address,
          company details if you give them, and your message) are stored and e-mailed to our team so
          we can answer.
        </li>
        <li>
          If our support chat is on (see cookies below), the conversation is handled by Intercom.
          When you are signed in, we tell the chat your name, e-mail address, account id and when
          you joined, so we can help with your orders without asking again.
        </li>
      </ul>

      <h2>E-mail we send</h2>
      <ul>
        <li>
          <strong>Account e-mail:</strong> confirming your address when you sign up, a welcome
          message, and password reset links you ask for.
        </li>
        <li>
          <strong>Order e-mail:</strong> your order confirmation with a link to follow your order.
        </li>
        <li>
          <strong>Newsletter:</strong> only if you subscribe in the footer and then confirm with the
          link we send you (double opt-in). To stop it, tell us through the <ContactLink /> and we
          remove your address.
        </li>
      </ul>
      <p>
        Every e-mail is first written to a queue on our server so none is lost if the mail service
        is down. The text of a sent e-mail, with any links in it, is deleted from that queue after
        30 days.
      </p>

      <h2>Cookies and similar technology</h2>
      <p>
        The cookie banner asks before we load anything that measures your visit. Your answer, Accept
        or Decline, is kept in your browser.
      </p>
      <ul>
        <li>
          <strong>Always on:</strong> the sign-in cookie, and the browser storage for your cart,
          wishlist, designs in progress, cookie choice and delivery ZIP code. The shop needs these
          to work.
        </li>
        <li>
          <strong>Only if you choose Accept:</strong> Google Tag Manager, which measures page views
          and shop events such as adding to cart, and the Intercom support chat. If you choose
          Decline, neither is loaded.
        </li>
      </ul>
      <p>
        To change your answer, clear this site&rsquo;s data in your browser settings; the banner
        then asks again.
      </p>

      <h2>Who else sees your information</h2>
      <p>We share personal information only with the services that do part of the work for us:</p>
      <ul>
        <li>Stripe, for card payments.</li>
        <li>FedEx, for shipping quotes and delivery.</li>
        <li>Our e-mail provider, to deliver the e-mail listed above.</li>
        <li>Intercom and Google, only if you accepted cookies.</li>
        <li>Google or Apple, if you choose to sign in with them.</li>
      </ul>
      <p>
        We may also disclose information when the law requires it. We do not sell or rent personal
        information, and we do not share it for cross-context behavioral advertising.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          Account details, saved addresses, cart and wishlist: until you ask us to delete them.
        </li>
        <li>Orders: as long as tax and accounting law requires.</li>
        <li>The text of sent e-mail: 30 days.</li>
        <li>Contact messages: as long as we need them to answer and follow up.</li>
      </ul>

      <h2>Your choices and rights</h2>
      <ul>
        <li>Edit your name, addresses and password in your profile at any time.</li>
        <li>
          Leave the newsletter at any time: tell us through the <ContactLink />.
        </li>
        <li>Decline cookies in the banner, or clear this site&rsquo;s data to choose again.</li>
        <li>
          Ask us for a copy of your information, to correct it, or to delete your account and the
          information tied to it, through the <ContactLink />. California residents have these
          rights under the CCPA, and we extend them to every customer. We will not treat you
          differently for using them.
        </li>
      </ul>

      <h2>Children</h2>
      <p>
        The shop is meant for adults. We do not knowingly collect information from children under
        13.
      </p>

      <h2>Changes and questions</h2>
      <p>
        When this policy changes, we update the date at the top of this page. Questions about your
        information can go to us through the <ContactLink />.
      </p>
    </PolicyPage>
  );
}

export function TermsOfUsePage() {
  const { brandName } = getPublicConfig();
  return (
    <PolicyPage
      title="Terms of Use"
      intro="The terms that apply when you use this website, design furniture in our configurators and place an order."
    >
      <p>
        These terms are an agreement between you and {brandName}. By using this website or placing
        an order, you agree to them. Our <Link to="/privacy-policy">privacy policy</Link>,{' '}
        <Link to="/shipping-policy">shipping policy</Link>,{' '}
        <Link to="/return-policy">return policy</Link> and <Link to="/warranty">warranty</Link> are
        part of these terms.
      </p>

      <h2>Using the website</h2>
      <ul>
        <li>
          You may browse, design and share designs for your own use. Please do not copy the site,
          its images or its code, overload it, or try to get into parts of it that are not meant for
          you.
        </li>
        <li>
          If you create an account, keep your password to yourself and tell us if you think someone
          else has used your account.
        </li>
        <li>
          Designs you share by link can be opened by anyone who has the link. Do not put anything
          private in a design&rsquo;s name.
        </li>
      </ul>

      <h2>Designs, sizes and colors</h2>
      <ul>
        <li>
          The configurators show each piece to scale with its outside dimensions in inches. The
          piece we make matches the design you order; small differences within normal woodworking
          tolerances are not defects.
        </li>
        <li>
          Screens show colors differently. The laminate colors and wood textures are as close as we
          can show them; birch is a natural material and its grain and tone vary from board to
          board.
        </li>
        <li>
          You are responsible for checking that a piece fits your space, your doorways and your
          stairs, and that a wall can take a wall-mounted piece.
        </li>
      </ul>

      <h2>Prices and payment</h2>
      <ul>
        <li>
          Prices are in US dollars. The server works out the price of every design from its
          configuration when you check out; the price shown while you design is the same
          calculation.
        </li>
        <li>
          Discounts shown in the configurators and on product pages are already in the price.
          Discount codes are entered at checkout; a code that does not apply is refused with the
          reason, never dropped silently.
        </li>
        <li>
          Shipping and sales tax are shown at checkout before you pay. We charge your card when you
          place your order.
        </li>
        <li>
          If we make a mistake in a price, we will tell you before we start making your order and
          you may cancel for a full refund.
        </li>
      </ul>

      <h2>Orders</h2>
      <ul>
        <li>
          Your order is accepted when the payment succeeds and we send the order confirmation.
        </li>
        <li>
          Every piece is made to order. You can change or cancel an order free of charge until it
          goes into production; after that, the <Link to="/return-policy">return policy</Link>{' '}
          applies.
        </li>
        <li>
          The delivery date shown at checkout is our best estimate: the production time plus the
          carrier&rsquo;s transit time. Delays can happen, and we will tell you if we expect one.
        </li>
      </ul>

      <h2>Assembly and safe use</h2>
      <p>
        Our furniture ships flat and is assembled at home. Follow the assembly instructions for your
        order, and fix every piece taller than 30 inches to the wall with the anti-tip bracket we
        supply. Do not climb on furniture or let children climb on it.
      </p>

      <h2>Our responsibility</h2>
      <p>
        We stand behind our furniture as set out in the <Link to="/warranty">warranty</Link>. Beyond
        that, and as far as the law allows, we are not responsible for indirect losses, or for
        damage caused by incorrect assembly, misuse or changes made to a piece. Nothing in these
        terms takes away rights you have under consumer law.
      </p>

      <h2>Changes, law and contact</h2>
      <p>
        We may update these terms; the date at the top says when they last changed, and the terms in
        force when you ordered apply to that order. These terms are governed by the laws of the
        State of California. Questions can go to us through the <ContactLink />.
      </p>
    </PolicyPage>
  );
}

export function ReturnPolicyPage() {
  return (
    <PolicyPage
      title="Return Policy"
      intro="How returns work for furniture made to order: what can be returned, within what time, and how refunds are paid."
    >
      <p>
        Every piece is made for you after you order, so we want you to be sure before we cut. If it
        is still not right when it arrives, you can send it back.
      </p>

      <h2>Before production: change or cancel for free</h2>
      <p>
        Until your order goes into production, you can change the design or cancel the order. Write
        to us through the <ContactLink /> with your order number. A cancelled order is refunded in
        full to the card you paid with.
      </p>

      <h2>After delivery: {returnDays} days to return</h2>
      <ul>
        <li>
          You can return any piece within <strong>{returnDays} days of delivery</strong>.
        </li>
        <li>
          Send it back unassembled, or taken apart again, with all its panels, fronts and hardware,
          in its original boxes or packed as well.
        </li>
        <li>
          Return shipping is paid by you, unless the piece arrived damaged or faulty (see below).
        </li>
        <li>
          We refund the price you paid for the piece, less the original shipping charge, once the
          parcels are back with us and checked.
        </li>
      </ul>

      <h2>How to return a piece</h2>
      <ol>
        <li>
          Write to us through the <ContactLink /> with your order number and what you would like to
          return.
        </li>
        <li>We reply with the return address and how to label the parcels.</li>
        <li>Pack the parts securely and send them with a tracked carrier.</li>
        <li>
          We refund to the card you paid with within {SHOP_PROMISES.refundWorkingDays} working days
          of the parcels arriving. Your bank may take a few more days to show it.
        </li>
      </ol>

      <h2>Damaged or faulty on arrival</h2>
      <p>
        If a parcel arrives damaged, or a part is missing or faulty, tell us within{' '}
        <strong>{damageReportDays} days of delivery</strong>, with photos of the part and the box.
        We send a replacement part or panel at no cost, or take the piece back at our expense and
        refund it in full. You do not need to wait for the return window for this.
      </p>

      <h2>What we cannot take back</h2>
      <ul>
        <li>Pieces that have been damaged after delivery, or changed, cut or painted.</li>
        <li>Returns requested more than {returnDays} days after delivery.</li>
      </ul>
      <p>
        Problems that appear later, such as a failing hinge, are covered by our{' '}
        <Link to="/warranty">warranty</Link>.
      </p>
    </PolicyPage>
  );
}

export function ShippingPolicyPage() {
  return (
    <PolicyPage
      title="Shipping Policy"
      intro="Where we ship, how orders are packed and sent, how shipping costs are worked out, and when to expect your delivery."
    >
      <h2>Where we ship</h2>
      <p>
        We ship to addresses in all 50 US states and Washington, D.C. We do not ship outside the
        United States yet.
      </p>

      <h2>When your order ships</h2>
      <p>
        Every piece is made to order in our California workshop. Your furniture leaves the workshop{' '}
        <strong>
          <LeadWorkingDays /> working days
        </strong>{' '}
        after you order, then travels with FedEx for the number of days in the service you chose.
        Weekends do not count, nor do the holidays on which our workshop and FedEx close: New
        Year&rsquo;s Day, Memorial Day, Independence Day, Labor Day, Thanksgiving and Christmas. The
        cart and checkout show the expected delivery date for your ZIP code before you pay.
      </p>

      <h2>How it is packed</h2>
      <ul>
        <li>Your furniture ships flat, ready to assemble at home.</li>
        <li>
          Each box is packed in its own parcels: up to three standard boxes to a parcel, or two wide
          or tall boxes. No parcel weighs more than 50 lb, so one person can carry each one.
        </li>
        <li>A large order arrives as several parcels, which may come on different days.</li>
      </ul>

      <h2>What shipping costs</h2>
      <p>
        Shipping is charged at FedEx&rsquo;s rate for your parcels: their number, size and weight
        and the distance to your address. At checkout you see the services available to your
        address, with their prices and delivery dates, and the cheapest is chosen for you. You pay
        the shipping shown, nothing more. Sales tax is charged on the furniture, not on shipping.
      </p>

      <h2>Delivery</h2>
      <ul>
        <li>
          Your order page, linked from the order confirmation e-mail and in your profile, shows its
          status as it moves from production to shipping and delivery.
        </li>
        <li>
          FedEx may leave parcels at your door. If you need a signature or a particular day,{' '}
          <Link to="/contact">tell us</Link> before your order ships and we arrange it with FedEx.
        </li>
        <li>
          Check the parcels when they arrive. If one is damaged, photograph it and tell us within{' '}
          {damageReportDays} days (see the <Link to="/return-policy">return policy</Link>).
        </li>
      </ul>

      <h2>Wrong address or missing parcels</h2>
      <p>
        Check your shipping address at checkout: we ship to the address on the order. If you spot a
        mistake, write to us through the <ContactLink /> before your order ships. If a parcel is
        lost in transit, we make and send the missing parts at no cost.
      </p>
    </PolicyPage>
  );
}

export function WarrantyPage() {
  return (
    <PolicyPage
      title="Warranty"
      intro="What our warranty covers on the birch, the laminate fronts and the hardware, how long it lasts, and how to make a claim."
    >
      <p>
        We build with Baltic birch plywood because it lasts. Our warranty says what we do if
        something we made fails in normal home use.
      </p>

      <h2>What is covered, and for how long</h2>
      <ul>
        <li>
          <strong>{panelWarrantyYears} years</strong> on the birch boxes, panels and laminate
          fronts: against splitting, delamination, warping and defects in how they were made.
        </li>
        <li>
          <strong>{hardwareWarrantyYears} years</strong> on the hardware: hinges, drawer runners,
          cam locks, connector bolts, shelf pins and legs.
        </li>
      </ul>
      <p>
        The warranty starts on the day your order is delivered and covers the original buyer in
        normal household use.
      </p>

      <h2>What is not covered</h2>
      <ul>
        <li>Normal wear, small scratches and dents from use.</li>
        <li>
          The natural change in birch&rsquo;s color with age and sunlight, and natural variation in
          its grain.
        </li>
        <li>
          Damage from water, heat, overloading, incorrect assembly, or a tall piece not fixed to the
          wall.
        </li>
        <li>Pieces that have been changed, cut or repainted, or used outdoors.</li>
        <li>Commercial use, unless agreed in writing through one of our programmes.</li>
      </ul>

      <h2>How to make a claim</h2>
      <ol>
        <li>
          Write to us through the <ContactLink /> with your order number, a description of the
          problem and photos.
        </li>
        <li>
          We reply within {SHOP_PROMISES.answerWithinWorkingDays} working days and, if the problem
          is covered, send a replacement part, panel or front at no cost, shipping included.
        </li>
        <li>
          If a part cannot be replaced, we make the whole box again or refund what you paid for it.
        </li>
      </ol>
      <p>
        Most fixes are a single part you can fit yourself with the tools you used to assemble the
        piece. Damage found on delivery is handled under the{' '}
        <Link to="/return-policy">return policy</Link>, which is quicker.
      </p>
    </PolicyPage>
  );
}
