/**
 * Gates over the whole built site: head rules, sitemap, structured data, HTML validity and internal
 * links. Each runs on every page of dist/ (HTML validity on a sample of the large folders), and each is
 * shown to fail on a deliberately broken fixture.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { BuildFailure } from '../../build/problems';
import { build } from '../../build/index';
import { readReport } from '../../build/report';
import { checkHead, checkSitemap, type BuiltPage } from '../gates/head';
import { validatePages } from '../gates/html-validity';
import { checkStructuredData } from '../gates/structured-data';
import { htmlFiles, routeOf } from './helpers/dist';
import { scratchProject } from './helpers/project';
import siteConfig from '../../templates/site';

const site = parse(readFileSync('data/site.yaml', 'utf8')) as { brand: string; language: string };
const SITE = { url: 'https://www.vitalis.example', brand: site.brand, language: site.language };
const broken = readFileSync('tests/fixtures/gates/broken-page.html', 'utf8');
const report = () => readReport(inject('buildDir'));

let distDir = '';
let pages: (BuiltPage & { file: string })[] = [];
const cleanups: (() => void)[] = [];
beforeAll(() => {
  distDir = inject('distDir');
  pages = htmlFiles(distDir).map((file) => ({
    file,
    route: routeOf(file),
    html: readFileSync(path.join(distDir, file), 'utf8'),
  }));
});
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

describe('head rules', () => {
  it('hold on every built page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(12);
    expect(checkHead(pages, SITE)).toEqual([]);
  });

  it('catch a duplicate title and missing social tags', () => {
    const problems = checkHead([...pages, { route: '/broken/', html: broken }], SITE);
    expect(problems).toContain("/broken/: shares its title 'About Us - Vitalis' with /about/");
    expect(problems).toContain('/broken/: Open Graph tags are missing or differ from the title');
  });

  it('hold for the sitemap: every indexable page, nothing else', () => {
    const sitemap = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
    expect(checkSitemap(sitemap, pages, SITE.url)).toEqual([]);
    expect(checkSitemap(sitemap.replace(/<url><loc>[^<]*\/about\/<\/loc>.*?<\/url>/, ''), pages, SITE.url)).toEqual([
      `sitemap.xml is missing ${SITE.url}/about/`,
    ]);
    expect(readFileSync(path.join(distDir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE.url}/sitemap.xml`);
  });
});

describe('structured data', () => {
  /** The types each page kind must carry. */
  const expectedTypes: Record<string, string[]> = {
    home: ['Organization', 'WebSite'],
    about: ['AboutPage', 'BreadcrumbList'],
    services: ['BreadcrumbList'],
    'service-detail': ['Service', 'FAQPage', 'BreadcrumbList'],
    legal: ['WebPage', 'BreadcrumbList'],
    'not-found': [],
    contact: ['ContactPage', 'BreadcrumbList'],
    'thank-you': [],
    locations: ['BreadcrumbList'],
    'location-state': ['BreadcrumbList'],
    'location-city': ['Service', 'BreadcrumbList'],
    industries: ['BreadcrumbList'],
    industry: ['BreadcrumbList'],
    'industry-service': ['Service', 'BreadcrumbList'],
    devices: ['BreadcrumbList'],
    brand: ['BreadcrumbList'],
    treatments: ['BreadcrumbList'],
    'site-index': ['BreadcrumbList'],
    'dental-implants': ['BreadcrumbList'],
    'procedure-detail': ['BreadcrumbList'],
    careers: ['BreadcrumbList'],
    'careers-job': ['JobPosting', 'BreadcrumbList'],
    'careers-not-found': [],
    'careers-thank-you': [],
    'marketing-audit': ['WebPage', 'Service', 'FAQPage', 'BreadcrumbList'],
    blog: ['BreadcrumbList'],
    'blog-post': ['BlogPosting', 'BreadcrumbList'],
    podcast: ['BreadcrumbList'],
    'podcast-episode': ['PodcastEpisode', 'BreadcrumbList'],
    glossary: ['DefinedTermSet', 'BreadcrumbList'],
  };

  it('parses and carries the required properties on every page', () => {
    expect(pages.flatMap((p) => checkStructuredData(p.route, p.html).problems)).toEqual([]);
  });

  it('gives every page kind its types', () => {
    const kinds = report().kinds;
    expect(Object.keys(kinds).sort()).toEqual(Object.keys(expectedTypes).sort());
    for (const [kind, { sample }] of Object.entries(kinds)) {
      const page = pages.find((p) => p.route === sample)!;
      expect(checkStructuredData(page.route, page.html).types.sort(), kind).toEqual([...expectedTypes[kind]!].sort());
    }
  });

  it('catches a block that does not parse and a missing required property', () => {
    const { problems } = checkStructuredData('/broken/', broken);
    expect(problems).toContain('/broken/: FAQPage is missing mainEntity[0].acceptedAnswer.text');
    expect(problems.some((p) => p.startsWith('/broken/: JSON-LD block 2 does not parse'))).toBe(true);
  });
});

/**
 * The pages html-validate reads: every page of a folder of up to four pages; of a larger one (a
 * state's cities, an industry's procedures, one template each), the first and every eighth: about a
 * fifth of the pages. Reading them all would make the gate a large share of the unit tests' time.
 */
function validated(): string[] {
  const byFolder = new Map<string, string[]>();
  for (const { route, file } of pages) {
    const folder = route.replace(/[^/]+\/$/, '');
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
  }
  return [...byFolder.values()].flatMap((files) => (files.length <= 4 ? files : files.filter((_, i) => i % 8 === 0)));
}

describe('HTML validity (html-validate, recommended rules)', () => {
  it('finds no error on any page kind (every page of a folder of four, every eighth of a larger one)', async () => {
    expect(await validatePages(distDir, validated())).toEqual([]);
  }, 300_000);

  it('catches an image without alt text', async () => {
    const problems = await validatePages('tests/fixtures/gates', ['broken-page.html']);
    expect(problems.some((p) => /^broken-page\.html:\d+:\d+ wcag\/h37: /.test(p))).toBe(true);
  });
});

describe('internal links', () => {
  it('a broken link in data/ fails the build before rendering, at the place it is written', async () => {
    const project = scratchProject('links');
    cleanups.push(project.remove);
    project.edit(
      'not-found.yaml',
      'link: { label: Back to Services, href: /services/ }',
      'link: { label: Back to Services, href: /servicez/ }',
    );
    const attempt = build({
      site: siteConfig,
      data: project.dataDir,
      outDir: project.outDir,
      siteUrl: SITE.url,
      cards: false,
    });
    await expect(attempt).rejects.toBeInstanceOf(BuildFailure);
    await expect(attempt).rejects.toThrow(
      /not-found\.yaml:8:\d+ \[1\]\.link\.href: links to \/servicez\/, which is not a page of the site \(did you mean \/services\/\?\)/,
    );
  });

  it('a link to a missing #fragment fails the build too', async () => {
    const project = scratchProject('anchors');
    cleanups.push(project.remove);
    project.edit(
      'navigation.yaml',
      '  legal:\n',
      '  legal:\n    - { label: SEO prices, href: /services/local-seo/#prices }\n',
    );
    await expect(
      build({ site: siteConfig, data: project.dataDir, outDir: project.outDir, siteUrl: SITE.url, cards: false }),
    ).rejects.toThrow("links to /services/local-seo/#prices, but /services/local-seo/ has no element with id 'prices'");
  });
});
