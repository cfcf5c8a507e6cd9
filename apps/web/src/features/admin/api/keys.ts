/** The admin feature's query keys. */
export const adminKeys = {
  payouts: () => ['admin', 'payouts'] as const,
};
