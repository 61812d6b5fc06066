import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.js';

/**
 * The language the visitor read the site in when booking (decision 014), kept with the booking for
 * the mails sent later. Optional and forgiving: a missing or unknown value is left out, and the
 * server then takes the request's language.
 */
export const bookingLanguageField = z.enum(LANGUAGES).optional().catch(undefined);
