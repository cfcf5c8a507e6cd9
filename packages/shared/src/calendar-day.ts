// In a module without zod: the bike page's maintenance list formats its days with it (issue #27 item 6).

/** The calendar day (`YYYY-MM-DD`) of a moment in a time zone (the runtime's own by default). */
export function calendarDay(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
