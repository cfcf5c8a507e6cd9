import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canCancelTransfer, canSeeTransfer, holdsToken, isAddressee, isSender, mayAnswerTransfer } from './transfer.policy.ts';

const hash = (s: string) => createHash('sha256').update(s).digest();
const transfer = { from_user_id: 'seller', to_email: 'Buyer@Example.com', token_hash: hash('the-token') };
const buyer = { id: 'buyer', email: 'buyer@example.com', email_verified_at: new Date('2026-01-01T00:00:00Z') };
const unverifiedBuyer = { ...buyer, email_verified_at: null };
const stranger = { id: 'stranger', email: 'stranger@example.com', email_verified_at: new Date('2026-01-01T00:00:00Z') };

describe('isAddressee / holdsToken', () => {
  it('matches the address whatever its case, and the exact token only', () => {
    expect(isAddressee(buyer, transfer)).toBe(true);
    expect(isAddressee(stranger, transfer)).toBe(false);
    expect(holdsToken(transfer, hash('the-token'))).toBe(true);
    expect(holdsToken(transfer, hash('another'))).toBe(false);
    expect(holdsToken(transfer, Buffer.from('short'))).toBe(false);
    expect(holdsToken(transfer, null)).toBe(false);
  });
});

describe('canSeeTransfer', () => {
  it('shows it to the addressee, verified or not, and to whoever holds the link', () => {
    expect(canSeeTransfer(unverifiedBuyer, transfer, null)).toBe(true);
    expect(canSeeTransfer(stranger, transfer, hash('the-token'))).toBe(true);
    expect(canSeeTransfer(stranger, transfer, null)).toBe(false);
  });
});

describe('mayAnswerTransfer', () => {
  it('needs the link or a verified addressee', () => {
    expect(mayAnswerTransfer(buyer, transfer, null)).toBe(true);
    expect(mayAnswerTransfer(unverifiedBuyer, transfer, null)).toBe(false);
    expect(mayAnswerTransfer(unverifiedBuyer, transfer, hash('the-token'))).toBe(true);
    expect(mayAnswerTransfer(stranger, transfer, null)).toBe(false);
  });
});

describe('isSender / canCancelTransfer', () => {
  it('lets the sender only withdraw the transfer', () => {
    expect(isSender({ id: 'seller' }, transfer)).toBe(true);
    expect(canCancelTransfer({ id: 'seller' }, transfer)).toBe(true);
    expect(isSender(buyer, transfer)).toBe(false);
    expect(canCancelTransfer(buyer, transfer)).toBe(false);
  });
});
