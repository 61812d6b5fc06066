import { IMAGE_SIGNATURE_BYTES, imageKindOf, ticketImageProblem, type MessageKey } from '@riviera/domain';

/**
 * The ticket picker's check when a file is picked (spec §5: PNG/JPG/JPEG, at most 10MB): the
 * name, type and size first, then the file's real contents, so a renamed document is refused
 * at once with the spec's message instead of after 'Rezervasyonu Tamamla'.
 */
export async function checkTicketFile(file: File): Promise<MessageKey | null> {
  const problem = ticketImageProblem(file);
  if (problem) return problem;
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageKindOf(head) ? null : 'validation.ticket_image_type';
}
