import {
  DISPATCH_OVERLAP_SETTING_KEY,
  NOT_SET_OFF_SETTING_KEY,
  notSetOffMinutesOf,
  overlapMinutesOf,
  type OperationsSettingsDto,
  type OperationsSettingsInput,
} from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { settingsRepository } from './settings.repository.js';

/** The board's own settings (the overlap window, the 'Yola çıkmadı' minutes), kept as site settings. */
export function operationsSettingsService(db: Kysely<Database>) {
  async function overlapMinutes(): Promise<number> {
    return overlapMinutesOf(await settingsRepository.valueOf(db, DISPATCH_OVERLAP_SETTING_KEY));
  }

  /** The board's settings: the overlap window and when a job counts as 'Yola çıkmadı' (decision 039). */
  async function settings(): Promise<OperationsSettingsDto> {
    const [overlap, notSetOff] = await Promise.all([
      overlapMinutes(),
      settingsRepository.valueOf(db, NOT_SET_OFF_SETTING_KEY).then(notSetOffMinutesOf),
    ]);
    return { overlap_minutes: overlap, not_set_off_minutes: notSetOff };
  }

  return {
    overlapMinutes,

    settings,

    /**
     * Saves the overlap window and, when given, the 'Yola çıkmadı' minutes (validated by the shared
     * contract) as their site settings, each change audited.
     */
    async setSettings(
      admin: AdminPrincipal | null,
      input: OperationsSettingsInput,
    ): Promise<OperationsSettingsDto> {
      const wanted: [string, number | undefined, string][] = [
        [
          DISPATCH_OVERLAP_SETTING_KEY,
          input.overlap_minutes,
          'Operasyon: aynı sürücünün iki işi arasında uyarı verilecek süre (dakika)',
        ],
        [
          NOT_SET_OFF_SETTING_KEY,
          input.not_set_off_minutes,
          "Operasyon: alıştan kaç dakika önce 'Yola çıktım' gelmemişse iş vurgulanır (0: kapalı)",
        ],
      ];
      await db.transaction().execute(async (trx) => {
        for (const [key, minutes, description] of wanted) {
          if (minutes === undefined) continue;
          const before = await settingsRepository.valueOf(trx, key);
          await settingsRepository.upsert(trx, key, String(minutes), nowIso(), description);
          await recordAudit(trx, {
            admin,
            action: 'update',
            entity: 'site_setting',
            entityId: key,
            before: before === null ? null : { value: before },
            after: { value: String(minutes) },
          });
        }
      });
      return settings();
    },
  };
}
