import { z } from 'zod';
import { requiredText } from './form-values.js';

/**
 * Resellers' OCTO API keys (issue 27 item 6, decision 041): the back office's 'Yeni anahtar'
 * dialog and POST /admin/reseller-keys, and the keys as the list shows them. The token itself is
 * answered once, when the key is made; only its SHA-256 is kept.
 */
export const RESELLER_NAME_MAX = 100;

export const resellerKeyInput = z.object({
  // '_' starts the list filter's word for the website (WEBSITE_CHANNEL), never a reseller's name
  name: requiredText('validation.name_required', RESELLER_NAME_MAX).transform((n) => n.replace(/^_+/, '')).pipe(z.string().min(1, 'validation.name_required')),
});
export type ResellerKeyInput = z.infer<typeof resellerKeyInput>;

export {
  resellerKeyDto,
  resellerKeyListDto,
  createdResellerKeyDto,
  type ResellerKeyDto,
  type CreatedResellerKeyDto,
} from './reseller-answers.js';
