import { addDays, isoWeekday, todayInIstanbul, type DepartureSchedule } from '@riviera/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema.js';

/**
 * Departure schedules of the demo's last tours (issue 27, item 7), so a demo shows a tour sold by
 * departures beside tours booked on any date: the Green Canyon boat daily at 09:30 with 40 seats,
 * the Land of Legends show nightly at 19:30 with 120, Cappadocia on Fridays and Saturdays at 07:00
 * with 16. One Green Canyon day is closed and one departure has fewer seats (a smaller boat). The
 * first tours keep free dates: the visitor journeys and tests book them as before.
 */
export async function seedDemoDepartures(
  trx: Transaction<Database> | Kysely<Database>,
  now: string,
): Promise<void> {
  const today = todayInIstanbul();
  const season = { starts_on: today, ends_on: addDays(today, 365), cutoff_hours: 12, extra: [], closed: [] };
  const plans: Record<string, DepartureSchedule> = {
    'Yeşil Kanyon Tekne Turu': {
      ...season,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      times: ['09:30'],
      capacity: 40,
      minimum: 10,
      closed: [addDays(today, 9)],
    },
    'The Land of Legends Gece Şovu': {
      ...season,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      times: ['19:30'],
      capacity: 120,
      minimum: null,
      cutoff_hours: 3,
    },
    'Kapadokya Turu (2 Gün 1 Gece)': {
      ...season,
      weekdays: [5, 6],
      times: ['07:00'],
      capacity: 16,
      minimum: 6,
      cutoff_hours: 24,
    },
  };
  for (const [title, schedule] of Object.entries(plans)) {
    const tour = await trx
      .updateTable('tours')
      .set({ departure_schedule: JSON.stringify(schedule) })
      .where('title', '=', title)
      .returning('id')
      .executeTakeFirst();
    if (!tour || title !== 'Yeşil Kanyon Tekne Turu') continue;
    // the first Saturday a week ahead goes out on the small boat
    let smallBoat = addDays(today, 7);
    while (isoWeekday(smallBoat) !== 6) smallBoat = addDays(smallBoat, 1);
    await trx
      .insertInto('tour_departures')
      .values({
        tour_id: tour.id,
        date: smallBoat,
        time: '09:30',
        capacity: 12,
        state: 'open',
        cancel_message: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}
