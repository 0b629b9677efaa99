/**
 * The content editor's configuration is made from a site's collections and schemas
 * (build/emit/cms-config.ts): the mini site's settings, products and notes become Decap collections
 * whose fields have the widget, requirement, pattern and hint each schema says.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCollection } from '../../../build/content/collection';
import { image, isoDate, paragraph, reference, slug, text } from '../../../build/content/schema-helpers';
import { type CmsField, cmsConfig, labelOf, singularOf } from '../../../build/emit/cms-config';
import { site } from './mini';

const { config, unexpressed } = cmsConfig(site.collections, 'data');
type Collection = {
  name: string;
  fields: CmsField[];
  files?: { name: string; file: string; fields: CmsField[] }[];
} & Record<string, unknown>;
const collections = config.collections as Collection[];
const named = (name: string) => collections.find((c) => c.name === name)!;
const field = (fields: CmsField[], name: string) => fields.find((f) => f.name === name)!;

describe('the content editor configuration', () => {
  it('puts file collections under one files collection, each field required unless the schema says', () => {
    const settings = named('pages').files!.find((f) => f.name === 'settings')!;
    expect(settings.file).toBe('data/settings.yaml');
    expect(settings.fields.map((f) => [f.name, f.widget, f.required ?? true])).toEqual([
      ['title', 'string', true],
      ['phone', 'string', true],
      ['url', 'string', true],
      ['footerLink', 'string', false],
    ]);
    // The build's patterns, with the build's messages: the editor refuses what the build would.
    expect(field(settings.fields, 'footerLink').pattern).toEqual([
      expect.stringContaining('[a-z0-9-]'),
      expect.stringContaining("ending in '/'"),
    ]);
    expect(field(settings.fields, 'url').label).toBe('URL');
  });

  it('makes a folder collection of YAML entries named by their name, with numbers, lists and images', () => {
    const products = named('products');
    expect(products).toMatchObject({
      folder: 'data/products',
      extension: 'yaml',
      format: 'yaml',
      create: true,
      identifier_field: 'name',
    });
    expect(field(products.fields, 'price')).toMatchObject({ widget: 'number', value_type: 'int', min: 1 });
    expect(field(products.fields, 'related')).toMatchObject({
      widget: 'list',
      required: false,
      default: [],
      field: { widget: 'string' },
    });
    expect(field(products.fields, 'photo')).toMatchObject({
      widget: 'object',
      required: false,
      // Required once a photo is there, which Decap cannot say: the save's check of the file says it.
      fields: [
        expect.objectContaining({ name: 'src', widget: 'image', required: false }),
        expect.objectContaining({ name: 'alt', required: false }),
      ],
    });
  });

  it('gives Markdown entries their front matter and a Markdown body', () => {
    const notes = named('notes');
    expect(notes).toMatchObject({ extension: 'md', format: 'frontmatter', identifier_field: 'title' });
    expect(notes.fields.at(-1)).toEqual({ name: 'body', label: 'Body', widget: 'markdown' });
    expect(unexpressed).toEqual([]);
  });

  it('reads paragraphs, dates, choices, references, descriptions and defaults from the schemas', () => {
    const schema = z.strictObject({
      title: text.describe('The page title, as search results show it.'),
      about: paragraph,
      date: isoDate,
      kind: z.enum(['device', 'injectable']).default('device'),
      state: reference('places', 'slug'),
      city: reference('places', 'cities.*.slug'),
      when: z.union([z.boolean(), text]),
      cities: z.array(z.strictObject({ name: text, slug, photo: image.optional() })).min(1),
    });
    const made = cmsConfig({ places: defineCollection({ folder: 'places', format: 'yaml', schema }) }, 'data');
    const fields = (made.config.collections as Collection[])[0]!.fields;
    expect(field(fields, 'title').hint).toBe('The page title, as search results show it.');
    expect(field(fields, 'about').widget).toBe('text');
    expect(field(fields, 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(field(fields, 'kind')).toMatchObject({
      widget: 'select',
      options: ['device', 'injectable'],
      default: 'device',
    });
    expect(field(fields, 'city')).toMatchObject({
      widget: 'relation',
      collection: 'places',
      value_field: 'cities.*.slug',
      search_fields: ['cities.*.name'],
    });
    expect(field(fields, 'cities')).toMatchObject({ widget: 'list', min: 1, summary: '{{fields.name}}' });
    expect(made.unexpressed).toEqual(['places.when: one of several types (edited as text)']);
  });

  it('leaves out, and says so, a file that is a list', () => {
    const made = cmsConfig({ tiers: defineCollection({ file: 'tiers.yaml', schema: z.array(text) }) }, 'data');
    expect(made.unexpressed).toEqual(['tiers (data/tiers.yaml): the file is a list, which Decap cannot edit']);
    expect(made.config.collections).toEqual([]);
  });

  it('labels keys as an editor reads them, and one of a list in the singular', () => {
    expect(['longDescription', 'paid-media', 'seoTitle', 'url'].map(labelOf)).toEqual([
      'Long description',
      'Paid media',
      'SEO title',
      'URL',
    ]);
    expect(['Cities', 'Key takeaways', 'Process', 'Add ons', 'FAQ'].map(singularOf)).toEqual([
      'City',
      'Key takeaway',
      'Process',
      'Add on',
      'FAQ',
    ]);
    expect(named('products').label_singular).toBe('Product');
    expect(field(named('products').fields, 'related').label_singular).toBe('Related');
  });
});
