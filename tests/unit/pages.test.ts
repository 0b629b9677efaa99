/** What the spec says each page shows, read from the built HTML. */
import { load } from 'cheerio';
import { describe, expect, inject, it } from 'vitest';
import { readPage } from './helpers/dist';

const page = (route: string) => load(readPage(inject('distDir'), route));
const text = (route: string) => page(route)('main').text().replace(/\s+/g, ' ');

describe('home', () => {
  it('has the hero, the four service cards, the five-step blueprint, the results and the trust line', () => {
    const $ = page('/');
    expect($('h1').text()).toBe('Turn local demand into booked consultations.');
    expect(
      $('section[aria-labelledby="services-title"] li a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual(['/services/paid-media/', '/services/local-seo/', '/services/website-design/', '/services/reputation/']);
    expect($('section[aria-labelledby="blueprint-title"] ol > li')).toHaveLength(5);
    expect($('#blueprint-title').text()).toBe('The Brand-to-Revenue blueprint');
    const results = $('section[aria-labelledby="results-title"] dd')
      .map((_, d) => $(d).text())
      .get();
    expect(results).toEqual(['+312%', '38%', '4.6x']);
    expect(text('/')).toContain('Trusted by 200+ practices');
    expect(text('/')).toContain('4.9/5');
  });

  it('shows the Latest Articles and Podcast slots, filled from data/blog and data/podcast', () => {
    expect(page('/')('#articles-title, #podcast-title')).toHaveLength(2);
  });
});

describe('services', () => {
  it('lists the five services in order, each linking to its page', () => {
    const $ = page('/services/');
    expect(
      $('main ul li h3 a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual([
      '/services/paid-media/',
      '/services/local-seo/',
      '/services/website-design/',
      '/services/content-email/',
      '/services/reputation/',
    ]);
  });

  it('shows every section of a service page, in its fixed order', () => {
    const $ = page('/services/reputation/');
    const order = [
      'page-title',
      'stats-title',
      'benefits-title',
      'features-title',
      'section-0-title',
      'section-1-title',
      'section-2-title',
      'section-3-title',
      'mid-cta-title',
      'pricing-title',
      'faq-title',
      'comparison-title',
      'process-title',
      'testimonials-title',
    ];
    const found = $('main h1[id], main h2[id]')
      .map((_, h) => $(h).attr('id'))
      .get();
    expect(found.filter((id) => order.includes(id))).toEqual(order);
    expect($('#pricing')).toHaveLength(1);
    expect($('section[aria-labelledby="process-title"] ol > li')).toHaveLength(5);
    expect(
      $('section[aria-labelledby="comparison-title"] thead th')
        .map((_, th) => $(th).text())
        .get(),
    ).toEqual(['What you get', 'Vitalis', 'In-house team', 'Other agencies']);
    expect(text('/services/reputation/')).toContain('Individual results vary.');
  });
});

describe('about', () => {
  it('has the five core values, the brand word and the team with its cat', () => {
    const $ = page('/about/');
    expect(
      $('section[aria-labelledby="values-title"] h3')
        .map((_, h) => $(h).text())
        .get(),
    ).toEqual(['Viva la Vita', 'Pulse', 'Clarity', 'Excellence', 'Victory']);
    expect($('dt[lang="la"]').text()).toBe('vitalis');
    const team = $('section[aria-labelledby="team-title"] li')
      .map((_, li) => $(li).text())
      .get();
    expect(team).toHaveLength(2);
    expect(team[0]).toContain('President');
    expect(team[1]).toContain('Quality Control');
  });
});

describe('legal pages', () => {
  it('the Terms of Service carry every contract constant', () => {
    const terms = text('/terms/');
    for (const phrase of [
      'late fee of $69.00',
      '7 calendar days after the invoice date',
      '20% per annum',
      'administrative fee of 8%',
      'minimum term of 1 year',
      "60 days' written notice",
      "30 days' written notice",
      '5 business days',
      'more than 120 days',
      'No refunds and no chargebacks',
      'Commonwealth of Virginia',
    ]) {
      expect(terms, phrase).toContain(phrase);
    }
    expect(terms).toMatch(/monthly fee multiplied by the number of months remaining/);
  });

  it('the Privacy Policy says what the forms collect, for how long, and how to ask for deletion', () => {
    const privacy = text('/privacy/');
    for (const phrase of [
      'personal health information',
      'resume',
      'Turnstile',
      'delet',
      '24 months',
      'hello@vitalis.example',
    ])
      expect(privacy, phrase).toContain(phrase);
    expect(privacy).not.toMatch(/\{[a-zA-Z]+\}/);
  });
});
