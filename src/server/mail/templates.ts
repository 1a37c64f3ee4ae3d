import type { MessageKind } from '../../contract/messages.ts';
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

function layout(brand: MailBrand, heading: string, paragraphs: string[], action?: Action): string {
  const name = escapeHtml(brand.brandName);
  const body = paragraphs
    // A paragraph's own line breaks (a customer's message) are kept.
    .map(
      (p) =>
        `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p).replaceAll('\n', '<br>')}</p>`,
    )
    .join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1c1917;color:#faf8f5;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#57534e">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#57534e;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head><body style="margin:0;background:#faf8f5;color:#1c1917;font-family:Inter,Helvetica,Arial,sans-serif"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px"><table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e7e5e4;border-radius:8px"><tr><td style="padding:24px 32px;border-bottom:1px solid #e7e5e4;font-size:18px;font-weight:700;letter-spacing:-0.01em"><a href="${escapeHtml(brand.publicUrl)}" style="color:#1c1917;text-decoration:none">${name}</a></td></tr><tr><td style="padding:32px"><h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>${body}${button}</td></tr><tr><td style="padding:16px 32px;border-top:1px solid #e7e5e4;font-size:12px;color:#78716c">${name} · Modular furniture from Baltic birch, made to order in California</td></tr></table></td></tr></table></body></html>`;
}

interface Action {
  label: string;
  url: string;
}

function text(brand: MailBrand, heading: string, paragraphs: string[], action?: Action): string {
  const lines = [heading, '', ...paragraphs.flatMap((p) => [p, ''])];
  if (action) lines.push(`${action.label}: ${action.url}`, '');
  lines.push('—', `${brand.brandName} · ${brand.publicUrl}`);
  return lines.join('\n');
}

function mail(
  brand: MailBrand,
  subject: string,
  heading: string,
  paragraphs: string[],
  action?: Action,
): MailContent {
  return {
    subject,
    text: text(brand, heading, paragraphs, action),
    html: layout(brand, heading, paragraphs, action),
  };
}

function greeting(firstName: string | null | undefined): string {
  return firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,';
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

const orderLineText = (line: OrderMailLine) =>
  `${line.quantity} × ${line.name} (${line.factsText}): ${line.lineText}`;

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
      `Shipping to: ${input.shipTo}`,
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
  /** Name, street, city, state and ZIP, phone, and whether it is a home or a business. */
  shipTo: string;
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
      `Ship to: ${order.shipTo}`,
      order.shippingText,
      `Customer: ${order.email}. Answering this e-mail writes to them.`,
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
      `Customer: ${order.email}. Answering this e-mail writes to them.`,
    ],
    { label: 'Open the order', url: order.orderUrl },
  );
}

/** The parcels of a consignment as a mail lists them: carrier, number and tracking page. */
export interface TrackedParcel {
  trackingNumber: string;
  trackingUrl: string | null;
}

function parcelText(carrierName: string, parcel: TrackedParcel, index: number, count: number) {
  const which = count > 1 ? `Parcel ${index + 1} of ${count}` : 'Your parcel';
  return parcel.trackingUrl
    ? `${which}: ${carrierName} ${parcel.trackingNumber}, track it at ${parcel.trackingUrl}`
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
  const facts = [
    `From: ${message.name} <${message.email}>`,
    message.topic ? `Topic: ${message.topic}` : null,
    message.company ? `Company: ${message.company}` : null,
    message.phone ? `Phone: ${message.phone}` : null,
    message.website ? `Website: ${message.website}` : null,
  ].filter((line): line is string => line !== null);
  const heading = MESSAGE_SUBJECTS[message.kind];
  return mail(brand, `${heading} from ${message.name}`, heading, [
    ...facts,
    message.message,
    `Answer the sender at ${message.email}.`,
  ]);
}
