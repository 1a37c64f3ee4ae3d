import {
  ADMIN_ORDER_SORTS,
  ADMIN_PAGE_SIZES,
  type AdminOrderSort,
} from '../../../../contract/admin.ts';
import {
  isOrderStatus,
  ORDER_STATUSES,
  type OrderStatus,
} from '../../../../domain/orders/status.ts';

/**
 * What the orders list shows, kept whole in the page's address (a filtered list is a link, and
 * Back and Forward move between lists) and sent as it is to the server, which filters, sorts and
 * pages. Anything unreadable in an address falls back to the default rather than failing.
 */
export interface OrderListState {
  /** An order number, an e-mail address (or their start) or part of a name. */
  readonly q: string;
  readonly statuses: readonly OrderStatus[];
  /** Placed on or after this day, YYYY-MM-DD; '' for any. */
  readonly from: string;
  /** Placed on or before this day. */
  readonly to: string;
  readonly paid: '' | 'yes' | 'no';
  readonly sort: AdminOrderSort;
  readonly dir: 'asc' | 'desc';
  readonly page: number;
  /** null: the server's first size (25). */
  readonly pageSize: AdminPageSize | null;
}

export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];

export const DEFAULT_PAGE_SIZE: AdminPageSize = 25;
export const DEFAULT_SORT: AdminOrderSort = 'created';

/** The direction a column sorts in when first chosen: figures and days newest or largest first. */
export const FIRST_DIRECTION: Readonly<Record<AdminOrderSort, 'asc' | 'desc'>> = {
  created: 'desc',
  number: 'desc',
  total: 'desc',
  status: 'asc',
  email: 'asc',
};

export const EMPTY_LIST_STATE: OrderListState = {
  q: '',
  statuses: [],
  from: '',
  to: '',
  paid: '',
  sort: DEFAULT_SORT,
  dir: FIRST_DIRECTION[DEFAULT_SORT],
  page: 1,
  pageSize: null,
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string | null): string {
  return value !== null && ISO_DAY.test(value) ? value : '';
}

function pageSizeOf(value: string | null): AdminPageSize | null {
  const size = Number(value);
  return (ADMIN_PAGE_SIZES as readonly number[]).includes(size) ? (size as AdminPageSize) : null;
}

export function readListState(params: URLSearchParams): OrderListState {
  const sortParam = params.get('sort');
  const sort = (ADMIN_ORDER_SORTS as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as AdminOrderSort)
    : DEFAULT_SORT;
  const dirParam = params.get('dir');
  const dir = dirParam === 'asc' || dirParam === 'desc' ? dirParam : FIRST_DIRECTION[sort];
  const statuses = (params.get('status') ?? '').split(',').filter(isOrderStatus);
  const paid = params.get('paid');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    // In the graph's order, once each: the same filter is the same address.
    statuses: ORDER_STATUSES.filter((status) => statuses.includes(status)),
    from: day(params.get('from')),
    to: day(params.get('to')),
    paid: paid === 'yes' || paid === 'no' ? paid : '',
    sort,
    dir,
    page: Number.isInteger(page) && page >= 1 && page <= 9_999_999 ? page : 1,
    pageSize: pageSizeOf(params.get('pageSize')),
  };
}

/** The address's query for a state: only what differs from the list as it first opens. */
export function listSearch(state: OrderListState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.statuses.length > 0) params.set('status', state.statuses.join(','));
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.paid) params.set('paid', state.paid);
  if (state.sort !== DEFAULT_SORT || state.dir !== FIRST_DIRECTION[DEFAULT_SORT]) {
    params.set('sort', state.sort);
    params.set('dir', state.dir);
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== null && state.pageSize !== DEFAULT_PAGE_SIZE) {
    params.set('pageSize', String(state.pageSize));
  }
  return params.toString();
}

/** What an order opened from the list carries: the list's address query, to go back to it. */
export interface FromOrderList {
  readonly list: string;
}

/** The list an order's page was opened from, or the whole list. */
export function backToList(from: unknown): string {
  const list = (from as Partial<FromOrderList> | null)?.list;
  return typeof list === 'string' && list !== '' ? `/admin/orders?${list}` : '/admin/orders';
}

/** The server's query (`adminOrderQuery`): the same fields as the page's address. */
export const listRequestQuery = listSearch;

/** Whether the list is narrowed by anything (the empty list then offers to clear it). */
export function isFiltered(state: OrderListState): boolean {
  return (
    state.q !== '' ||
    state.statuses.length > 0 ||
    state.from !== '' ||
    state.to !== '' ||
    state.paid !== ''
  );
}

/** The same sort and page size with no filters, back on the first page. */
export function withoutFilters(state: OrderListState): OrderListState {
  return { ...EMPTY_LIST_STATE, sort: state.sort, dir: state.dir, pageSize: state.pageSize };
}

/** A column header pressed: that column, the other way round if it already sorted the list. */
export function sortedBy(state: OrderListState, sort: AdminOrderSort): OrderListState {
  const dir = state.sort === sort ? (state.dir === 'asc' ? 'desc' : 'asc') : FIRST_DIRECTION[sort];
  return { ...state, sort, dir, page: 1 };
}
