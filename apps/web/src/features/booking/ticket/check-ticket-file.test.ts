import { describe, expect, it } from 'vitest';
import { checkTicketFile } from './check-ticket-file';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('checkTicketFile (when the ticket is picked)', () => {
  it('refuses a file named .png that is not a picture', async () => {
    const fake = new File(['%PDF-1.7 not a picture'], 'bilet.png', { type: 'image/png' });
    expect(await checkTicketFile(fake)).toBe('validation.ticket_image_type');
  });

  it('accepts a real PNG', async () => {
    const png = new File([new Uint8Array([...PNG_HEAD, 0, 0, 0, 13])], 'bilet.png', { type: 'image/png' });
    expect(await checkTicketFile(png)).toBeNull();
  });

  it('refuses a picture over 10MB with the size message', async () => {
    const big = new File([new Uint8Array(PNG_HEAD), new Uint8Array(10 * 1024 * 1024)], 'bilet.png', {
      type: 'image/png',
    });
    expect(await checkTicketFile(big)).toBe('validation.ticket_image_too_large');
  });
});
