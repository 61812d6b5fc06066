import { TICKET_IMAGE_EXTENSIONS, TICKET_IMAGE_MAX_BYTES, TICKET_IMAGE_MIME_TYPES } from '../limits.js';
import type { MessageKey } from '../i18n/message-keys.js';

/**
 * Client-side check of a ticket image before upload (the server checks the bytes again):
 * PNG/JPG/JPEG by type or extension, at most 10 MB. Returns a message key, or null when fine.
 */
export function ticketImageProblem(file: { name: string; size: number; type: string }): MessageKey | null {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  const typeOk =
    (TICKET_IMAGE_MIME_TYPES as readonly string[]).includes(file.type) ||
    (file.type === '' && (TICKET_IMAGE_EXTENSIONS as readonly string[]).includes(ext));
  if (!typeOk) return 'validation.ticket_image_type';
  if (file.size > TICKET_IMAGE_MAX_BYTES) return 'validation.ticket_image_too_large';
  return null;
}
