import { z } from 'zod';
import {
  CATEGORY_SLUG,
  PRODUCT_SLUG,
  productDetailOutput,
  productListOutput,
} from '../../contract/catalog.ts';
import {
  checkoutQuoteInput,
  checkoutQuoteOutput,
  orderDesignsOutput,
  orderListOutput,
  orderOutput,
  placedOrderOutput,
  placeOrderInput,
  shippingEstimateInput,
  shippingEstimateOutput,
  testCardInput,
} from '../../contract/checkout.ts';
import { checkoutConfigOutput } from '../../contract/checkout-config.ts';
import { articleDetailOutput, articleListOutput } from '../../contract/content.ts';
import { IMAGE_PRESETS } from '../../contract/images.ts';
import { messageInput, messageOutput } from '../../contract/messages.ts';
import {
  addressListOutput,
  nameInput,
  profileOutput,
  savedAddressOutput,
} from '../../contract/profile.ts';
import {
  LIST_FIELDS,
  savedItemInput,
  savedItemPatch,
  type SavedList,
} from '../../contract/saved-item.ts';
import { shareDesignInput, sharedDesignOutput } from '../../contract/shared-design.ts';
import {
  aboutOutput,
  bannerSetOutput,
  categorySummary,
  homeOutput,
} from '../../contract/storefront.ts';
import { addressSchema } from '../../domain/account/address.ts';
import {
  addConsignmentInput,
  adminOrderList,
  adminOrderQuery,
  adminOrderView,
  auditPage,
  aboutSectionEdit,
  aboutSectionInput,
  aboutSectionMove,
  adminAboutList,
  adminAboutSection,
  auditQuery,
  bulkProductionInput,
  bulkResult,
  cancelInput,
  dashboardOutput,
  documentsQuery,
  orderMoveInput,
  orderNoteInput,
  productionSheetOutput,
  productionSheetQuery,
  refundInput,
  discountCodeEdit,
  discountCodeInput,
  discountCodeList,
  discountCodeRow,
  discountCodeSwitch,
} from '../../contract/admin.ts';
import {
  customerList,
  customerQuery,
  customerView,
  messageList,
  messageQuery,
  messageStateInput,
  messageView,
  subscriberList,
  subscriberQuery,
} from '../../contract/admin-people.ts';

// Every call the shop answers under /api, except better-auth's /api/auth/* (which describes its
// own), written once: each route reads its body, query or path parameters with the schema here,
// and the API reference (`GET /api/openapi.json`, src/server/openapi) is made from the same
// entries, so the reference cannot say one thing while the route checks another. A route the app
// registers without an entry here fails the reference's tests.

type Schema = z.core.$ZodType;

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A JSON body the route checks with `readJson`, and one body it takes, which the reference shows. */
export interface JsonBody<S extends Schema = Schema> {
  readonly schema: S;
  readonly example: z.input<S>;
}

/** A body the route reads itself, unchecked by a schema: what may be sent, in words. */
export interface RawBody {
  readonly mediaTypes: readonly string[];
  readonly description: string;
}

export interface Answer {
  readonly description: string;
  /** What the answer holds; left out where the contract does not say. */
  readonly schema?: Schema;
  /** `application/json` unless said. */
  readonly mediaType?: string;
}

export interface ApiRoute {
  readonly method: HttpMethod;
  /** The path as the reference writes it, parameters in braces: `/api/orders/{id}`. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  /** Whether the call needs the session cookie, or reads it when there is one. */
  readonly session?: 'required' | 'optional';
  readonly body?: JsonBody | RawBody;
  /** The query string, as an object of its parameters. */
  readonly query?: z.core.$ZodObject;
  /** Path parameters the route checks; any other is a plain string. */
  readonly params?: Readonly<Record<string, Schema>>;
  /** Request headers the call reads, and why. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly answers: Readonly<Record<number, Answer>>;
  /** Served only when the shop takes cards through Stripe. */
  readonly onlyWith?: 'stripe';
}

/** A JSON body, with an example the compiler holds to the schema's input. */
function json<S extends Schema>(schema: S, example: z.input<S>): JsonBody<S> {
  return { schema, example };
}

export function isJsonBody(body: JsonBody | RawBody): body is JsonBody {
  return 'schema' in body;
}

// ---- Examples: real bodies the shop takes (the reference's tests send each one). ----

const BOX_WITH_DOOR = {
  components: [
    {
      boxType: 'standard',
      position: { x: 0, y: 0, z: 0 },
      hasDivider: false,
      modification: { type: 'door' },
    },
  ],
};

const WISHLIST_ITEM_EXAMPLE = {
  name: 'Custom Bookcase',
  priceCents: 119_700,
  originalPriceCents: 171_000,
  configurations: [BOX_WITH_DOOR],
  showBackPanel: true,
  backPanelDoubleSided: false,
  designType: 'bookcase',
  dateAdded: '2026-11-20T10:00:00.000Z',
  selectedColor: '#1F2937',
  selectedTexture: null,
  imageUrl: null,
  details: { standardBox: 1, singleDoor: 1, totalWeight: 14.3 },
  brandType: 'cella',
  dimensions: '13" W × 14" H × 14" D',
  productType: 'box',
  discountPercentage: 30,
  customDiscountPercentage: null,
  syncedWithLocal: true,
};

const CART_LINE_EXAMPLE = { ...WISHLIST_ITEM_EXAMPLE, quantity: 1 };

const ADDRESS_EXAMPLE = {
  fullName: 'Ada Lovelace',
  line1: '1 Market St',
  line2: 'Suite 300',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  phone: '+1 415 555 0100',
};

/** What every admin call answers a visitor who is not the owner. */
const OWNER_ONLY = {
  401: { description: 'Not signed in.' },
  403: { description: 'Signed in, but not as an admin.' },
} as const;

/** What a change to one order answers. */
const ORDER_CHANGE: Readonly<Record<number, Answer>> = {
  200: { description: 'The order as it now is.', schema: adminOrderView },
  400: { description: 'A field is wrong; the fields say which.' },
  404: { description: 'No such order.' },
  409: { description: 'The order changed meanwhile, or its status does not allow this.' },
  ...OWNER_ONLY,
};

/** What a change to one discount code answers. */
const CODE_CHANGE: Readonly<Record<number, Answer>> = {
  200: { description: 'The code as it now is.', schema: discountCodeRow },
  400: { description: 'A field is wrong; the fields say which.' },
  404: { description: 'No such code.' },
  409: {
    description:
      'The code changed meanwhile, another code has the same letters, or a used code would be renamed.',
  },
  ...OWNER_ONLY,
};

/** What a change to one About section answers. */
const ABOUT_SECTION_CHANGE: Readonly<Record<number, Answer>> = {
  200: { description: 'The section as it now is.', schema: adminAboutSection },
  400: { description: 'A field is wrong; the fields say which.' },
  404: { description: 'No such section.' },
  409: {
    description:
      'The section changed meanwhile, or another section has the key; the field `sectionKey` says so.',
  },
  ...OWNER_ONLY,
};

const ABOUT_SECTION_EXAMPLE = {
  sectionKey: 'our-workshop',
  title: 'Inside our workshop',
  content: 'We started with one bookcase.\n\nNow we build hundreds a month.',
  imageUrl: '/api/images/hero/1.png',
  active: true,
} as const;

const DISCOUNT_CODE_EXAMPLE = {
  code: 'spring-15',
  kind: 'percent',
  percentOff: 15,
  amountOffCents: null,
  minimumSubtotalCents: 50_000,
  validFrom: '2027-03-01',
  validUntil: '2027-05-31',
  usageLimit: 200,
  description: 'Spring newsletter',
} as const;

// ---- Schemas of the server's own: queries, parameters and answers the contract leaves out. ----

const categorySlug = z
  .string({ error: 'Choose a category, such as tv-stand.' })
  .max(60, 'Choose a category, such as tv-stand.')
  .regex(CATEGORY_SLUG, 'Choose a category, such as tv-stand.');

const distinct = (values: number[]) => [...new Set(values)].map(String) as [string, ...string[]];

const PRESETS = Object.values(IMAGE_PRESETS);

/** What a wrong picture size is told. */
export const PICTURE_SIZES_MESSAGE = `Ask for one of the shop's picture sizes: ${PRESETS.map((p) => `w=${p.width}&q=${p.quality}`).join(', ')}.`;

const subscribeBody = z.object({
  email: z
    .string({ error: 'Enter your e-mail address.' })
    .trim()
    .min(1, 'Enter your e-mail address.')
    .max(254, 'That e-mail address is too long.')
    .pipe(z.email({ error: 'Enter a valid e-mail address, like name@example.com.' })),
});

const confirmBody = z.object({
  token: z.string({ error: 'This link is not complete.' }).min(1).max(200),
});

/** The guest's way into an order: its token, in the query when a link carries it. */
const orderAccessQuery = z.object({ token: z.string().optional() });
const ORDER_TOKEN_HEADER = {
  'X-Order-Token': 'The order’s access token (from placing it), for a guest; or `?token=`.',
};

/** A saved item as the API answers it: the contract's fields as kept, and the row's own. */
function savedRow(list: SavedList) {
  const fields = Object.fromEntries(
    Object.entries(LIST_FIELDS[list]).map(([name, field]) => [name, field.schema]),
  );
  return z.object({
    id: z.uuid(),
    ...fields,
    clientId: z.string().nullable(),
    mergedClientIds: z.array(z.string()),
  });
}

const cartSummaryOutput = z.object({
  lines: z.array(
    z.object({
      id: z.uuid(),
      quantity: z.int(),
      unitCents: z.int(),
      lineCents: z.int(),
      shownCents: z.int(),
    }),
  ),
  subtotalCents: z.int(),
  unpriced: z.array(z.object({ id: z.uuid(), message: z.string() })),
});

const chatIdentityOutput = z.object({
  identity: z
    .object({
      user_id: z.string(),
      email: z.string(),
      name: z.string(),
      /** Unix seconds. */
      created_at: z.int(),
      user_hash: z.string().nullable(),
    })
    .nullable(),
});

/** The calls on one of the customer's lists; both lists take the same, the cart's lines a quantity. */
function savedListRoutes<Add extends Schema, Update extends Schema>(
  list: SavedList,
  add: JsonBody<Add>,
  update: JsonBody<Update>,
) {
  const row = savedRow(list);
  const what = list === 'cart' ? 'cart line' : 'saved design';
  return {
    list: {
      method: 'get',
      path: `/api/${list}`,
      summary: `The customer's ${what}s, oldest first (a long list is streamed).`,
      session: 'required',
      answers: { 200: { description: `The ${what}s.`, schema: z.object({ items: z.array(row) }) } },
    },
    count: {
      method: 'get',
      path: `/api/${list}/count`,
      summary: `How many ${what}s the customer has.`,
      session: 'required',
      answers: { 200: { description: 'The count.', schema: z.object({ count: z.int() }) } },
    },
    add: {
      method: 'post',
      path: `/api/${list}/items`,
      summary: `Adds a ${what}; a repeat with the same clientId answers the first row.`,
      session: 'required',
      body: add,
      answers: {
        201: { description: `The ${what} as kept.`, schema: z.object({ item: row }) },
        409: { description: `The ${list} is full.` },
      },
    },
    update: {
      method: 'patch',
      path: `/api/${list}/items/{id}`,
      summary: `Changes fields of a ${what}; a design change is checked whole.`,
      session: 'required',
      body: update,
      answers: {
        200: { description: `The ${what} after the change.`, schema: z.object({ item: row }) },
        404: { description: `No such ${what} of this customer.` },
      },
    },
    remove: {
      method: 'delete',
      path: `/api/${list}/items/{id}`,
      summary: `Removes a ${what}.`,
      session: 'required',
      answers: {
        204: { description: 'Removed.' },
        404: { description: `No such ${what} of this customer.` },
      },
    },
    clear: {
      method: 'delete',
      path: `/api/${list}`,
      summary: `Removes every ${what} of the customer.`,
      session: 'required',
      answers: {
        200: { description: 'How many were removed.', schema: z.object({ deleted: z.int() }) },
      },
    },
  } satisfies Record<string, ApiRoute>;
}

export const API_ROUTES = {
  health: {
    check: {
      method: 'get',
      path: '/api/health',
      summary: 'Whether the shop and its database answer (the database within 2 s).',
      answers: {
        200: {
          description: 'Up.',
          schema: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
        },
        503: {
          description: 'The database does not answer.',
          schema: z.object({
            status: z.literal('unavailable'),
            database: z.enum(['pglite', 'postgres']),
          }),
        },
      },
    },
  },
  reference: {
    document: {
      method: 'get',
      path: '/api/openapi.json',
      summary: 'This reference, as an OpenAPI 3.1 document.',
      answers: { 200: { description: 'The document.' } },
    },
  },
  catalogue: {
    categories: {
      method: 'get',
      path: '/api/categories',
      summary: 'The active shop categories in their sort order.',
      answers: {
        200: {
          description: 'The categories.',
          schema: z.object({ categories: z.array(categorySummary) }),
        },
      },
    },
    products: {
      method: 'get',
      path: '/api/products',
      summary: "The active products of an active category, in the owner's order.",
      query: z.object({ category: categorySlug }),
      answers: {
        200: { description: 'The products, as cards show them.', schema: productListOutput },
      },
    },
    featured: {
      method: 'get',
      path: '/api/products/featured',
      summary: 'Best Designs: the featured products, by category then product order.',
      answers: { 200: { description: 'The products.', schema: productListOutput } },
    },
    product: {
      method: 'get',
      path: '/api/products/{category}/{slug}',
      summary: 'One product, by its category and its slug (or id).',
      params: {
        category: categorySlug,
        slug: z.string().max(80).regex(PRODUCT_SLUG),
      },
      answers: {
        200: { description: 'The product.', schema: productDetailOutput },
        404: { description: 'No such product on sale.' },
      },
    },
  },
  pictures: {
    image: {
      method: 'get',
      path: '/api/images/{path}',
      summary: 'A picture of the image store as WebP, at one of the storefront’s sizes.',
      description:
        'Paths are lower-case words and folders ending in .png, .jpg or .webp; w and q must be one of the pairs the storefront uses.',
      query: z.object({
        w: z.enum(distinct(PRESETS.map((p) => p.width)), { error: PICTURE_SIZES_MESSAGE }),
        q: z.enum(distinct(PRESETS.map((p) => p.quality)), { error: PICTURE_SIZES_MESSAGE }),
      }),
      answers: {
        200: {
          description: 'The picture.',
          mediaType: 'image/webp',
          schema: z.string(),
        },
        304: { description: 'The ETag sent matches.' },
        404: { description: 'No such picture.' },
      },
    },
  },
  blog: {
    articles: {
      method: 'get',
      path: '/api/articles',
      summary: 'The blog’s articles, newest first.',
      answers: { 200: { description: 'The articles.', schema: articleListOutput } },
    },
    article: {
      method: 'get',
      path: '/api/articles/{slug}',
      summary: 'One article with its HTML.',
      answers: {
        200: { description: 'The article.', schema: articleDetailOutput },
        404: { description: 'No such article.' },
      },
    },
  },
  storefront: {
    home: {
      method: 'get',
      path: '/api/home',
      summary: 'The home page: hero slides, sections and the active categories.',
      answers: { 200: { description: 'The home page’s content.', schema: homeOutput } },
    },
    banner: {
      method: 'get',
      path: '/api/banner',
      summary: 'The promotional banners that run now, and how fast they rotate.',
      answers: { 200: { description: 'The banners.', schema: bannerSetOutput } },
    },
    about: {
      method: 'get',
      path: '/api/about',
      summary: 'The About page’s active sections.',
      answers: { 200: { description: 'The sections.', schema: aboutOutput } },
    },
  },
  messages: {
    send: {
      method: 'post',
      path: '/api/messages',
      summary: 'A contact message or a programme application, stored and mailed to the shop.',
      session: 'optional',
      body: json(messageInput, {
        kind: 'contact',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        topic: 'design',
        message: 'Could the bookcase be made ten inches deep?',
      }),
      answers: { 202: { description: 'Received.', schema: messageOutput } },
    },
  },
  newsletter: {
    subscribe: {
      method: 'post',
      path: '/api/newsletter',
      summary: 'Asks to subscribe an address: a new or waiting one is mailed a link to confirm.',
      body: json(subscribeBody, { email: 'ada@example.com' }),
      answers: {
        202: {
          description: 'The same for every valid address.',
          schema: z.object({ status: z.literal('check_inbox') }),
        },
      },
    },
    confirm: {
      method: 'post',
      path: '/api/newsletter/confirm',
      summary: 'Confirms the address a mailed link names.',
      body: json(confirmBody, { token: 'Wm9vbS1hLWJvb2tjYXNlLXRva2Vu' }),
      answers: {
        200: { description: 'Subscribed.', schema: z.object({ status: z.literal('confirmed') }) },
        404: { description: 'An unknown or used link.' },
      },
    },
  },
  security: {
    cspReport: {
      method: 'post',
      path: '/api/csp-report',
      summary: 'Browsers report Content-Security-Policy violations here.',
      body: {
        mediaTypes: ['application/csp-report', 'application/reports+json', 'application/json'],
        description: 'A report-uri report or a Reporting API list, at most 16 KB.',
      },
      answers: { 204: { description: 'Read (a sample is logged).' } },
    },
  },
  sharedDesigns: {
    share: {
      method: 'post',
      path: '/api/designs',
      summary: 'Stores a public record of a design, to share by link.',
      session: 'optional',
      body: json(shareDesignInput, {
        designType: 'bookcase',
        configurationData: [BOX_WITH_DOOR],
        details: {},
        showBackPanel: true,
        backPanelDoubleSided: false,
        selectedColor: '#1F2937',
        selectedTexture: null,
      }),
      answers: { 201: { description: 'The shared design.', schema: sharedDesignOutput } },
    },
    find: {
      method: 'get',
      path: '/api/designs/{id}',
      summary: 'A shared design, by its id.',
      answers: {
        200: { description: 'The shared design.', schema: sharedDesignOutput },
        404: { description: 'An unknown or malformed id.' },
      },
    },
  },
  cart: {
    ...savedListRoutes(
      'cart',
      json(savedItemInput.cart, CART_LINE_EXAMPLE),
      json(savedItemPatch.cart, { quantity: 2 }),
    ),
    summary: {
      method: 'get',
      path: '/api/cart/summary',
      summary: 'The cart as the server prices it: what every total is made from.',
      session: 'required',
      answers: { 200: { description: 'The priced lines.', schema: cartSummaryOutput } },
    },
  },
  wishlist: savedListRoutes(
    'wishlist',
    json(savedItemInput.wishlist, WISHLIST_ITEM_EXAMPLE),
    json(savedItemPatch.wishlist, { name: 'Hallway bookcase' }),
  ),
  profile: {
    get: {
      method: 'get',
      path: '/api/profile',
      summary: 'The signed-in customer’s profile.',
      session: 'required',
      answers: { 200: { description: 'The profile.', schema: profileOutput } },
    },
    rename: {
      method: 'patch',
      path: '/api/profile',
      summary: 'Changes the customer’s name; an empty part is no name.',
      session: 'required',
      body: json(nameInput, { firstName: 'Ada', lastName: 'Lovelace' }),
      answers: { 200: { description: 'The profile after the change.', schema: profileOutput } },
    },
    addresses: {
      method: 'get',
      path: '/api/profile/addresses',
      summary: 'The address book, the default first.',
      session: 'required',
      answers: { 200: { description: 'The addresses.', schema: addressListOutput } },
    },
    addAddress: {
      method: 'post',
      path: '/api/profile/addresses',
      summary: 'Adds an address; the first one is the default.',
      session: 'required',
      body: json(addressSchema, { ...ADDRESS_EXAMPLE, isDefault: true }),
      answers: { 201: { description: 'The address as kept.', schema: savedAddressOutput } },
    },
    updateAddress: {
      method: 'put',
      path: '/api/profile/addresses/{id}',
      summary: 'Replaces an address.',
      session: 'required',
      body: json(addressSchema, ADDRESS_EXAMPLE),
      answers: {
        200: { description: 'The address as kept.', schema: savedAddressOutput },
        404: { description: 'No such address of this customer.' },
      },
    },
    makeDefault: {
      method: 'post',
      path: '/api/profile/addresses/{id}/default',
      summary: 'Makes an address the default.',
      session: 'required',
      answers: {
        200: { description: 'The address book.', schema: addressListOutput },
        404: { description: 'No such address of this customer.' },
      },
    },
    removeAddress: {
      method: 'delete',
      path: '/api/profile/addresses/{id}',
      summary: 'Deletes an address; the oldest left becomes the default if it was.',
      session: 'required',
      answers: {
        200: { description: 'The address book.', schema: addressListOutput },
        404: { description: 'No such address of this customer.' },
      },
    },
    chatIdentity: {
      method: 'get',
      path: '/api/profile/chat-identity',
      summary: 'Who the customer is to the chat (Intercom), with its identity hash.',
      session: 'required',
      answers: {
        200: { description: 'The identity, or null without Intercom.', schema: chatIdentityOutput },
      },
    },
  },
  checkout: {
    config: {
      method: 'get',
      path: '/api/checkout/config',
      summary: 'How the shop takes payment, and its production lead time.',
      answers: { 200: { description: 'The settings.', schema: checkoutConfigOutput } },
    },
    quote: {
      method: 'post',
      path: '/api/checkout/quote',
      summary: 'Prices the cart for an address: lines, parcels, delivery quotes, tax and totals.',
      body: json(checkoutQuoteInput, { lines: [CART_LINE_EXAMPLE], address: ADDRESS_EXAMPLE }),
      answers: {
        200: { description: 'The quote.', schema: checkoutQuoteOutput },
        503: { description: 'The carrier does not answer.' },
      },
    },
    estimate: {
      method: 'post',
      path: '/api/checkout/estimate',
      summary: 'The cart panel’s shipping estimate for a ZIP code.',
      body: json(shippingEstimateInput, { lines: [CART_LINE_EXAMPLE], postalCode: '94105' }),
      answers: {
        200: { description: 'The parcels and the cheapest quote.', schema: shippingEstimateOutput },
      },
    },
  },
  orders: {
    list: {
      method: 'get',
      path: '/api/orders',
      summary: 'The signed-in customer’s orders, newest first.',
      session: 'required',
      answers: { 200: { description: 'The orders.', schema: orderListOutput } },
    },
    place: {
      method: 'post',
      path: '/api/orders',
      summary: 'Places a checkout: one order per checkoutId, priced and quoted again.',
      description:
        'A repeat of the same checkoutId answers its first order with a new token: to its customer, or for a guest’s order to whoever holds its checkoutKey. With expectedTotalCents, the total the customer was shown, an order whose total has changed since is refused (409).',
      session: 'optional',
      body: json(placeOrderInput, {
        checkoutId: 'c0ffee00-5e1f-4b00-9a00-000000000001',
        checkoutKey: 'Qm9va2Nhc2UtY2hlY2tvdXQta2V5LWZvci1BZGE',
        email: 'ada@example.com',
        lines: [CART_LINE_EXAMPLE],
        address: { ...ADDRESS_EXAMPLE, residential: true },
        choice: { serviceType: 'GROUND_HOME_DELIVERY', packagingType: 'YOUR_PACKAGING' },
        discountCode: null,
      }),
      answers: {
        201: {
          description: 'The order, and the token that opens it without an account.',
          schema: placedOrderOutput,
        },
        409: { description: 'The total changed, or the checkout was placed elsewhere.' },
      },
    },
    get: {
      method: 'get',
      path: '/api/orders/{id}',
      summary: 'An order, for its customer or with its access token.',
      session: 'optional',
      query: orderAccessQuery,
      headers: ORDER_TOKEN_HEADER,
      answers: {
        200: { description: 'The order.', schema: orderOutput },
        404: { description: 'No such order, or not the caller’s.' },
      },
    },
    designs: {
      method: 'get',
      path: '/api/orders/{id}/designs',
      summary: 'The designs of an order’s lines, for their assembly instructions.',
      session: 'optional',
      query: orderAccessQuery,
      headers: ORDER_TOKEN_HEADER,
      answers: {
        200: { description: 'The designs.', schema: orderDesignsOutput },
        404: { description: 'No such order, or not the caller’s.' },
      },
    },
    pay: {
      method: 'post',
      path: '/api/orders/{id}/pay',
      summary: 'Pays an order by card through the test gateway (the shop without Stripe keys).',
      session: 'optional',
      query: orderAccessQuery,
      headers: ORDER_TOKEN_HEADER,
      body: json(testCardInput, { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }),
      answers: {
        200: { description: 'The order, paid, or with the card’s decline.', schema: orderOutput },
        404: { description: 'No such order, or not the caller’s.' },
      },
    },
  },
  payments: {
    stripeWebhook: {
      method: 'post',
      path: '/api/payments/stripe/webhook',
      summary: 'Stripe’s events: each applied once, a replay changes nothing.',
      onlyWith: 'stripe',
      body: {
        mediaTypes: ['application/json'],
        description: 'A Stripe event, signed in the Stripe-Signature header.',
      },
      headers: { 'Stripe-Signature': 'Stripe’s signature of the raw body.' },
      answers: {
        200: { description: 'Handled.', schema: z.object({ received: z.literal(true) }) },
        400: { description: 'A bad signature.' },
      },
    },
  },
  admin: {
    dashboard: {
      method: 'get',
      path: '/api/admin/dashboard',
      summary: 'The week’s work, late orders, revenue by week and mail that could not be sent.',
      session: 'required',
      answers: { 200: { description: 'The dashboard.', schema: dashboardOutput }, ...OWNER_ONLY },
    },
    orders: {
      method: 'get',
      path: '/api/admin/orders',
      summary: 'Orders searched, filtered, sorted and paged by the server.',
      session: 'required',
      query: adminOrderQuery,
      answers: {
        200: { description: 'A page of the list.', schema: adminOrderList },
        400: { description: 'A filter that is not one of the list’s.' },
        ...OWNER_ONLY,
      },
    },
    ordersCsv: {
      method: 'get',
      path: '/api/admin/orders.csv',
      summary: 'The filtered list as CSV, newest first.',
      session: 'required',
      query: adminOrderQuery,
      answers: {
        200: { description: 'The CSV file.', mediaType: 'text/csv' },
        400: { description: 'A filter that is not one of the list’s.' },
        ...OWNER_ONLY,
      },
    },
    bulkProduction: {
      method: 'post',
      path: '/api/admin/orders/bulk/production',
      summary: 'Moves the selected paid orders into production, each on its own.',
      session: 'required',
      body: json(bulkProductionInput, {
        orderIds: ['6f1c2a9e-51f4-4c36-8a55-2f3c1b0b7d10'],
        expectedShipDate: null,
      }),
      answers: {
        200: { description: 'Each order’s outcome.', schema: bulkResult },
        400: { description: 'No orders selected, or too many.' },
        ...OWNER_ONLY,
      },
    },
    order: {
      method: 'get',
      path: '/api/admin/orders/{id}',
      summary: 'An order with everything needed to make, ship and settle it.',
      session: 'required',
      answers: {
        200: { description: 'The order.', schema: adminOrderView },
        404: { description: 'No such order.' },
        ...OWNER_ONLY,
      },
    },
    move: {
      method: 'post',
      path: '/api/admin/orders/{id}/moves',
      summary: 'Moves an order along its statuses (in production, shipped, delivered).',
      description:
        'Sent with the version the owner saw: a change made meanwhile is refused (409). Each move mails the customer.',
      session: 'required',
      body: json(orderMoveInput, { to: 'in_production', version: 3, expectedShipDate: null }),
      answers: ORDER_CHANGE,
    },
    consignment: {
      method: 'post',
      path: '/api/admin/orders/{id}/consignments',
      summary: 'Another consignment of a shipped order, with a tracking number per parcel.',
      session: 'required',
      body: json(addConsignmentInput, {
        version: 5,
        carrier: 'fedex',
        trackingNumbers: ['794612345678'],
      }),
      answers: ORDER_CHANGE,
    },
    note: {
      method: 'post',
      path: '/api/admin/orders/{id}/notes',
      summary: 'An internal note on the order’s timeline, never shown to the customer.',
      session: 'required',
      body: json(orderNoteInput, { text: 'The customer asked for delivery after 5 pm.' }),
      answers: ORDER_CHANGE,
    },
    refund: {
      method: 'post',
      path: '/api/admin/orders/{id}/refunds',
      summary: 'Refunds all or part of a paid order through the payment provider, once per key.',
      session: 'required',
      body: json(refundInput, {
        amountCents: 10_000,
        reason: 'A door arrived scratched',
        idempotencyKey: 'b5c9a1f0e2d34c6f8a7b9c0d1e2f3a4b',
        version: 4,
      }),
      answers: ORDER_CHANGE,
    },
    cancel: {
      method: 'post',
      path: '/api/admin/orders/{id}/cancel',
      summary: 'Cancels an unpaid order, giving back the discount-code use it held.',
      session: 'required',
      body: json(cancelInput, { version: 2, reason: 'The customer asked' }),
      answers: ORDER_CHANGE,
    },
    documents: {
      method: 'get',
      path: '/api/admin/documents',
      summary: 'The selected orders in full, for their packing slips and invoices.',
      session: 'required',
      query: documentsQuery,
      answers: {
        200: { description: 'The orders.', schema: z.object({ orders: z.array(adminOrderView) }) },
        400: { description: 'No orders selected, or too many.' },
        404: { description: 'One of them does not exist.' },
        ...OWNER_ONLY,
      },
    },
    productionSheet: {
      method: 'get',
      path: '/api/admin/production-sheet',
      summary: 'The workshop’s cut list for the selected orders, as JSON or (format=csv) CSV.',
      session: 'required',
      query: productionSheetQuery,
      answers: {
        200: {
          description: 'The sheet (or, with format=csv, its cut list as CSV).',
          schema: productionSheetOutput,
        },
        400: { description: 'No orders selected, or too many.' },
        404: { description: 'One of them does not exist.' },
        ...OWNER_ONLY,
      },
    },
    retryMail: {
      method: 'post',
      path: '/api/admin/mail/{id}/retry',
      summary: 'Sends a mail that failed every attempt once more.',
      session: 'required',
      answers: {
        200: {
          description: 'Waiting to be sent again.',
          schema: z.object({ ok: z.literal(true) }),
        },
        404: { description: 'No such mail.' },
        409: { description: 'It is not a failed mail, or its text was removed with age.' },
        ...OWNER_ONLY,
      },
    },
    discountCodes: {
      method: 'get',
      path: '/api/admin/discount-codes',
      summary: 'The discount codes, active first, each with its uses so far and by paid orders.',
      session: 'required',
      answers: {
        200: { description: 'The codes.', schema: discountCodeList },
        ...OWNER_ONLY,
      },
    },
    createDiscountCode: {
      method: 'post',
      path: '/api/admin/discount-codes',
      summary: 'Creates a discount code: a percentage or a fixed amount off the merchandise.',
      description:
        'The code is kept upper case; one that differs from another only by case is refused (409).',
      session: 'required',
      body: json(discountCodeInput, DISCOUNT_CODE_EXAMPLE),
      answers: {
        201: { description: 'The new code.', schema: discountCodeRow },
        400: { description: 'A field is wrong; the fields say which.' },
        409: { description: 'There is already such a code; the field `code` says so.' },
        ...OWNER_ONLY,
      },
    },
    editDiscountCode: {
      method: 'patch',
      path: '/api/admin/discount-codes/{id}',
      summary: 'Changes a discount code; checkout applies the change from its next quote.',
      description:
        'Sent whole, with the version the owner saw: a change made meanwhile is refused (409). A code an order has used keeps its name.',
      session: 'required',
      body: json(discountCodeEdit, { ...DISCOUNT_CODE_EXAMPLE, percentOff: 20, version: 1 }),
      answers: CODE_CHANGE,
    },
    deactivateDiscountCode: {
      method: 'post',
      path: '/api/admin/discount-codes/{id}/deactivate',
      summary: 'Switches a code off: checkout refuses it from then on.',
      session: 'required',
      body: json(discountCodeSwitch, { version: 2 }),
      answers: CODE_CHANGE,
    },
    activateDiscountCode: {
      method: 'post',
      path: '/api/admin/discount-codes/{id}/activate',
      summary: 'Switches a code on again.',
      session: 'required',
      body: json(discountCodeSwitch, { version: 3 }),
      answers: CODE_CHANGE,
    },
    deleteDiscountCode: {
      method: 'delete',
      path: '/api/admin/discount-codes/{id}',
      summary: 'Deletes a code no order has used; a used one can only be deactivated (409).',
      session: 'required',
      answers: {
        200: { description: 'Deleted.', schema: z.object({ ok: z.literal(true) }) },
        404: { description: 'No such code.' },
        409: { description: 'An order has used it.' },
        ...OWNER_ONLY,
      },
    },
    aboutSections: {
      method: 'get',
      path: '/api/admin/about-sections',
      summary:
        'The About page’s sections in the page’s order, active or not, and the pictures they may show.',
      session: 'required',
      answers: {
        200: { description: 'The sections and pictures.', schema: adminAboutList },
        ...OWNER_ONLY,
      },
    },
    createAboutSection: {
      method: 'post',
      path: '/api/admin/about-sections',
      summary:
        'Creates an About section, last on the page; the About page shows it on its next visit.',
      description:
        'The key names one section only (409 naming `sectionKey`); the picture is one the list offers.',
      session: 'required',
      body: json(aboutSectionInput, ABOUT_SECTION_EXAMPLE),
      answers: {
        201: { description: 'The new section.', schema: adminAboutSection },
        400: { description: 'A field is wrong; the fields say which.' },
        409: { description: 'Another section has the key; the field `sectionKey` says so.' },
        ...OWNER_ONLY,
      },
    },
    editAboutSection: {
      method: 'patch',
      path: '/api/admin/about-sections/{id}',
      summary: 'Changes an About section; the About page shows the change on its next visit.',
      description:
        'Sent whole, with the version the owner saw: a change made meanwhile is refused (409).',
      session: 'required',
      body: json(aboutSectionEdit, { ...ABOUT_SECTION_EXAMPLE, version: 1 }),
      answers: ABOUT_SECTION_CHANGE,
    },
    moveAboutSection: {
      method: 'post',
      path: '/api/admin/about-sections/{id}/move',
      summary: 'Moves an About section one place up or down the page, past its neighbour.',
      session: 'required',
      body: json(aboutSectionMove, { direction: 'up', version: 2 }),
      answers: {
        200: { description: 'The sections in their new order.', schema: adminAboutList },
        400: { description: 'A field is wrong; the fields say which.' },
        404: { description: 'No such section.' },
        409: { description: 'The section changed meanwhile, or is already first or last.' },
        ...OWNER_ONLY,
      },
    },
    deleteAboutSection: {
      method: 'delete',
      path: '/api/admin/about-sections/{id}',
      summary: 'Deletes an About section; the page’s own copy stands in where it showed.',
      session: 'required',
      answers: {
        200: { description: 'Deleted.', schema: z.object({ ok: z.literal(true) }) },
        404: { description: 'No such section.' },
        ...OWNER_ONLY,
      },
    },
    customers: {
      method: 'get',
      path: '/api/admin/customers',
      summary: 'Customers’ accounts, newest first, searched by e-mail or name and paged.',
      session: 'required',
      query: customerQuery,
      answers: {
        200: { description: 'A page of the list.', schema: customerList },
        400: { description: 'A page or page size that is not one of the list’s.' },
        ...OWNER_ONLY,
      },
    },
    customer: {
      method: 'get',
      path: '/api/admin/customers/{id}',
      summary: 'A customer’s details, their orders, and the designs in their cart and wishlist.',
      session: 'required',
      answers: {
        200: { description: 'The customer.', schema: customerView },
        404: { description: 'No such customer.' },
        ...OWNER_ONLY,
      },
    },
    subscribers: {
      method: 'get',
      path: '/api/admin/subscribers',
      summary: 'Newsletter subscribers who confirmed and stayed, newest first, searched and paged.',
      session: 'required',
      query: subscriberQuery,
      answers: {
        200: { description: 'A page of the list.', schema: subscriberList },
        400: { description: 'A page or page size that is not one of the list’s.' },
        ...OWNER_ONLY,
      },
    },
    subscribersCsv: {
      method: 'get',
      path: '/api/admin/subscribers.csv',
      summary: 'The confirmed subscribers (searched, when asked) as CSV, newest first.',
      session: 'required',
      query: subscriberQuery,
      answers: {
        200: { description: 'The CSV file.', mediaType: 'text/csv' },
        400: { description: 'A search that is not one of the list’s.' },
        ...OWNER_ONLY,
      },
    },
    messages: {
      method: 'get',
      path: '/api/admin/messages',
      summary: 'Contact messages and programme applications, unread first, then newest first.',
      session: 'required',
      query: messageQuery,
      answers: {
        200: { description: 'A page of the list.', schema: messageList },
        400: { description: 'A filter that is not one of the list’s.' },
        ...OWNER_ONLY,
      },
    },
    message: {
      method: 'get',
      path: '/api/admin/messages/{id}',
      summary: 'A message or application in full.',
      session: 'required',
      answers: {
        200: { description: 'The message.', schema: messageView },
        404: { description: 'No such message.' },
        ...OWNER_ONLY,
      },
    },
    messageState: {
      method: 'post',
      path: '/api/admin/messages/{id}/state',
      summary: 'Marks a message unread, read or answered; each change is one audit entry.',
      session: 'required',
      body: json(messageStateInput, { state: 'read' }),
      answers: {
        200: { description: 'The message as it now is.', schema: messageView },
        400: { description: 'Not one of the states.' },
        404: { description: 'No such message.' },
        ...OWNER_ONLY,
      },
    },
    audit: {
      method: 'get',
      path: '/api/admin/audit',
      summary: 'The audit log, newest first, filtered by who, what and when.',
      session: 'required',
      query: auditQuery,
      answers: { 200: { description: 'A page of the log.', schema: auditPage }, ...OWNER_ONLY },
    },
  },
} satisfies Record<string, Record<string, ApiRoute>>;

export type ApiGroup = keyof typeof API_ROUTES;

/** Each group's heading in the reference. */
export const API_GROUPS: Readonly<Record<ApiGroup, { name: string; description: string }>> = {
  health: { name: 'Health', description: 'For load balancers and monitors.' },
  reference: { name: 'Reference', description: 'This document.' },
  catalogue: { name: 'Catalogue', description: 'Categories and products, priced by the domain.' },
  pictures: { name: 'Pictures', description: 'The image store, resized to WebP.' },
  blog: { name: 'Blog', description: 'Articles, rendered by the server.' },
  storefront: { name: 'Storefront', description: 'The owner-managed home, banner and About.' },
  messages: { name: 'Messages', description: 'The contact form and programme applications.' },
  newsletter: { name: 'Newsletter', description: 'Double opt-in.' },
  security: { name: 'Security', description: 'Content-Security-Policy reports.' },
  sharedDesigns: { name: 'Shared designs', description: 'Designs shared by link.' },
  cart: { name: 'Cart', description: 'The signed-in customer’s cart lines.' },
  wishlist: { name: 'Wishlist', description: 'The signed-in customer’s saved designs.' },
  profile: { name: 'Profile', description: 'The signed-in customer’s profile and addresses.' },
  checkout: { name: 'Checkout', description: 'Quotes and estimates, priced by the server.' },
  orders: { name: 'Orders', description: 'Placing, reading and paying orders.' },
  payments: { name: 'Payments', description: 'The payment provider’s calls.' },
  admin: {
    name: 'Admin',
    description:
      'The owner’s admin: an account whose role is admin (401 signed out, 403 otherwise).',
  },
};
