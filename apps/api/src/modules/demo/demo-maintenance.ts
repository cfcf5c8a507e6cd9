import { calendarDay, eurosToCents } from '@ritrova/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MaintenanceRecordsTable } from '../../db/schema.ts';
import { bikesOwnedBy } from '../bikes/index.ts';
import { anyMaintenanceFor, insertMaintenanceRecord } from '../maintenance/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoService {
  /** The demo bike's name (see demo.seed.ts). */
  bike: string;
  daysAgo: number;
  record: Omit<Insertable<MaintenanceRecordsTable>, 'bike_id' | 'service_date' | 'created_by' | 'created_by_type' | 'parts_cents' | 'labor_cents'>;
  parts: number;
  labor: number;
}

/** A year of realistic services in Italian, on the demo owner's three bikes. */
const demoServices: DemoService[] = [
  {
    bike: 'La bici di città',
    daysAgo: 240,
    parts: 12.5,
    labor: 35,
    record: {
      service_type: 'general_maintenance',
      description: 'Tagliando di primavera: pulizia e lubrificazione della catena, regolazione di freni e cambio, controllo della pressione delle gomme.',
      technician_name: 'Giuseppe',
      odometer_km: 1_250,
      recommendations: 'Sostituire i pattini dei freni entro l’autunno.',
    },
  },
  {
    bike: 'La bici di città',
    daysAgo: 45,
    parts: 42.9,
    labor: 10,
    record: {
      service_type: 'tire_replacement',
      description: 'Foratura alla ruota posteriore: sostituiti copertone e camera d’aria con un modello antiforatura.',
      components_replaced: 'copertone Schwalbe Marathon 700x35, camera d’aria',
      issues_found: 'Copertone posteriore consumato fino alla tela.',
      technician_name: 'Marco',
      odometer_km: 2_100,
    },
  },
  {
    bike: 'Corsa della domenica',
    daysAgo: 120,
    parts: 189,
    labor: 40,
    record: {
      service_type: 'drivetrain_service',
      description: 'Catena e cassetta usurate: sostituite entrambe, regolato il deragliatore posteriore e pulite le corone.',
      components_replaced: 'catena Shimano Dura-Ace, cassetta 11-30',
      issues_found: 'Catena allungata oltre lo 0,75%.',
      recommendations: 'Ricontrollare l’usura delle corone tra 3000 km.',
      technician_name: 'Giuseppe',
      odometer_km: 8_400,
    },
  },
  {
    bike: 'E-bike per il lavoro',
    daysAgo: 20,
    parts: 38,
    labor: 45,
    record: {
      service_type: 'brake_service',
      description: 'Sostituzione delle pastiglie e spurgo dell’impianto frenante idraulico.',
      components_replaced: 'pastiglie anteriori e posteriori',
      issues_found: 'Pastiglie anteriori consumate oltre il limite.',
      technician_name: 'Marco',
      odometer_km: 3_200,
    },
  },
];

/**
 * Adds a few services to the demo owner's bikes, written by the owner. Runs
 * once: a demo database whose bikes already have records is left as it is.
 */
export async function seedDemoMaintenance(db: Db, ownerId: string, now: Date): Promise<void> {
  const bikes = await bikesOwnedBy(db, ownerId);
  const bikeIds = bikes.map((b) => b.id);
  if (await anyMaintenanceFor(db, bikeIds)) return;
  for (const service of demoServices) {
    const bike = bikes.find((b) => b.name === service.bike);
    if (!bike) continue;
    await insertMaintenanceRecord(db, {
      ...service.record,
      bike_id: bike.id,
      service_date: calendarDay(new Date(now.getTime() - service.daysAgo * DAY_MS), 'Europe/Rome'),
      parts_cents: eurosToCents(service.parts),
      labor_cents: eurosToCents(service.labor),
      created_by: ownerId,
      created_by_type: 'user',
    });
  }
}
