// The audit log keeps what changed as the server names it (`role.grant`, `order`); the owner reads
// it in words. A name this list does not know yet is still shown readably.

const ACTION_WORDS: Readonly<Record<string, string>> = {
  'role.grant': 'Admin access given',
  'role.revoke': 'Admin access taken away',
  'order.move': 'Order moved on',
  'order.note': 'Note added',
  'order.refund': 'Refund',
  'order.cancel': 'Order cancelled',
  'order.consignment': 'Consignment added',
  'mail.retry': 'Mail sent again',
  'discount_code.create': 'Discount code created',
  'discount_code.edit': 'Discount code changed',
  'discount_code.deactivate': 'Discount code deactivated',
  'discount_code.activate': 'Discount code activated',
  'discount_code.delete': 'Discount code deleted',
  'about_section.create': 'About section created',
  'about_section.edit': 'About section changed',
  'about_section.move': 'About section moved',
  'about_section.delete': 'About section deleted',
  'message.unread': 'Message marked unread',
  'message.read': 'Message marked read',
  'message.answered': 'Message marked answered',
};

const ENTITY_WORDS: Readonly<Record<string, string>> = {
  account: 'Account',
  order: 'Order',
  mail: 'Mail',
  refund: 'Refund',
  consignment: 'Consignment',
  discount_code: 'Discount code',
  about_section: 'About section',
  message: 'Message',
};

/** `order.status_change` → `Order status change`. */
function readable(name: string): string {
  const words = name.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function actionWords(action: string): string {
  return ACTION_WORDS[action] ?? readable(action);
}

export function entityWords(entityType: string): string {
  return ENTITY_WORDS[entityType] ?? readable(entityType);
}

export const KNOWN_ACTIONS = Object.keys(ACTION_WORDS);
export const KNOWN_ENTITY_TYPES = Object.keys(ENTITY_WORDS);
