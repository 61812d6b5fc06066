import type { Kysely } from 'kysely';

/** A stored number in E.164 with its own dialling code, or null when it does not parse. */
export type PhoneToE164 = (
  stored: string,
  countryCode: string | null,
) => { e164: string; countryCode: string } | null;

type Phones = {
  bookings: { id: number; country_code: string; customer_phone: string; main_passenger_phone: string | null };
  tour_reservations: { id: number; country_code: string; customer_phone: string };
  drivers: { id: number; phone: string };
};

const PAGE = 500;

/**
 * Phone numbers in E.164 (decision 026). Bookings and tour reservations stored the dialling code
 * and the number as typed ('+90 532 123 45 67', or earlier '5321234567' beside `country_code`),
 * so the exports wrote the code twice; drivers' numbers were stored as typed. Every number that
 * parses becomes E.164 and `country_code` the number's own code; one that does not (or an erased
 * one, '') stays as it is, and is still shown with its code once.
 *
 * The parser is handed in (`migrate.ts` passes the domain's phone rule): a migration imports no
 * live code, and an E.164 number is the same whichever version of the metadata computes it.
 */
export function phoneE164Migration(toE164: PhoneToE164) {
  return {
    async up(untyped: Kysely<unknown>): Promise<void> {
      const db = untyped as unknown as Kysely<Phones>;
      const convert = (stored: string | null, code: string | null) => {
        if (!stored?.trim()) return null;
        const number = toE164(stored, stored.trim().startsWith('+') ? null : code);
        return number && number.e164 !== stored ? number : null;
      };

      for (let after = 0; ;) {
        const rows = await db
          .selectFrom('bookings')
          .select(['id', 'country_code', 'customer_phone', 'main_passenger_phone'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute();
        if (rows.length === 0) break;
        after = rows[rows.length - 1]!.id;
        for (const r of rows) {
          const phone = convert(r.customer_phone, r.country_code);
          const main = convert(r.main_passenger_phone, phone?.countryCode ?? r.country_code);
          if (!phone && !main) continue;
          await db
            .updateTable('bookings')
            .set({
              ...(phone ? { customer_phone: phone.e164, country_code: phone.countryCode } : {}),
              ...(main ? { main_passenger_phone: main.e164 } : {}),
            })
            .where('id', '=', r.id)
            .execute();
        }
      }

      for (let after = 0; ;) {
        const rows = await db
          .selectFrom('tour_reservations')
          .select(['id', 'country_code', 'customer_phone'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute();
        if (rows.length === 0) break;
        after = rows[rows.length - 1]!.id;
        for (const r of rows) {
          const phone = convert(r.customer_phone, r.country_code);
          if (!phone) continue;
          await db
            .updateTable('tour_reservations')
            .set({ customer_phone: phone.e164, country_code: phone.countryCode })
            .where('id', '=', r.id)
            .execute();
        }
      }

      // Drivers are the operator's: a number without a code is Turkish.
      const drivers = await db.selectFrom('drivers').select(['id', 'phone']).orderBy('id').execute();
      for (const d of drivers) {
        const phone = convert(d.phone, '+90');
        if (phone)
          await db.updateTable('drivers').set({ phone: phone.e164 }).where('id', '=', d.id).execute();
      }
    },
  };
}
