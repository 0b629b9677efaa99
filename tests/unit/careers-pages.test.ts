/** The careers pages as built: the list and its count, every job page's sections and JobPosting data. */
import { readFileSync } from 'node:fs';
import { load } from 'cheerio';
import { describe, expect, inject, it } from 'vitest';
import { readContent } from '../../build/content/content';
import type { Content } from '../../templates/content/collections';
import siteConfig from '../../templates/site';
import { checkStructuredData } from '../gates/structured-data';
import { jsonLdBlocks, readPage } from './helpers/dist';

// The postings as the build reads them, placeholders such as {brand} filled in.
const content = readContent(siteConfig).content as Content;
const ids = content.jobs.map((j) => j.slug).sort();
const job = (id: string) => content.jobs.find((j) => j.slug === id)!;
const html = (route: string) => readPage(inject('distDir'), route);

describe('/careers/', () => {
  it("shows the count from the data ('14 open positions') and one card per posting with its facts and a 'View Details' link", () => {
    const $ = load(html('/careers/'));
    expect(ids).toHaveLength(14);
    expect($('[data-count]').text().trim()).toBe('14 open positions');
    const cards = $('section[aria-labelledby="positions-title"] article');
    expect(cards).toHaveLength(14);
    const hrefs = cards
      .map((_, card) => $(card).find('a').attr('href'))
      .get()
      .sort();
    expect(hrefs).toEqual(ids.map((id) => `/careers/${id}/`));
    for (const card of cards.toArray()) {
      const link = $(card).find('a');
      expect(link.text()).toMatch(/^View Details/);
      const posting = job(link.attr('href')!.split('/')[2]!);
      const facts = [
        $(card).find('p').first().text(),
        ...$(card)
          .find('dd')
          .map((_, dd) => $(dd).text())
          .get(),
      ];
      expect(facts).toEqual([posting.department, posting.location, posting.type, posting.salary]);
    }
  });

  it("lists every position as Remote and 'Part-Time to Full-Time', the sales role at 'Base + Commission' and the rest 'Competitive'", () => {
    for (const id of ids) {
      const posting = job(id);
      expect([posting.location, posting.type], id).toEqual(['Remote', 'Part-Time to Full-Time']);
      expect(posting.salary, id).toBe(posting.department === 'Sales' ? 'Base + Commission' : 'Competitive');
    }
    expect(ids.filter((id) => job(id).department === 'Sales')).toEqual(['healthcare-sales-executive']);
  });
});

describe('/careers/{id}/', () => {
  it.each(ids)('%s shows its facts, the four sections, a back link and the application form', (id) => {
    const posting = job(id);
    const $ = load(html(`/careers/${id}/`));
    expect($('h1').text()).toBe(posting.title);
    expect(
      $('[data-job-section] h2')
        .map((_, h) => $(h).text())
        .get(),
    ).toEqual(['About the Role', 'Responsibilities', 'Requirements', 'Benefits']);
    expect($('#about-role').parent().find('p').text()).toBe(posting.description);
    for (const [section, items] of [
      ['responsibilities', posting.responsibilities],
      ['requirements', posting.requirements],
      ['benefits', posting.benefits],
    ] as const) {
      expect(
        $(`#${section}`)
          .parent()
          .find('li')
          .map((_, li) => $(li).text())
          .get(),
        section,
      ).toEqual(items);
    }
    expect(
      $('main dd')
        .slice(0, 4)
        .map((_, dd) => $(dd).text())
        .get(),
    ).toEqual([posting.department, posting.location, posting.type, posting.salary]);
    expect($('main a[href="/careers/"]').filter((_, a) => /Back to all positions/.test($(a).text()))).toHaveLength(1);
    const island = $('[data-island="application-form"]');
    expect(JSON.parse(island.attr('data-props')!)).toMatchObject({
      jobId: id,
      jobTitle: posting.title,
      thankYouPath: '/careers/thank-you/',
    });
  });

  it.each(ids)('%s carries JobPosting data as Google requires it', (id) => {
    const posting = job(id);
    const page = html(`/careers/${id}/`);
    expect(checkStructuredData(`/careers/${id}/`, page).problems).toEqual([]);
    const ld = jsonLdBlocks(page).find((b) => (b as { '@type': string })['@type'] === 'JobPosting') as Record<
      string,
      unknown
    >;
    expect(ld).toMatchObject({
      title: posting.title,
      datePosted: posting.datePosted,
      // The editor's date, not a hidden constant.
      validThrough: posting.validThrough,
      // Job postings carry the salary currency USD even when the salary is 'Competitive'.
      salaryCurrency: 'USD',
      employmentType: ['PART_TIME', 'FULL_TIME'],
      hiringOrganization: { '@type': 'Organization', name: 'Vitalis' },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'US' },
      directApply: true,
    });
    expect(String(ld.description)).toContain(
      `<p>${posting.description.replace(/&/g, '&amp;')}</p><h3>Responsibilities</h3>`,
    );
    // 'Competitive' and 'Base + Commission' state no figure, so there is no baseSalary to give.
    expect(ld.baseSalary).toBeUndefined();
  });
});

describe('the careers thank-you and not-found pages', () => {
  it('/careers/thank-you/ says Application Submitted!, gives the next steps, both links, the phone and careers e-mail, and is noindex', () => {
    const $ = load(html('/careers/thank-you/'));
    expect($('h1').text()).toBe('Application Submitted!');
    expect(
      $('main ol > li h2')
        .map((_, h) =>
          $(h)
            .text()
            .replace(/^Step \d: /, ''),
        )
        .get(),
    ).toEqual(['We review your application', 'We reach out within 5-7 business days', 'We meet for an interview']);
    expect($('main a[href="/careers/"]').text()).toContain('View open positions');
    expect($('main a[href="/"]').text()).toContain('Back to home');
    expect($('main a[href="tel:+17035550142"]')).toHaveLength(1);
    expect($('main a[href="mailto:careers@vitalis.example"]')).toHaveLength(1);
    expect($('meta[name="robots"]').attr('content')).toBe('noindex,nofollow');
    expect(readFileSync(`${inject('distDir')}/sitemap.xml`, 'utf8')).not.toContain('/careers/thank-you/');
  });

  it('/careers/404.html sends the browser on to /careers/ at once, with a link for browsers that do not follow', () => {
    const $ = load(html('/careers/404.html'));
    expect($('meta[http-equiv="refresh"]').attr('content')).toBe('0; url=/careers/');
    expect($('main a[href="/careers/"]').text()).toContain('See open positions');
    expect($('meta[name="robots"]').attr('content')).toBe('noindex,nofollow');
  });
});
