import type { Conversation, Message } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import { incomingSince, sortConversations, sortMessages } from './thread';

const message = (id: string, createdAt: string, mine = false): Message => ({ id, mine, body: `text ${id}`, createdAt });

const conversation = (id: string, lastMessageAt: string): Conversation => ({
  id,
  theftReportId: 'theft-1',
  bikeId: 'bike-1',
  bikeName: 'Corsa della domenica',
  role: 'owner',
  counterpart: 'Marco R.',
  counterpartBadge: null,
  blocked: false,
  lastMessageAt,
  unread: 0,
});

describe('sortMessages', () => {
  it('reads oldest first and keeps messages of the same moment in order', () => {
    const sorted = sortMessages([message('c', '2026-11-21T10:02:00Z'), message('a', '2026-11-21T10:00:00Z'), message('b', '2026-11-21T10:00:00Z')]);
    expect(sorted.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('sortConversations', () => {
  it('puts the conversation with the latest message first', () => {
    const sorted = sortConversations([conversation('old', '2026-11-20T09:00:00Z'), conversation('new', '2026-11-21T09:00:00Z')]);
    expect(sorted.map((c) => c.id)).toEqual(['new', 'old']);
  });
});

describe('incomingSince', () => {
  it('announces only new messages from the other side', () => {
    const known = new Set(['a']);
    const messages = [message('a', '2026-11-21T10:00:00Z'), message('b', '2026-11-21T10:01:00Z', true), message('c', '2026-11-21T10:02:00Z')];
    expect(incomingSince(known, messages).map((m) => m.id)).toEqual(['c']);
  });
});
