/** The JobPosting helpers: employment type, salary and validity from a posting's text. */
import { describe, expect, it } from 'vitest';
import { addDays } from '../../build/content/dates';
import { baseSalary, employmentTypes } from '../../templates/seo/job-posting';

describe('employmentTypes', () => {
  it('uppercases each named type and turns hyphens into underscores', () => {
    expect(employmentTypes('Part-Time to Full-Time')).toEqual(['PART_TIME', 'FULL_TIME']);
    expect(employmentTypes('Full-Time')).toEqual(['FULL_TIME']);
    expect(employmentTypes('Contractor, Temporary')).toEqual(['CONTRACTOR', 'TEMPORARY']);
    expect(employmentTypes('Per Diem or Intern')).toEqual(['PER_DIEM', 'INTERN']);
  });

  it('refuses a type Google does not know, so the schema can point at the posting', () => {
    expect(employmentTypes('Flexible')).toBeUndefined();
    expect(employmentTypes('Part-Time to Whenever')).toBeUndefined();
  });
});

describe('baseSalary', () => {
  it('gives a USD amount only where the posting states a figure', () => {
    expect(baseSalary('Competitive')).toBeUndefined();
    expect(baseSalary('Base + Commission')).toBeUndefined();
    expect(baseSalary('$60,000 - $80,000 per year')).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 80000, unitText: 'YEAR' },
    });
    expect(baseSalary('$35/hr')?.value).toEqual({ '@type': 'QuantitativeValue', value: 35, unitText: 'HOUR' });
    expect(baseSalary('$5k a month')?.value).toEqual({ '@type': 'QuantitativeValue', value: 5000, unitText: 'MONTH' });
  });
});

describe('addDays', () => {
  it('counts calendar days in UTC, across months and leap days', () => {
    expect(addDays('2026-10-01', 60)).toBe('2026-11-30');
    expect(addDays('2028-02-01', 60)).toBe('2028-04-01');
  });
});
