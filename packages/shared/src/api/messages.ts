import { z } from 'zod';
import { conversationSchema, finderConversationSchema, messageSchema } from '../schemas/reward.ts';
import { answers } from './answers.ts';

const ok = z.literal(true);
const oneConversation = z.object({ success: ok, conversation: conversationSchema });
const oneMessage = z.object({ success: ok, message: messageSchema });

/** Relayed finder ↔ owner messages: the owner's and Hunter's conversations, and the finder's thread by its link. */
export const messageAnswers = answers({
  'GET /api/conversations': z.object({ success: ok, conversations: z.array(conversationSchema) }),
  'POST /api/sightings/:id/conversation': oneConversation,
  'POST /api/hunts/:id/conversation': oneConversation,
  'GET /api/conversations/:id/messages': z.object({ success: ok, conversation: conversationSchema, messages: z.array(messageSchema) }),
  'POST /api/conversations/:id/messages': oneMessage,
  'GET /api/finder-conversations/:token': finderConversationSchema.extend({ success: ok }),
  'POST /api/finder-conversations/:token/messages': oneMessage,
  'POST /api/conversations/:id/block': oneConversation,
  'POST /api/conversations/:id/unblock': oneConversation,
});
