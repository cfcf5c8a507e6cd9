import Holidays from 'date-holidays';

/** Italy's national public holidays (date-holidays), by year, as 'YYYY-MM-DD'. */
const italy = new Holidays('IT');
const holidaysByYear = new Map<number, Set<string>>();

function publicHolidays(year: number): Set<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(
      italy
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10)),
    );
    holidaysByYear.set(year, days);
  }
  return days;
}

const romeDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day an instant falls on in Italy, 'YYYY-MM-DD'. */
export function italianDate(instant: Date): string {
  return romeDate.format(instant);
}

/** Whether a calendar day ('YYYY-MM-DD') is a business day in Italy: Monday to Friday and not a public holiday. */
export function isItalianBusinessDay(day: string): boolean {
  const date = new Date(`${day}T12:00:00Z`);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !publicHolidays(date.getUTCFullYear()).has(day);
}

/**
 * The day `count` Italian business days after the day of `instant` (that day
 * itself not counted): a reward released on Friday 18 December 2026 with 7
 * business days is due on Wednesday 30 December (the 25th and 26th are holidays).
 */
export function addItalianBusinessDays(instant: Date, count: number): string {
  const date = new Date(`${italianDate(instant)}T12:00:00Z`);
  let left = count;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (isItalianBusinessDay(date.toISOString().slice(0, 10))) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}
