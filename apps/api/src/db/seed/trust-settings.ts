import { BOOKING_MIN_NOTICE_HOURS_KEY, DATA_RETENTION_MONTHS_KEY } from '@riviera/domain';

/** The settings with a rule that the operator tunes: the booking notice and the personal-data retention. */
export const TRUST_SETTINGS = [
  {
    key: BOOKING_MIN_NOTICE_HOURS_KEY,
    value: '2',
    type: 'text' as const,
    group: 'general' as const,
    description: 'Transfer rezervasyonu için alış saatinden önce gereken en az süre (saat, 0-168)',
  },
  {
    key: DATA_RETENTION_MONTHS_KEY,
    value: '24',
    type: 'text' as const,
    group: 'general' as const,
    description: 'Kişisel verilerin yolculuktan sonra saklandığı süre (ay, 1-120); sonra silinir veya anonimleştirilir',
  },
];
