import { describe, expect, it } from 'vitest';
import {
  canAnonymousFinderWrite,
  canBlockFinder,
  canMessageFinder,
  canMessageOwner,
  canRelayToAnonymousFinder,
  canWriteInConversation,
  finderToWrite,
  isConversationOwner,
} from './message.policy.ts';

const owner = { id: 'owner' };
const finder = { id: 'finder' };
const stranger = { id: 'stranger' };
const open = { owner_id: 'owner', finder_id: 'finder', blocked_at: null };
const blocked = { ...open, blocked_at: new Date('2026-01-01T00:00:00Z') };

describe('isConversationOwner / canBlockFinder', () => {
  it('tells the owner from the finder; only the owner blocks', () => {
    expect(isConversationOwner(owner, open)).toBe(true);
    expect(isConversationOwner(finder, open)).toBe(false);
    expect(canBlockFinder(owner, open)).toBe(true);
    expect(canBlockFinder(finder, open)).toBe(false);
    expect(canBlockFinder(stranger, open)).toBe(false);
  });
});

describe('canWriteInConversation', () => {
  it('lets both sides write while the conversation is open', () => {
    expect(canWriteInConversation(owner, open)).toBe(true);
    expect(canWriteInConversation(finder, open)).toBe(true);
  });

  it('stops a blocked finder and still lets the owner write', () => {
    expect(canWriteInConversation(finder, blocked)).toBe(false);
    expect(canWriteInConversation(owner, blocked)).toBe(true);
  });
});

describe('canMessageFinder / finderToWrite', () => {
  it('lets only the owner of the stolen bike write about its sighting', () => {
    expect(canMessageFinder(owner, { owner_id: 'owner' })).toBe(true);
    expect(canMessageFinder(finder, { owner_id: 'owner' })).toBe(false);
  });

  it("writes to the signed-in reporter, to nobody for an anonymous sighting or the owner's own", () => {
    expect(finderToWrite(owner, { reporter_id: 'finder' })).toBe('finder');
    expect(finderToWrite(owner, { reporter_id: null })).toBeNull();
    expect(finderToWrite(owner, { reporter_id: 'owner' })).toBeNull();
  });
});

describe('canMessageOwner', () => {
  const report = { owner_id: 'owner' };

  it('lets a Hunter who hunts the bike or reported a sighting of it write', () => {
    expect(canMessageOwner(finder, report, { hunting: true, sighted: false })).toBe(true);
    expect(canMessageOwner(finder, report, { hunting: false, sighted: true })).toBe(true);
  });

  it('refuses a user with neither, and the owner themselves', () => {
    expect(canMessageOwner(stranger, report, { hunting: false, sighted: false })).toBe(false);
    expect(canMessageOwner(owner, report, { hunting: true, sighted: true })).toBe(false);
  });
});

describe('an anonymous finder (issue #27)', () => {
  it('is written to only with consent and an address, never a signed-in finder that way', () => {
    expect(canRelayToAnonymousFinder({ reporter_id: null, contact_consent: true, contact_email: 'f@example.org' })).toBe(true);
    expect(canRelayToAnonymousFinder({ reporter_id: null, contact_consent: false, contact_email: null })).toBe(false);
    expect(canRelayToAnonymousFinder({ reporter_id: null, contact_consent: true, contact_email: null })).toBe(false);
    expect(canRelayToAnonymousFinder({ reporter_id: 'u1', contact_consent: true, contact_email: 'f@example.org' })).toBe(false);
  });

  it('writes until the owner blocks them', () => {
    expect(canAnonymousFinderWrite({ blocked_at: null })).toBe(true);
    expect(canAnonymousFinderWrite({ blocked_at: new Date('2026-11-27T10:00:00Z') })).toBe(false);
  });
});
