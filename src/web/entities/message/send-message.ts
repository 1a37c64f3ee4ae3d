import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { MessageInput, MessageOutput } from '../../../contract/messages.ts';
import { sendJson } from '../../lib/api-client.ts';

const messageAnswer = z.object({ status: z.literal('received'), id: z.string() });

/** `POST /api/messages` → 202 `{status: 'received', id}`; a refused form answers `fields`. */
export function sendMessage(input: MessageInput): Promise<MessageOutput> {
  return sendJson('POST', '/api/messages', input, messageAnswer);
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
