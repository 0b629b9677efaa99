/**
 * JobPosting structured data as Google's job search requires it: employment type
 * from the posting's type, remote work as TELECOMMUTE limited to the US, salary currency USD always,
 * and a base salary only where the posting states a figure ('Competitive' has none).
 */
import type { JobPosting, MonetaryAmount, WithContext } from 'schema-dts';
import type { Job } from '../content/schemas/job';
import { employmentTypes } from '../content/employment-types';

export { employmentTypes };

const UNITS: Record<string, string> = {
  hour: 'HOUR',
  hr: 'HOUR',
  day: 'DAY',
  week: 'WEEK',
  month: 'MONTH',
  year: 'YEAR',
  yr: 'YEAR',
  annum: 'YEAR',
};

/**
 * '$60,000 - $80,000 per year', '$35/hr', '$5,000 a month' -> a USD MonetaryAmount; text without a
 * figure ('Competitive', 'Base + Commission') -> undefined. A figure with no unit is taken as yearly.
 */
export function baseSalary(salary: string): MonetaryAmount | undefined {
  const amounts = [...salary.matchAll(/\$\s?(\d[\d,]*(?:\.\d+)?)\s*(k)?/gi)].map(
    (m) => Number(m[1]!.replace(/,/g, '')) * (m[2] ? 1000 : 1),
  );
  if (amounts.length === 0) return undefined;
  const unit = /(?:per|an?|\/)\s*(hour|hr|day|week|month|year|yr|annum)\b/i.exec(salary)?.[1]?.toLowerCase();
  const [min, max] = [Math.min(...amounts), Math.max(...amounts)];
  return {
    '@type': 'MonetaryAmount',
    currency: 'USD',
    value: {
      '@type': 'QuantitativeValue',
      ...(min === max ? { value: min } : { minValue: min, maxValue: max }),
      unitText: UNITS[unit ?? 'year']!,
    },
  };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Google wants the full description, in HTML: the role, then the three lists under their headings. */
export function descriptionHtml(
  job: Job,
  sections: { responsibilities: string; requirements: string; benefits: string },
): string {
  const list = (heading: string, items: string[]) =>
    `<h3>${escapeHtml(heading)}</h3><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  return `<p>${escapeHtml(job.description)}</p>${list(sections.responsibilities, job.responsibilities)}${list(sections.requirements, job.requirements)}${list(sections.benefits, job.benefits)}`;
}

interface Input {
  id: string;
  job: Job;
  sectionTitles: { responsibilities: string; requirements: string; benefits: string };
  siteUrl: string;
  brand: string;
}

export function jobPostingJsonLd({ id, job, sectionTitles, siteUrl, brand }: Input): WithContext<JobPosting> {
  const types = employmentTypes(job.type);
  if (!types) throw new Error(`data/careers/${id}.yaml: type '${job.type}' does not name Google employment types`);
  const salary = baseSalary(job.salary);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job, sectionTitles),
    identifier: { '@type': 'PropertyValue', name: brand, value: id },
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: types,
    hiringOrganization: {
      '@type': 'Organization',
      '@id': `${siteUrl}/#organization`,
      name: brand,
      sameAs: `${siteUrl}/`,
      logo: `${siteUrl}/icon-512.png`,
    },
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: 'US' },
    occupationalCategory: job.department,
    directApply: true,
    url: `${siteUrl}/careers/${id}/`,
    // Said even without an amount: every posting pays in US dollars.
    salaryCurrency: 'USD',
    ...(salary ? { baseSalary: salary } : {}),
  };
}
