/**
 * Every episode's audio has its words on the page (WCAG 2.2, 1.2.1), so a clean checkout builds with no
 * warning: each transcript speaker by speaker, the host the about page introduces, the guests the
 * episode lists, nobody else. A guest the site introduces nowhere else is shown by role and practice
 * type, never under a made-up name.
 */
import { load } from 'cheerio';
import { describe, expect, inject, it } from 'vitest';
import { readContent } from '../../build/content/content';
import type { Content } from '../../templates/content/collections';
import site from '../../templates/site';
import { jsonLdBlocks, readPage } from './helpers/dist';

const loaded = readContent(site);
const content = loaded.content as Content;
const { problems } = loaded;
const host = content.about.team.find((member) => member.species === 'human')!.name;

describe('podcast transcripts', () => {
  it('leave the build nothing to warn about: every episode with audio has one', () => {
    expect(content.episodes.length).toBeGreaterThanOrEqual(3);
    expect(problems.filter((p) => p.name === 'TranscriptMissing').map((p) => p.file)).toEqual([]);
  });

  it.each(content.episodes.map((e) => [e.slug, e] as const))(
    '%s: turn by turn, only the host and the listed guests speak',
    (_, episode) => {
      const guests = episode.guests.map((guest) => guest.speaker);
      const turns = episode.transcript!.split(/\n\s*\n/).map((turn) => /^([^:\n]{1,60}): /.exec(turn)?.[1]);
      expect(new Set(turns)).toEqual(new Set([host, ...guests]));
      const words = episode.transcript!.split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(900);
      expect(words).toBeLessThanOrEqual(1500);
      // What a listener would be told of results, as the show notes say it.
      expect(episode.transcript).toContain('individual results vary');
    },
  );

  // 'Rachel Kim' or 'Dr. Marcus Bell' would be people nobody can find; 'Practice manager' is a role.
  it.each(content.episodes.map((e) => [e.slug, e] as const))(
    '%s: its guests are roles, not invented names',
    (_, episode) => {
      const team = new Set(content.about.team.map((member) => member.name));
      for (const guest of episode.guests) {
        if (team.has(guest.speaker)) continue;
        expect(guest.speaker).toMatch(/^[A-Z][a-z]+(?: [a-z-]+)*$/);
        expect(guest.about).not.toMatch(/\b(?:Dr|Mr|Mrs|Ms)\.\s/);
        expect(episode.transcript).not.toMatch(/\b(?:Dr|Mr|Mrs|Ms)\. [A-Z]/);
        expect(episode.html).not.toMatch(/\b(?:Dr|Mr|Mrs|Ms)\. [A-Z]/);
      }
    },
  );

  it('lists each guest by role and practice on the episode page, and claims no person in its data', () => {
    const slug = 'from-ad-click-to-implant-consult-what-dental-practices-should-track';
    const html = readPage(inject('distDir'), `/podcast/${slug}/`);
    const $ = load(html);
    const listed = $('#guests-title')
      .parent()
      .find('li')
      .map((_, li) => $(li).text())
      .get();
    const episode = content.episodes.find((e) => e.slug === slug)!;
    expect(listed).toEqual(episode.guests.map((guest) => `${guest.speaker}${guest.about}`));
    expect(JSON.stringify(jsonLdBlocks(html))).not.toContain('"Person"');
  });

  it('shows on the episode page, each speaker named in bold', () => {
    const $ = load(readPage(inject('distDir'), '/podcast/building-a-med-spa-membership-program/'));
    const transcript = $('#transcript-title').parent();
    expect(transcript.find('p').length).toBeGreaterThan(20);
    expect(transcript.find('p strong').first().text()).toBe(`${host}:`);
    expect(transcript.text()).not.toContain('{brand}');
  });
});
