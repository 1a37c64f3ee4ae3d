import type { MessageKind } from '../../contract/messages.ts';
import { LINE_BREAKING } from '../../domain/account/single-line.ts';
import { escapeHtml } from '../lib/escape-html.ts';

/**
 * The shop's e-mails, each in plain text and HTML with the brand.
 * Everything interpolated into the HTML is escaped; links are absolute on the shop's public origin.
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailBrand {
  brandName: string;
  publicUrl: string;
}

/**
 * Words a customer wrote (a name, an address, a design's name, a message), shown as theirs: in
 * quotes unless `quoted` is false (a greeting), on one line unless `lines` is true (a message),
 * and never as a link (`unlinkable`).
 */
interface CustomerText {
  readonly customer: string;
  readonly quoted?: boolean;
  readonly lines?: boolean;
}

/** A link of the shop's own: an `<a>` in the HTML, the address itself in the text. */
interface ShopLink {
  readonly link: string;
  readonly label?: string;
}

/** A paragraph: the shop's words, a customer's and the shop's links, in order. */
type Part = string | CustomerText | ShopLink;
type Paragraph = string | readonly Part[];

const customer = (text: string, options: Omit<CustomerText, 'customer'> = {}): CustomerText => ({
  customer: text,
  ...options,
});

const link = (url: string, label?: string): ShopLink => ({ link: url, ...(label && { label }) });

/**
 * Line breaks and other controls in a customer's one-line text become spaces: the address fields
 * refuse them, but an order kept from before, or a field that never did, must not start a line of
 * its own (`Bcc: …`) in the shop's mail.
 */
const oneLine = (text: string) => text.replace(LINE_BREAKING, ' ').trim();

/** A message's own lines are kept; what else could steer the text goes. */
const ownLines = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(LINE_BREAKING, ' '))
    .join('\n');

const WORD_JOINER = '\u2060';

/**
 * A customer's words in HTML, escaped, and made so no mail client links them. Clients link text
 * that looks like a site or an address (`evil.example`, `x@evil.example`, `https://…`) whether or
 * not it is a link; a word joiner before each dot (the full-width ones too), at sign and colon
 * that runs into what an address could go on with makes it no address at all (no address holds
 * one), and each is in a span of its own for the clients that read past invisible characters but
 * link only within one run of text. A full stop at a sentence's end is left as it is.
 */
const ADDRESS_MARK = /[.@:\u3002\uFF0E\uFF61](?=[\p{L}\p{N}\p{M}/%_~-])/gu;

function unlinkable(text: string): string {
  return escapeHtml(text).replace(ADDRESS_MARK, (mark) => `<span>${WORD_JOINER}${mark}</span>`);
}

const isCustomer = (part: Part): part is CustomerText =>
  typeof part === 'object' && 'customer' in part;

function customerWords(part: CustomerText): string {
  const words = part.lines ? ownLines(part.customer) : oneLine(part.customer);
  return part.quoted === false ? words : `“${words}”`;
}

function partText(part: Part): string {
  if (typeof part === 'string') return part;
  if (isCustomer(part)) return customerWords(part);
  return part.label ? `${part.label} ${part.link}` : part.link;
}

function partHtml(part: Part): string {
  if (typeof part === 'string') return escapeHtml(part);
  if (isCustomer(part)) return unlinkable(customerWords(part)).replaceAll('\n', '<br>');
  return `<a href="${escapeHtml(part.link)}" style="color:#1c1917">${escapeHtml(part.label ?? part.link)}</a>`;
}

const partsOf = (paragraph: Paragraph): readonly Part[] =>
  typeof paragraph === 'string' ? [paragraph] : paragraph;

function layout(
  brand: MailBrand,
  heading: string,
  paragraphs: readonly Paragraph[],
  action?: Action,
): string {
  const name = escapeHtml(brand.brandName);
  const body = paragraphs
    .map(
      (p) => `<p style="margin:0 0 16px;line-height:1.5">${partsOf(p).map(partHtml).join('')}</p>`,
    )
    .join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1c1917;color:#faf8f5;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#57534e">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#57534e;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  // Apple's clients read this and leave addresses, dates and numbers in the text as text.
  const noDetection =
    '<meta name="format-detection" content="telephone=no,date=no,address=no,email=no,url=no">';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">${noDetection}<title>${escapeHtml(heading)}</title></head><body style="margin:0;background:#faf8f5;color:#1c1917;font-family:Inter,Helvetica,Arial,sans-serif"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px"><table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e7e5e4;border-radius:8px"><tr><td style="padding:24px 32px;border-bottom:1px solid #e7e5e4;font-size:18px;font-weight:700;letter-spacing:-0.01em"><a href="${escapeHtml(brand.publicUrl)}" style="color:#1c1917;text-decoration:none">${name}</a></td></tr><tr><td style="padding:32px"><h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>${body}${button}</td></tr><tr><td style="padding:16px 32px;border-top:1px solid #e7e5e4;font-size:12px;color:#78716c">${name} · Modular furniture from Baltic birch, made to order in California</td></tr></table></td></tr></table></body></html>`;
}

interface Action {
  label: string;
  url: string;
}

function text(
  brand: MailBrand,
  heading: string,
  paragraphs: readonly Paragraph[],
  action?: Action,
): string {
  const lines = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [partsOf(p).map(partText).join(''), '']),
  ];
  if (action) lines.push(`${action.label}: ${action.url}`, '');
  lines.push('—', `${brand.brandName} · ${brand.publicUrl}`);
  return lines.join('\n');
}

function mail(
  brand: MailBrand,
  subject: string,
  heading: string,
  paragraphs: readonly Paragraph[],
  action?: Action,
): MailContent {
  return {
    // A subject is one header line: nothing in it may start another.
    subject: oneLine(subject),
    text: text(brand, heading, paragraphs, action),
    html: layout(brand, heading, paragraphs, action),
  };
}

function greeting(firstName: string | null | undefined): Paragraph {
  return firstName?.trim()
    ? ['Hello ', customer(firstName.trim(), { quoted: false }), ',']
    : 'Hello,';
}

export function confirmationMail(
  brand: MailBrand,
  input: { firstName?: string | null; confirmationUrl: string },
): MailContent {
  return mail(
    brand,
    `Confirm your email for ${brand.brandName}`,
    'Confirm your email address',
    [
      greeting(input.firstName),
      `Thank you for creating an account with ${brand.brandName}. Confirm this address to sign in, keep your wishlist and cart on every device and follow your orders.`,
      'The link works once and expires in 24 hours. If you did not create an account, you can ignore this email.',
    ],
    { label: 'Confirm email', url: input.confirmationUrl },
  );
}

export function welcomeMail(
  brand: MailBrand,
  input: { firstName?: string | null; lastName?: string | null },
): MailContent {
  return mail(
    brand,
    `Welcome to ${brand.brandName}`,
    `Welcome to ${brand.brandName}`,
    [
      greeting(input.firstName),
      'Your account is ready. Design a bookshelf, sideboard or TV stand in the configurator, save the designs you like to your wishlist, and we will build your piece to order from Baltic birch in our California workshop.',
      'Questions about a design or an order? Reply to this email and the people who build your furniture will answer.',
    ],
    { label: 'Start designing', url: `${brand.publicUrl}/configurator` },
  );
}

export function passwordResetMail(brand: MailBrand, input: { resetUrl: string }): MailContent {
  return mail(
    brand,
    `Reset your ${brand.brandName} password`,
    'Reset your password',
    [
      'Hello,',
      'We received a request to reset the password of your account. Choose a new password with the link below.',
      'The link works once and expires in one hour. If you did not ask for it, you can ignore this email: your password stays as it is.',
    ],
    { label: 'Choose a new password', url: input.resetUrl },
  );
}

/** Many wrong passwords for the account: what the shop does about it, and a way to a new one. */
export function lockoutMail(brand: MailBrand, input: { resetUrl: string }): MailContent {
  return mail(
    brand,
    `Someone is trying to sign in to your ${brand.brandName} account`,
    'Someone is guessing your password',
    [
      'Hello,',
      'In the last few minutes someone tried to sign in to your account with many wrong passwords. For a while we refuse every browser that keeps guessing, right password or not.',
      'You can still sign in as usual: your password works in any browser that has not been guessing, and on every device you have signed in with before.',
      'If it was not you, your password held. To be safe, you can choose a new one with the link below: it works once and expires in one hour.',
    ],
    { label: 'Choose a new password', url: input.resetUrl },
  );
}

export function newsletterConfirmationMail(
  brand: MailBrand,
  input: { confirmUrl: string },
): MailContent {
  return mail(
    brand,
    `Confirm your ${brand.brandName} newsletter subscription`,
    'Confirm your subscription',
    [
      'Hello,',
      `Someone, hopefully you, asked for the ${brand.brandName} newsletter at this address: new designs, workshop news and the occasional offer. Confirm and we will start writing to you.`,
      'If you did not ask for it, ignore this email and you will hear nothing more from us.',
    ],
    { label: 'Confirm subscription', url: input.confirmUrl },
  );
}

/** An order's line as its mails say it: `2 × Custom Bookcase (39" W × …, Black, 42.9 lb): $2,394.00`. */
interface OrderMailLine {
  name: string;
  quantity: number;
  /** Its size and finish: what was made, in the customer's words. */
  factsText: string;
  lineText: string;
}

/** `2 × “Custom Bookcase” (…): $2,394.00`: the line's name is the customer's. */
const orderLineText = (line: OrderMailLine): Paragraph => [
  `${line.quantity} × `,
  customer(line.name),
  ` (${line.factsText}): ${line.lineText}`,
];

/** The mail a paid order sends: what was ordered, where it goes, what was paid, and its link. */
export function orderConfirmationMail(
  brand: MailBrand,
  input: {
    number: string;
    /** Each line's size and finish: what was made, in the customer's words. */
    lines: readonly OrderMailLine[];
    /** How the total is made, each part in words: `Subtotal: $1,000.00`, `Shipping: $80.00`… */
    totalsText: readonly string[];
    totalText: string;
    /** The address as the customer wrote it: name, lines, city, state and ZIP code. */
    shipTo: string;
    serviceName: string;
    arrivesBy: string;
    orderUrl: string;
  },
): MailContent {
  return mail(
    brand,
    `Your ${brand.brandName} order ${input.number}`,
    `Thank you for your order ${input.number}`,
    [
      'We have your payment and your order is in our queue. Each piece is cut from Baltic birch and finished by hand in our California workshop.',
      ...input.lines.map(orderLineText),
      input.totalsText.join(' · '),
      `Total paid: ${input.totalText}`,
      ['Shipping to: ', customer(input.shipTo)],
      `${input.serviceName}, arriving by ${input.arrivesBy}.`,
      'Your order page shows its status and the assembly instructions for your pieces.',
    ],
    { label: 'View your order', url: input.orderUrl },
  );
}

/** An order as the shop's own mails tell it: what to make, where it goes, what was paid. */
export interface ShopOrderFacts {
  number: string;
  /** The customer's address, for a question about the order. */
  email: string;
  lines: readonly OrderMailLine[];
  totalsText: readonly string[];
  totalText: string;
  /** The address as the customer wrote it: name, lines, city, state and ZIP code. */
  shipTo: string;
  /** The phone the customer gave for the carrier, if any. */
  phone: string | null;
  /** In the shop's words, whether it is a home or a business and why the shop thinks so. */
  deliveryTo: string;
  /** The service, the packages and the dates it was promised with. */
  shippingText: string;
  /** The gateway and its reference for the payment. */
  paymentText: string;
  orderUrl: string;
}

/** The shop's notice of a paid order, for its inbox: everything needed to make and ship it. */
export function newOrderMail(brand: MailBrand, order: ShopOrderFacts): MailContent {
  return mail(
    brand,
    `New order ${order.number}: ${order.totalText}`,
    `New order ${order.number}`,
    [
      `Paid ${order.totalText}. ${order.paymentText}`,
      ...order.lines.map(orderLineText),
      order.totalsText.join(' · '),
      [
        'Ship to: ',
        customer(order.shipTo),
        '; ',
        ...(order.phone ? ['phone ', customer(order.phone)] : ['no phone given']),
        `; ${order.deliveryTo}`,
      ],
      order.shippingText,
      ['Customer: ', customer(order.email), '. Answering this e-mail writes to them.'],
      'The order page lists every line and links to the assembly instructions for each design.',
    ],
    { label: 'Open the order', url: order.orderUrl },
  );
}

/** The shop's notice of money an order could not take: someone must look (and likely refund). */
export function orderReviewMail(
  brand: MailBrand,
  order: { number: string; email: string; reason: string; paymentText: string; orderUrl: string },
): MailContent {
  return mail(
    brand,
    `Order ${order.number} needs a look`,
    `Order ${order.number} needs a look`,
    [
      order.reason,
      order.paymentText,
      'The order was left as it was. Check the payment with the payment provider and refund it if the order cannot take it.',
      ['Customer: ', customer(order.email), '. Answering this e-mail writes to them.'],
    ],
    { label: 'Open the order', url: order.orderUrl },
  );
}

/** The parcels of a consignment as a mail lists them: carrier, number and tracking page. */
export interface TrackedParcel {
  trackingNumber: string;
  trackingUrl: string | null;
}

function parcelText(
  carrierName: string,
  parcel: TrackedParcel,
  index: number,
  count: number,
): Paragraph {
  const which = count > 1 ? `Parcel ${index + 1} of ${count}` : 'Your parcel';
  return parcel.trackingUrl
    ? [`${which}: ${carrierName} ${parcel.trackingNumber}, track it at `, link(parcel.trackingUrl)]
    : `${which}: ${carrierName} ${parcel.trackingNumber}`;
}

/** An order moved into the workshop: when it should leave, and arrive. */
export function orderInProductionMail(
  brand: MailBrand,
  input: { number: string; shipsOn: string; arrivesBy: string; orderUrl: string },
): MailContent {
  return mail(
    brand,
    `Your ${brand.brandName} order ${input.number} is being made`,
    `We are making your order ${input.number}`,
    [
      'Your furniture is in our workshop now: its panels are being cut from Baltic birch and finished by hand.',
      `We expect it to leave the workshop by ${input.shipsOn} and to reach you by ${input.arrivesBy}.`,
      'We will write again with the tracking numbers when it ships.',
    ],
    { label: 'View your order', url: input.orderUrl },
  );
}

/** A consignment of an order left the workshop: its parcels with their tracking links. */
export function orderShippedMail(
  brand: MailBrand,
  input: {
    number: string;
    /** 1 for the first consignment: later ones say more of the order is on its way. */
    consignmentNumber: number;
    carrierName: string;
    parcels: readonly TrackedParcel[];
    arrivesBy: string;
    orderUrl: string;
  },
): MailContent {
  const first = input.consignmentNumber === 1;
  const count = input.parcels.length;
  return mail(
    brand,
    first
      ? `Your ${brand.brandName} order ${input.number} has shipped`
      : `More of your ${brand.brandName} order ${input.number} has shipped`,
    first
      ? `Your order ${input.number} is on its way`
      : `More of order ${input.number} is on its way`,
    [
      `${count === 1 ? 'One parcel has' : `${count} parcels have`} left our workshop with ${input.carrierName}. It should reach you by ${input.arrivesBy}.`,
      ...input.parcels.map((parcel, index) => parcelText(input.carrierName, parcel, index, count)),
      'Furniture arrives flat in its boxes: keep them together until you assemble it. The assembly instructions are on your order page.',
    ],
    { label: 'View your order', url: input.orderUrl },
  );
}

/** An order was delivered: how to put it together. */
export function orderDeliveredMail(
  brand: MailBrand,
  input: { number: string; instructionsUrl: string },
): MailContent {
  return mail(
    brand,
    `Your ${brand.brandName} order ${input.number} was delivered`,
    `Your order ${input.number} was delivered`,
    [
      'Your furniture has arrived. The assembly instructions walk you through each piece, step by step, with drawings of every part in your order.',
      'Something missing or damaged? Reply to this email with a photo and the people who built it will put it right.',
    ],
    { label: 'Open the assembly instructions', url: input.instructionsUrl },
  );
}

/** Money given back on an order. */
export function orderRefundedMail(
  brand: MailBrand,
  input: { number: string; amountText: string; whole: boolean; orderUrl: string },
): MailContent {
  return mail(
    brand,
    `A refund of ${input.amountText} on your ${brand.brandName} order ${input.number}`,
    `We have refunded ${input.amountText}`,
    [
      input.whole
        ? `We have refunded your order ${input.number} in full: ${input.amountText}.`
        : `We have refunded ${input.amountText} of your order ${input.number}.`,
      'The money goes back to the card you paid with. Banks usually show it within 5 to 10 business days.',
    ],
    { label: 'View your order', url: input.orderUrl },
  );
}

const MESSAGE_SUBJECTS: Record<MessageKind, string> = {
  contact: 'Contact message',
  'trade-program': 'Trade Program application',
  'commercial-program': 'Commercial Program application',
  'interior-designers': 'Made for Interior Designers application',
};

/** A contact message or programme application, for the shop's inbox. */
export function shopMessageMail(
  brand: MailBrand,
  message: {
    kind: MessageKind;
    name: string;
    email: string;
    topic?: string | undefined;
    company?: string | undefined;
    phone?: string | undefined;
    website?: string | undefined;
    message: string;
  },
): MailContent {
  const fact = (label: string, value: string | undefined): Paragraph[] =>
    value ? [[`${label}: `, customer(value)]] : [];
  const facts: Paragraph[] = [
    ['From: ', customer(message.name), ' (', customer(message.email), ')'],
    ...(message.topic ? [`Topic: ${message.topic}`] : []),
    ...fact('Company', message.company),
    ...fact('Phone', message.phone),
    ...fact('Website', message.website),
  ];
  const heading = MESSAGE_SUBJECTS[message.kind];
  return mail(brand, `${heading} from ${message.name}`, heading, [
    ...facts,
    [customer(message.message, { lines: true })],
    ['Answer the sender at ', customer(message.email), '.'],
  ]);
}
