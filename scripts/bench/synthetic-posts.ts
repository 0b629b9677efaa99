/**
 * Synthetic posts shaped like the public markdown benchmark (a title in front matter and three
 * paragraphs), written for this site, for Hugo and for Eleventy, so each builds the same text.
 * Deterministic: post n has the same words in every run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const WORDS = (
  'practice patients consult booking search local review campaign treatment provider schedule injectables ' +
  'laser filler clinic season follow-up reminder membership package front desk phone call landing page ' +
  'budget conversion tracking referral implant aligner whitening screening recall reactivation offer ' +
  'financing reputation profile map pack keyword audience creative policy compliance privacy retention'
).split(' ');

/** A small linear congruential generator: the same sequence on every machine. */
function random(seed: number) {
  let state = seed * 2654435761 + 1;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function sentence(next: () => number, length: number): string {
  const words = Array.from({ length }, () => WORDS[Math.floor(next() * WORDS.length)]!);
  const text = words.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

export interface SyntheticPost {
  slug: string;
  title: string;
  date: string;
  paragraphs: string[];
}

export function syntheticPosts(count: number): SyntheticPost[] {
  return Array.from({ length: count }, (_, i) => {
    const next = random(i + 1);
    const day = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    return {
      slug: `bench-post-${String(i + 1).padStart(5, '0')}`,
      title: `Bench post ${i + 1}: ${sentence(next, 5).slice(0, -1)}`,
      date: day,
      paragraphs: Array.from({ length: 3 }, () => Array.from({ length: 5 }, () => sentence(next, 12)).join(' ')),
    };
  });
}

const q = (s: string) => JSON.stringify(s);

/** The example blog's posts (examples/blog): data/posts/{slug}.md with the front matter its schema asks for. */
export function writeBlogPosts(dir: string, posts: SyntheticPost[]): void {
  mkdirSync(dir, { recursive: true });
  for (const p of posts)
    writeFileSync(
      path.join(dir, `${p.slug}.md`),
      `---\ntitle: ${q(p.title)}\ndate: ${q(p.date)}\n---\n\n${p.paragraphs.join('\n\n')}\n`,
    );
}

/** A Hugo site with the same posts: one post layout and a home page listing them, 24 a page, as the blog's. */
export function writeHugoSite(root: string, posts: SyntheticPost[]): void {
  mkdirSync(path.join(root, 'content/posts'), { recursive: true });
  mkdirSync(path.join(root, 'layouts/_default'), { recursive: true });
  writeFileSync(
    path.join(root, 'hugo.toml'),
    'baseURL = "https://www.example.com/"\ntitle = "Bench"\npaginate = 24\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n',
  );
  writeFileSync(
    path.join(root, 'layouts/index.html'),
    '<!doctype html><html><head><title>{{ .Title }}</title></head><body><ul>{{ range (.Paginate (where site.RegularPages "Section" "posts")).Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> {{ .Date.Format "2006-01-02" }}</li>{{ end }}</ul>{{ with .Paginator.Next }}<a href="{{ .URL }}">Older</a>{{ end }}</body></html>\n',
  );
  writeFileSync(
    path.join(root, 'layouts/_default/single.html'),
    '<!doctype html><html><head><title>{{ .Title }}</title></head><body><h1>{{ .Title }}</h1>{{ .Content }}</body></html>\n',
  );
  writeFileSync(
    path.join(root, 'layouts/_default/list.html'),
    '<!doctype html><html><head><title>{{ .Title }}</title></head><body>{{ range .Pages }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</body></html>\n',
  );
  for (const p of posts)
    writeFileSync(
      path.join(root, 'content/posts', `${p.slug}.md`),
      `---\ntitle: ${q(p.title)}\ndate: ${p.date}\n---\n\n${p.paragraphs.join('\n\n')}\n`,
    );
}

/** An Eleventy site with the same posts: one layout and an index listing them, 24 a page, as the blog's. */
export function writeEleventySite(root: string, posts: SyntheticPost[]): void {
  mkdirSync(path.join(root, 'src/posts'), { recursive: true });
  mkdirSync(path.join(root, 'src/_includes'), { recursive: true });
  writeFileSync(
    path.join(root, 'src/index.njk'),
    '---\npagination:\n  data: collections.post\n  size: 24\n  reverse: true\npermalink: "{% if pagination.pageNumber > 0 %}/page/{{ pagination.pageNumber + 1 }}{% endif %}/index.html"\n---\n<!doctype html><html><head><title>Bench</title></head><body><ul>{% for post in pagination.items %}<li><a href="{{ post.url }}">{{ post.data.title }}</a></li>{% endfor %}</ul>{% if pagination.href.next %}<a href="{{ pagination.href.next }}">Older</a>{% endif %}</body></html>\n',
  );
  writeFileSync(
    path.join(root, 'src/_includes/layout.njk'),
    '<!doctype html><html><head><title>{{ title }}</title></head><body><h1>{{ title }}</h1>{{ content | safe }}</body></html>\n',
  );
  for (const p of posts)
    writeFileSync(
      path.join(root, 'src/posts', `${p.slug}.md`),
      `---\ntitle: ${q(p.title)}\ndate: ${p.date}\ntags: post\nlayout: layout.njk\n---\n\n${p.paragraphs.join('\n\n')}\n`,
    );
}
