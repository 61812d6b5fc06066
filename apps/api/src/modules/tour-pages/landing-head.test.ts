import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettingService } from '../site-settings/site-settings.service.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { landingHeadExtras } from './landing-head.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the landing page head', () => {
  it('names the seeded operator as a TravelAgency with its address, phone, licence and social profiles', async () => {
    const settings = await siteSettingService(ctx.db, ctx.config.uploadsDir).publicValues('en');
    const html = landingHeadExtras(settings, 'en', 'https://riviera.example', 'https://riviera.example/en/');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    expect(blocks).toHaveLength(1);
    const agency = blocks[0]!;
    expect(agency).toMatchObject({
      '@type': 'TravelAgency',
      name: settings.company_name,
      url: 'https://riviera.example/',
      telephone: settings.contact_phone,
      address: { '@type': 'PostalAddress', streetAddress: settings.contact_address },
      identifier: { propertyID: 'TÜRSAB', value: settings.tursab_certificate },
    });
    expect(agency.sameAs).toEqual(expect.arrayContaining([settings.social_facebook]));
    expect(html).toContain('<meta property="og:url" content="https://riviera.example/en/">');
    expect(html).toContain('<meta property="og:locale" content="en_GB">');
  });
});
