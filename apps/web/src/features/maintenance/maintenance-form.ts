import { calendarDay, type MaintenanceCreateInput } from '@ritrova/shared';
import { paths } from '@/app/paths';

/** The id of the history section on the bike's page; the add page returns to it, open. */
export const maintenanceHistoryId = 'maintenance-history';

/** The bike's page scrolled to its maintenance history, which opens itself when it is the target. */
export function maintenanceHistoryPath(bikeId: string): string {
  return `${paths.bike(bikeId)}#${maintenanceHistoryId}`;
}

/**
 * Spec §5 defaults of the add form: general maintenance, today (the user's own
 * day), costs and kilometres 0, and the user's first name as technician.
 */
export function emptyMaintenanceForm(bikeId: string, technicianName: string, now = new Date()): MaintenanceCreateInput {
  return {
    bike: bikeId,
    serviceType: 'general_maintenance',
    serviceDate: calendarDay(now),
    description: '',
    cost: { parts: 0, labor: 0, currency: 'EUR' },
    odometer: { current: 0, unit: 'km' },
    technician: { name: technicianName },
    componentsReplaced: '',
    issuesFound: '',
    recommendations: '',
  };
}

/** A service day (`YYYY-MM-DD`) in the language's long form; the day never shifts with the reader's time zone. */
export function formatServiceDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}
