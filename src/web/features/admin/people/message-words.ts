import type { MessageState } from '../../../../contract/admin-people.ts';
import type { MessageKind } from '../../../../contract/messages.ts';

export const KIND_WORDS: Readonly<Record<MessageKind, string>> = {
  contact: 'Contact form',
  'trade-program': 'Trade programme',
  'commercial-program': 'Commercial programme',
  'interior-designers': 'Interior designers',
};

export const STATE_WORDS: Readonly<Record<MessageState, string>> = {
  unread: 'Unread',
  read: 'Read',
  answered: 'Answered',
};
