/**
 * The content editor's configuration (Decap CMS, served by npm run dev at /admin/), made from the same
 * collections and zod schemas the build checks, the way the JSON Schemas are: every collection, every
 * field with its widget, required as the schema says, the schema's descriptions as hints and its
 * patterns with their messages. It is read from the JSON Schema zod makes of each collection, plus
 * what the site's schema helpers mark (a paragraph, a reference, an icon, an image).
 *
 * What Decap cannot hold is listed in the file's header (`unexpressed`): a file whose whole value is a
 * list (left out), a field that takes one of several types (edited as text) and a fixed list whose
 * items differ (edited as one kind); the save's check of the whole file covers what the editor cannot.
 */
import { stringify } from 'yaml';
import { z } from 'zod';
import { EDITOR_AUTH_PATH } from '../../lib/editor-sign-in';
import type { Collection, Collections } from '../content/collection';
import { imageSchemas, isoDate, madeFrom } from '../content/schema-helpers';
import type { IconSet } from './json-schemas';

/** Where the editor saves (npm run dev answers it), and where the production editor commits. */
export interface EditorSettings {
  /** The Git host's repository, 'owner/name': the production editor signs in to GitHub and opens pull requests there. */
  repo?: string;
  branch?: string;
  /**
   * Another service that signs editors in to GitHub (Decap's base_url), such as Netlify's
   * (https://api.netlify.com). Without it the site's own server does, at /api/auth on the site's origin.
   */
  authUrl?: string;
  /** GitHub's API for the editor (Decap's api_root): GitHub Enterprise Server's; https://api.github.com when not given. */
  apiRoot?: string;
  /**
   * What the site fills in of an entry saved in npm run dev's editor, before it is checked: what no
   * editor types by hand (a new city's public facts), as `npm run new` fills it. Given the collection's
   * name and the entry's new value; returns the value to save.
   */
  complete?: (collection: string, value: unknown) => unknown;
}

/** Where the editor is served, in npm run dev and (when deployed) in dist/: /admin/. */
export const EDITOR_DIR = 'admin';
/** Where npm run dev answers the editor's saves. */
export const EDITOR_API_PATH = `/${EDITOR_DIR}/api/v1`;
/** Files an editor uploads go here (under the data folder), and are named from it (images/...). */
const MEDIA_FOLDER = 'images';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
  description?: string;
  multiline?: boolean;
  reference?: { collection: string; valueField: string; displayField: string };
  'x-icon'?: boolean;
  'x-image'?: boolean;
  'x-date'?: boolean;
  'x-message'?: string;
};

export type CmsField = { name: string; label: string; widget: string } & Record<string, unknown>;

export interface CmsConfig {
  /** What Decap cannot edit, one line each: said at the top of the file. */
  unexpressed: string[];
  config: Record<string, unknown>;
}

/** A key as an editor reads it: 'longDescription' is 'Long description', 'paid-media' is 'Paid media'. */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase()
    .split(' ')
    .map((word) => ACRONYMS[word] ?? word)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One of a list, as Decap names it on its buttons ('Add city', 'New post'): the last word made singular. */
export function singularOf(label: string): string {
  return label.replace(/(\w+)$/, (word) =>
    /ies$/.test(word)
      ? word.replace(/ies$/, 'y')
      : /(ss|us|is)$|^(works|news|series)$/.test(word)
        ? word
        : word.replace(/s$/, ''),
  );
}

const ACRONYMS: Record<string, string> = {
  url: 'URL',
  seo: 'SEO',
  faq: 'FAQ',
  cta: 'CTA',
  id: 'ID',
  src: 'file',
  alt: 'alt text',
};

/** The message a zod string check gives when its pattern fails, for the editor to show. */
function patternMessage(schema: z.ZodType): string | undefined {
  type Def = Record<string, unknown> & { checks?: { _zod: { def: Record<string, unknown> } }[] };
  const own = (schema as unknown as { _zod: { def: Def } })._zod.def;
  // A format schema (z.email()) is its own check; a string's .regex() is one of its checks.
  for (const def of [own, ...(own.checks ?? []).map((check) => check._zod.def)]) {
    if (def.format === 'email') return 'must be an e-mail address, such as hello@example.com';
    if (def.format === 'url') return 'must be a URL, such as https://example.com/';
    if (def.format === 'regex' && typeof def.error === 'function') {
      const message = (def.error as (issue: object) => unknown)({});
      if (typeof message === 'string') return message;
    }
  }
  return undefined;
}

/** A collection's schema as JSON Schema, inlined, with the generator's helpers marked for the editor. */
function jsonSchemaOf(c: Collection, icons?: IconSet): JsonSchema {
  return z.toJSONSchema(c.schema, {
    unrepresentable: 'any',
    io: 'input',
    reused: 'inline',
    cycles: 'throw',
    override({ zodSchema, jsonSchema }) {
      const js = jsonSchema as JsonSchema;
      if (icons && madeFrom(zodSchema as never, icons.schema)) js['x-icon'] = true;
      if (madeFrom(zodSchema as never, imageSchemas)) js['x-image'] = true;
      if (madeFrom(zodSchema as never, isoDate)) js['x-date'] = true;
      const message = patternMessage(zodSchema as never);
      if (message && (js.pattern || js.format)) js['x-message'] = message;
    },
  }) as JsonSchema;
}

interface Context {
  /** The site's icon names, one list every icon field shares (written once, as a YAML anchor). */
  icons?: string[];
  /** Where the field is, for the list of what could not be said. */
  at: string;
  /** Whether the value being made a widget is required, and whether the object its fields are in is optional. */
  required?: boolean;
  optional?: boolean;
  unexpressed: string[];
}

const isType = (js: JsonSchema, type: string) => js.type === type || (Array.isArray(js.type) && js.type.includes(type));

/** The editor's field for a key of an object schema. */
function fieldOf(name: string, js: JsonSchema, required: boolean, ctx: Context): CmsField | undefined {
  const base: Record<string, unknown> = { name, label: labelOf(name) };
  if (js.description) base.hint = js.description;
  if (!required) base.required = false;
  if (js.default !== undefined) base.default = js.default;
  const widget = widgetOf(js, { ...ctx, at: `${ctx.at}.${name}`, required });
  if (widget?.widget === 'list') base.label_singular = singularOf(base.label as string);
  return widget && ({ ...base, ...widget } as CmsField);
}

/** The widget and its settings for a value's schema; undefined when Decap has none for it. */
function widgetOf(js: JsonSchema, ctx: Context): Record<string, unknown> | undefined {
  if (js['x-icon'] && ctx.icons) return { widget: 'select', options: ctx.icons };
  if (js.reference) {
    const { collection, valueField, displayField } = js.reference;
    return {
      widget: 'relation',
      collection,
      value_field: valueField,
      search_fields: [displayField],
      display_fields: [displayField],
      options_length: 2000,
    };
  }
  if (js.enum) return { widget: 'select', options: js.enum };
  if (js.anyOf || js.oneOf) {
    ctx.unexpressed.push(`${ctx.at}: one of several types (edited as text)`);
    return { widget: 'string' };
  }
  if (isType(js, 'string')) {
    if (js['x-date'])
      return {
        widget: 'datetime',
        format: 'YYYY-MM-DD',
        date_format: 'YYYY-MM-DD',
        time_format: false,
        picker_utc: true,
      };
    if (js['x-image']) return { widget: 'image', choose_url: false };
    const widget = js.multiline ? 'text' : 'string';
    // An address: the editor checks its start; the build checks the rest.
    if (js.format === 'uri' && !js.pattern)
      return { widget, pattern: ['^https?://\\S+$', js['x-message'] ?? 'must be a URL, such as https://example.com/'] };
    return js.pattern ? { widget, pattern: [js.pattern, js['x-message'] ?? `must match ${js.pattern}`] } : { widget };
  }
  if (isType(js, 'integer') || isType(js, 'number')) {
    const min =
      js.minimum ??
      (js.exclusiveMinimum !== undefined ? js.exclusiveMinimum + (isType(js, 'integer') ? 1 : 0) : undefined);
    return {
      widget: 'number',
      value_type: isType(js, 'integer') ? 'int' : 'float',
      ...(min !== undefined ? { min } : {}),
      ...(js.maximum !== undefined && js.maximum < Number.MAX_SAFE_INTEGER ? { max: js.maximum } : {}),
    };
  }
  if (isType(js, 'boolean')) return { widget: 'boolean' };
  if (isType(js, 'object') && js.properties)
    return { widget: 'object', collapsed: false, fields: fieldsOf(js, { ...ctx, optional: !ctx.required }) };
  if (isType(js, 'array')) {
    const bounds = {
      ...(js.minItems ? { min: js.minItems } : {}),
      ...(js.maxItems !== undefined ? { max: js.maxItems } : {}),
    };
    // A fixed list of the same kind (coordinates): one field for each item.
    let item = js.prefixItems ? js.prefixItems[0] : js.items || undefined;
    if (js.prefixItems?.some((other) => JSON.stringify(other) !== JSON.stringify(item))) {
      // Items of one type with their own bounds (latitude, longitude): edited as the type; the save checks each.
      item = { type: item?.type };
      ctx.unexpressed.push(`${ctx.at}: a fixed list whose items differ (each item's bounds are checked on saving)`);
    }
    if (!item) return undefined;
    if (isType(item, 'object') && item.properties) {
      const fields = fieldsOf(item, { ...ctx, at: `${ctx.at}[]`, optional: false });
      const title = fields.find((f) => ['name', 'title', 'term', 'question', 'label', 'id'].includes(f.name));
      return {
        widget: 'list',
        collapsed: true,
        ...(title ? { summary: `{{fields.${title.name}}}` } : {}),
        ...bounds,
        fields,
      };
    }
    const field = widgetOf(item, { ...ctx, at: `${ctx.at}[]`, required: true });
    // Items of one field are shown open: each is its own text, with nothing to summarise it by.
    return field && { widget: 'list', collapsed: false, ...bounds, field: { name: 'item', label: 'Item', ...field } };
  }
  ctx.unexpressed.push(`${ctx.at}: a value of any shape`);
  return undefined;
}

function fieldsOf(js: JsonSchema, ctx: Context): CmsField[] {
  // Decap cannot say 'required once the object is there': inside an optional object every field is
  // optional to the editor, and the save's check of the whole file refuses an object left incomplete.
  const required = new Set(ctx.optional ? [] : (js.required ?? []));
  return Object.entries(js.properties ?? {}).flatMap(([key, value]) => {
    const field = fieldOf(key, value, required.has(key), { ...ctx, optional: false });
    return field ? [field] : [];
  });
}

/** The field that names an entry (Decap's identifier), among the entry's first fields. */
const IDENTIFIERS = ['title', 'name', 'term'];

/**
 * Where the production editor signs in and reads: a service of its own (authUrl), or the site itself,
 * whose origin must be Decap's base_url exactly (it takes the popup's messages from that origin only).
 * npm run schemas knows no origin; its file is read by npm run dev, which signs in to this machine.
 */
function githubBackend(editor: EditorSettings & { repo: string }, siteUrl: string | undefined) {
  const { repo, branch = 'main', authUrl, apiRoot } = editor;
  const signIn = authUrl
    ? { base_url: authUrl }
    : { ...(siteUrl ? { base_url: siteUrl } : {}), auth_endpoint: EDITOR_AUTH_PATH.slice(1) };
  return { name: 'github', repo, branch, ...signIn, ...(apiRoot ? { api_root: apiRoot } : {}) };
}

export function cmsConfig(
  collections: Collections,
  dataDir: string,
  options: { icons?: IconSet; editor?: EditorSettings; siteUrl?: string } = {},
): CmsConfig {
  const unexpressed: string[] = [];
  const icons = options.icons && [...options.icons.names].sort();
  const files: Record<string, unknown>[] = [];
  const folders: Record<string, unknown>[] = [];
  for (const [name, c] of Object.entries(collections)) {
    const js = jsonSchemaOf(c, options.icons);
    const ctx: Context = { icons, at: name, unexpressed };
    if (!isType(js, 'object') || !js.properties) {
      unexpressed.push(
        `${name} (${dataDir}/${c.kind === 'file' ? c.file : c.folder}): the file is a list, which Decap cannot edit`,
      );
      continue;
    }
    const fields = fieldsOf(js, { ...ctx, optional: false });
    const label = c.label ?? labelOf(name);
    const text = { label, ...(c.description ? { description: c.description } : {}) };
    if (c.kind === 'file') {
      files.push({ name, ...text, file: `${dataDir}/${c.file}`, fields });
      continue;
    }
    if (c.format === 'md') fields.push({ name: 'body', label: 'Body', widget: 'markdown' });
    const identifier = fields.find((f) => IDENTIFIERS.includes(f.name));
    folders.push({
      name,
      ...text,
      label_singular: singularOf(label),
      folder: `${dataDir}/${c.folder}`,
      extension: c.format,
      format: c.format === 'md' ? 'frontmatter' : 'yaml',
      // A new entry's file is named from its title or name; without one, entries are only edited.
      create: Boolean(identifier),
      ...(identifier
        ? { identifier_field: identifier.name, slug: `{{${identifier.name}}}` }
        : { summary: '{{filename}}' }),
      sortable_fields: identifier ? [identifier.name] : [],
      fields,
    });
  }
  const { repo, branch = 'main' } = options.editor ?? {};
  const config = {
    // npm run dev answers the editor at this path; in production it signs in to the Git host.
    backend: repo
      ? githubBackend({ ...options.editor, repo }, options.siteUrl)
      : { name: 'proxy', proxy_url: EDITOR_API_PATH, branch },
    ...(repo ? { publish_mode: 'editorial_workflow' } : {}),
    media_folder: `${dataDir}/${MEDIA_FOLDER}`,
    public_folder: MEDIA_FOLDER,
    // The preview is the site's own page (the 'View Live' link), not a second rendering of the fields.
    editor: { preview: false },
    collections: [...(files.length ? [{ name: 'pages', label: 'Pages and settings', files }] : []), ...folders],
  };
  return { unexpressed, config };
}

/** The configuration file: what npm run schemas writes, npm run dev serves, and a test keeps current. */
export function cmsConfigFile(
  collections: Collections,
  dataDir: string,
  options: { icons?: IconSet; editor?: EditorSettings; siteUrl?: string } = {},
): string {
  const { config, unexpressed } = cmsConfig(collections, dataDir, options);
  const header = [
    'The content editor (Decap CMS) at /admin/ of npm run dev. Made by npm run schemas from the',
    "site's collections and zod schemas; change those, not this file.",
    ...(unexpressed.length
      ? ['', 'Not editable here (edit the file itself):', ...unexpressed.map((line) => `- ${line}`)]
      : []),
  ];
  return `${header.map((line) => `# ${line}`.trimEnd()).join('\n')}\n${stringify(config, { lineWidth: 0 })}`;
}
