/**
 * Pricing, three ways: the built tables match data/pricing, data/pricing matches the agency's published
 * figures, and a price changed in data/ reaches every place that shows it with nothing else edited.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { build } from '../../build/index';
import { jsonLdBlocks, readPage } from './helpers/dist';
import { scratchProject } from './helpers/project';
import siteConfig from '../../templates/site';

type Value = boolean | string;
interface PricingYaml {
  commitment?: string;
  tiers: Record<string, { monthly: string; note?: string }>;
  features: { name: string; values: Record<string, Value> }[];
  addOns?: { name: string; price: string }[];
}
const tiers = parse(readFileSync('data/pricing-tiers.yaml', 'utf8')) as {
  id: string;
  name: string;
  description: string;
  popular?: boolean;
}[];
const yaml = (slug: string) => parse(readFileSync(`data/pricing/${slug}.yaml`, 'utf8')) as PricingYaml;
const services = readdirSync('data/pricing').map((f) => f.replace(/\.yaml$/, ''));
const feature = (p: PricingYaml, name: string) => p.features.find((f) => f.name === name)!.values;
const text = (html: string) => load(html).root().text().replace(/\s+/g, ' ');
const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

describe('the built pricing tables show exactly what data/pricing says', () => {
  it.each(services)('%s', (slug) => {
    const $ = load(readPage(inject('distDir'), `/services/${slug}/`));
    const data = yaml(slug);
    const table = $('#pricing');
    expect(table.length).toBe(1);
    for (const tier of tiers) {
      const card = table.find(`li[data-tier="${tier.id}"]`);
      expect(card.find('h3').text()).toBe(tier.name);
      expect(card.text()).toContain(tier.description);
      expect(card.find('[data-price]').text()).toBe(data.tiers[tier.id]!.monthly);
      expect(card.text().includes('Most Popular')).toBe(tier.popular === true);
      for (const f of data.features) {
        const row = card.find(`li[data-feature="${f.name}"]`);
        const value = f.values[tier.id]!;
        if (typeof value === 'string') expect(row.find('[data-value]').text()).toBe(value);
        else expect(row.find('[aria-label]').first().attr('aria-label')).toBe(value ? 'Included:' : 'Not included:');
        const tip = table.find(`[data-tooltip="${f.name}"] [data-tier="${tier.id}"] dd`).text();
        expect(tip).toBe(value === true ? 'Included' : value === false ? 'Not included' : value);
      }
    }
    for (const addOn of data.addOns ?? [])
      expect(table.find(`[data-addon="${addOn.name}"]`).text()).toContain(addOn.price);
    if (data.commitment) expect(table.text()).toContain(data.commitment);
  });
});

describe("data/pricing holds the agency's published figures", () => {
  const monthly = (slug: string) => tiers.map((t) => yaml(slug).tiers[t.id]!.monthly);

  it('names the four tiers with their provider counts, Growing marked Most Popular', () => {
    expect(tiers.map((t) => [t.name, t.description, t.popular === true])).toEqual([
      ['Small Practice', 'Up to 4 providers', false],
      ['Growing Practice', '5-9 providers', true],
      ['Powerful Practice', '10+ providers', false],
      ['Enterprise', '15+ providers or 2+ locations', false],
    ]);
    for (const slug of services) expect(yaml(slug).tiers.enterprise!.monthly).toBe('Custom');
  });

  it('local SEO: 1,250 / 2,495 / 4,250 with its quantities', () => {
    const p = yaml('local-seo');
    expect(monthly('local-seo').slice(0, 3)).toEqual(['$1,250', '$2,495', '$4,250']);
    const q = (name: string) => [feature(p, name).small, feature(p, name).growing, feature(p, name).powerful];
    expect(q('Target keyphrases')).toEqual(['25', '50', '100']);
    expect(q('Optimized pages')).toEqual(['10', '20', '40']);
    expect(q('Blog posts per month')).toEqual(['2', '4', '6']);
    expect(q('Local citations')).toEqual(['20', '40', '80']);
    expect(q('Quality backlinks per month')).toEqual(['5', '10', '15']);
  });

  it('paid media: 750 / 1,375 / 2,498 plus 500 / 1,000 / 1,500 per platform, spend caps 5K / 15K / 30K', () => {
    const p = yaml('paid-media');
    expect(monthly('paid-media').slice(0, 3)).toEqual(['$750', '$1,375', '$2,498']);
    const fee = feature(p, 'Per-platform management fee (Google or Meta)');
    expect([fee.small, fee.growing, fee.powerful]).toEqual(['$500/mo', '$1,000/mo', '$1,500/mo']);
    const caps = feature(p, 'Monthly ad spend managed');
    expect([caps.small, caps.growing, caps.powerful]).toEqual(['Up to $5K', 'Up to $15K', 'Up to $30K']);
  });

  it('content & email: 895 / 1,695 / 2,995 with 1,000 / 2,500 / 5,000 subscribers', () => {
    expect(monthly('content-email').slice(0, 3)).toEqual(['$895', '$1,695', '$2,995']);
    const subs = feature(yaml('content-email'), 'Subscribers');
    expect([subs.small, subs.growing, subs.powerful]).toEqual(['Up to 1,000', 'Up to 2,500', 'Up to 5,000']);
  });

  it('reputation: 100 / 200 / 300 plus 50 per month per extra platform', () => {
    expect(monthly('reputation').slice(0, 3)).toEqual(['$100', '$200', '$300']);
    expect(yaml('reputation').addOns).toEqual([{ name: 'Each additional review platform', price: '$50 per month' }]);
  });

  it('website design: 495 / 895 / 1,595 with a 12-month commitment, Enterprise included', () => {
    expect(monthly('website-design').slice(0, 3)).toEqual(['$495', '$895', '$1,595']);
    expect(yaml('website-design').commitment).toMatch(/12-month commitment.*including Enterprise/);
  });

  it("puts the spec's FAQ figures in the FAQs of the services they belong to", () => {
    const faq = (slug: string) => text(load(readPage(inject('distDir'), `/services/${slug}/`))('#faq').html()!);
    expect(faq('paid-media')).toContain('$3,000-$15,000 per month');
    expect(faq('paid-media')).toContain('7-14 days');
    expect(faq('paid-media')).toContain('30-60 days');
    expect(faq('local-seo')).toContain('3-6 months');
    expect(faq('website-design')).toContain('4-6 weeks');
    expect(faq('website-design')).toContain('30 days');
    expect(faq('content-email')).toContain('2-4 emails per month');
    expect(faq('reputation')).toContain('24 hours');
    expect(faq('reputation')).toContain('$50 per month');
  });
});

describe('a price changed in data/ changes everywhere it is shown', () => {
  it('updates the table, the tooltip, the FAQ, the structured data and the services list, and leaves no old figure', async () => {
    const project = scratchProject('price');
    cleanups.push(project.remove);
    project.edit('pricing/local-seo.yaml', 'monthly: "$1,250"', 'monthly: "$1,325"');
    project.edit('pricing/paid-media.yaml', 'small: "$500/mo"', 'small: "$550/mo"');
    const { outDir } = project;
    await build({
      site: siteConfig,
      data: project.dataDir,
      outDir,
      siteUrl: 'https://www.vitalis.example',
      cards: false,
    });

    const seo = readPage(outDir, '/services/local-seo/');
    const $ = load(seo);
    expect($('li[data-tier="small"] [data-price]').text()).toBe('$1,325');
    expect(text($('#faq').html()!)).toContain('Plans start at $1,325 per month');
    const faqLd = jsonLdBlocks(seo).find((b) => (b as { '@type': string })['@type'] === 'FAQPage');
    expect(JSON.stringify(faqLd)).toContain('$1,325');
    const serviceLd = jsonLdBlocks(seo).find((b) => (b as { '@type': string })['@type'] === 'Service') as {
      offers: { price: number }[];
    };
    expect(serviceLd.offers.map((o) => o.price)).toContain(1325);
    expect(load(readPage(outDir, '/services/'))('body').text()).toContain('From $1,325');

    const media = load(readPage(outDir, '/services/paid-media/'));
    expect(media('[data-tooltip="Per-platform management fee (Google or Meta)"] [data-tier="small"] dd').text()).toBe(
      '$550/mo',
    );
    expect(media('li[data-tier="small"] [data-price-note]').text()).toBe('per month + $550/mo per ad platform');
    expect(text(media('#faq').html()!)).toContain('$550/mo');

    for (const page of readdirSync(outDir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.html'))) {
      const html = readFileSync(path.join(outDir, page), 'utf8');
      expect(html, page).not.toContain('$1,250');
      expect(html, page).not.toContain('$500/mo');
    }
  });
});
