/** The industry catalogues read back from the built site and its data. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { createStaticSite, type StaticSite } from '../../server/static-site';
import { readPage } from './helpers/dist';

interface Item {
  slug: string;
  name: string;
  description: string;
  longDescription: string;
  avgInvestment?: string;
}
const yaml = <T>(file: string) => parse(readFileSync(file, 'utf8')) as T;
const folder = <T>(dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => ({ slug: f.replace(/\.yaml$/, ''), ...yaml<T>(path.join(dir, f)) }));

const brands = folder<{ name: string; devices: Item[] }>('data/brands');
const treatments = yaml<Item[]>('data/treatments.yaml');
const implants = yaml<Item[]>('data/dental-implants.yaml');
const procedures = folder<{ procedures: Item[] }>('data/procedures');
const industries = folder<{ name: string }>('data/industries');
const services = ['paid-media', 'local-seo', 'website-design', 'content-email', 'reputation'];

/** Every detail page with the item it shows. */
const details: { route: string; item: Item }[] = [
  ...brands.flatMap((b) =>
    b.devices.map((item) => ({ route: `/industries/medical-spas/${b.slug}/${item.slug}/`, item })),
  ),
  ...treatments.map((item) => ({ route: `/industries/medical-spas/treatments/${item.slug}/`, item })),
  ...implants.map((item) => ({ route: `/industries/dentistry/dental-implants/${item.slug}/`, item })),
  ...procedures.flatMap((p) => p.procedures.map((item) => ({ route: `/industries/${p.slug}/${item.slug}/`, item }))),
];
const catalogueRoutes = [
  '/industries/',
  ...industries.map((i) => `/industries/${i.slug}/`),
  ...industries.flatMap((i) => services.map((s) => `/industries/${i.slug}/${s}/`)),
  '/industries/medical-spas/devices/',
  '/industries/medical-spas/treatments/',
  '/industries/dentistry/dental-implants/',
  ...brands.map((b) => `/industries/medical-spas/${b.slug}/`),
  ...details.map((d) => d.route),
];

const page = (route: string) => load(readPage(inject('distDir'), route));
let site: StaticSite;
beforeAll(async () => {
  site = await createStaticSite(inject('distDir'));
});

describe('catalogue data', () => {
  it('has the 24 brands by their exact slugs and about 70 devices', () => {
    expect(brands.map((b) => b.slug).sort()).toEqual(
      [
        'btl',
        'inmode',
        'cartessa',
        'cutera',
        'lutronic',
        'cynosure',
        'alma',
        'sciton',
        'sofwave',
        'solta',
        'merz',
        'candela',
        'lumenis',
        'benev',
        'apyx-medical',
        'cytrellis-biosystems',
        'acclaro-medical',
        'revelle-aesthetics',
        'aerolase',
        'allergan',
        'galderma',
        'evolus',
        'revance',
        'gainswave',
      ].sort(),
    );
    const devices = brands.reduce((n, b) => n + b.devices.length, 0);
    expect(devices).toBeGreaterThanOrEqual(65);
    expect(devices).toBeLessThanOrEqual(75);
  });

  it('has the 17 treatment categories and the 3 implant procedures with the exact slugs and investments', () => {
    expect(treatments.map((t) => t.slug)).toEqual([
      'body-contouring-marketing',
      'skin-tightening-marketing',
      'wrinkle-reduction-marketing',
      'laser-hair-removal-marketing',
      'acne-treatment-marketing',
      'acne-scar-treatment-marketing',
      'pigmentation-melasma-marketing',
      'rosacea-marketing',
      'cellulite-reduction-marketing',
      'vaginal-rejuvenation-marketing',
      'erectile-dysfunction-marketing',
      'dermal-fillers-marketing',
      'neuromodulators-marketing',
      'rf-microneedling-marketing',
      'laser-resurfacing-marketing',
      'ipl-photofacial-marketing',
      'skin-rejuvenation-marketing',
    ]);
    expect(implants.map((i) => [i.slug, i.avgInvestment])).toEqual([
      ['all-on-4-marketing', '$20,000 - $30,000 per arch'],
      ['single-tooth-implant-marketing', '$3,000 - $6,000 per tooth'],
      ['full-arch-implants-marketing', '$40,000 - $60,000 full mouth'],
    ]);
  });

  it('has at least 5 procedures for each of the seven procedure industries', () => {
    expect(procedures.map((p) => p.slug).sort()).toEqual([
      'dentistry',
      'dermatology',
      'hair-restoration',
      'plastic-surgery',
      'vein-clinics',
      'weight-loss-clinics',
      'wellness-iv-therapy',
    ]);
    for (const p of procedures) expect(p.procedures.length, p.slug).toBeGreaterThanOrEqual(5);
  });
});

describe('catalogue pages', () => {
  it('builds every catalogue page and lists each in the sitemap', () => {
    const sitemap = readFileSync(path.join(inject('distDir'), 'sitemap.xml'), 'utf8');
    expect(industries).toHaveLength(8);
    for (const route of catalogueRoutes) {
      expect(() => readPage(inject('distDir'), route), route).not.toThrow();
      expect(sitemap, route).toContain(`<loc>https://www.vitalis.example${route}</loc>`);
    }
  });

  it('labels each brand card with its device count, in the right number', () => {
    const $ = page('/industries/medical-spas/devices/');
    expect($('[data-brand]')).toHaveLength(24);
    for (const brand of brands) {
      const n = brand.devices.length;
      const card = $(`[data-brand="${brand.slug}"]`);
      expect(card.find('[data-device-count]').text(), brand.slug).toBe(
        `${n} ${n === 1 ? 'device' : 'devices'} available`,
      );
      expect(card.find(`a[href="/industries/medical-spas/${brand.slug}/"]`)).toHaveLength(1);
    }
    expect(brands.some((b) => b.devices.length === 1)).toBe(true);
  });

  it('a brand page links each of its devices; a device page shows the procedure layout with its brand', () => {
    const inmode = brands.find((b) => b.slug === 'inmode')!;
    const $ = page('/industries/medical-spas/inmode/');
    expect(
      $('main li h3 a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual(inmode.devices.map((d) => `/industries/medical-spas/inmode/${d.slug}/`));
    const device = inmode.devices[0]!;
    const $d = page(`/industries/medical-spas/inmode/${device.slug}/`);
    expect($d('h1').text()).toBe(device.name);
    expect($d('[data-brand-name]').text()).toBe('by InMode');
    expect($d('main').text()).toContain('Marketing benefits');
    expect($d('main').text()).toContain('Target audience');
    expect($d('main a[href="/contact/"]').length).toBeGreaterThan(0);
    expect($d('main a[href="/industries/"]').length).toBeGreaterThan(0);
    expect(
      $d('nav[aria-label="Breadcrumb"] li')
        .map((_, li) => $d(li).text())
        .get(),
    ).toEqual(['Home', 'Industries', 'Medical Spas', 'Devices', 'InMode', device.name]);
  });

  it('shows the average investment on implant pages only', () => {
    for (const implant of implants)
      expect(page(`/industries/dentistry/dental-implants/${implant.slug}/`)('[data-avg-investment]').text()).toBe(
        implant.avgInvestment,
      );
    expect(page(`/industries/medical-spas/treatments/${treatments[0]!.slug}/`)('[data-avg-investment]')).toHaveLength(
      0,
    );
  });

  it('industry service pages show the service pricing from data/pricing and Service data', () => {
    const pricing = yaml<{ tiers: { small: { monthly: string } } }>('data/pricing/local-seo.yaml');
    const $ = page('/industries/dentistry/local-seo/');
    expect($('#pricing').text()).toContain(pricing.tiers.small.monthly);
    const service = $('script[type="application/ld+json"]')
      .map((_, s) => JSON.parse($(s).text()))
      .get()
      .find((d) => d['@type'] === 'Service');
    expect(service.name).toBe('Local SEO for Dentistry');
    expect(service.offers.length).toBeGreaterThan(0);
  });

  it('no two detail pages share a title, and no two descriptions or about texts differ only by the item name', () => {
    const seen = {
      title: new Map<string, string>(),
      description: new Map<string, string>(),
      about: new Map<string, string>(),
    };
    for (const { route, item } of details) {
      const $ = page(route);
      const strip = (text: string) => text.replaceAll(item.name, '').replace(/\s+/g, ' ').trim();
      // Titles follow one pattern around the name, so they are compared whole; the copy with the name removed.
      const values = {
        title: $('title').text(),
        description: strip(item.description),
        about: strip(item.longDescription),
      };
      for (const key of ['title', 'description', 'about'] as const) {
        expect(seen[key].get(values[key]), `${route} ${key}`).toBeUndefined();
        seen[key].set(values[key], route);
      }
    }
  });
});

describe('not found', () => {
  it.each([
    ['/industries/medical-spas/nope/', 'Brand not found', '/industries/medical-spas/'],
    ['/industries/medical-spas/btl/nope/', 'Procedure not found', '/industries/'],
    ['/industries/medical-spas/treatments/nope/', 'Procedure not found', '/industries/'],
    ['/industries/dentistry/dental-implants/nope/', 'Procedure not found', '/industries/'],
    ['/industries/plastic-surgery/nope/', 'Procedure not found', '/industries/'],
    ['/industries/dentistry/nope/', 'Procedure not found', '/industries/'],
  ])('%s answers 404: %s', async (route, heading, back) => {
    const response = await site.handle(new Request(`http://localhost${route}`));
    expect(response.status).toBe(404);
    const $ = load(await response.text());
    expect($('h1').text()).toBe(heading);
    expect($(`main a[href="${back}"]`)).toHaveLength(1);
    expect($('meta[name="robots"]').attr('content')).toBe('noindex,nofollow');
  });

  it('the specific routes win over the brand and procedure patterns', () => {
    expect(page('/industries/medical-spas/devices/')('h1').text()).not.toBe('Brand not found');
    expect(page('/industries/medical-spas/paid-media/')('main').text()).toContain('Paid Media');
  });
});
