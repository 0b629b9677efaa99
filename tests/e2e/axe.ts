/**
 * axe-core with the WCAG 2.2 AA rules, as every browser test that checks accessibility runs it.
 *
 * Legacy mode: axe runs in the page itself (and in any frame, where it is injected too). The default
 * mode opens a blank page for every scan, injects the 550 kB of axe there and in the page again, and
 * finishes the run in it: far slower per scan, for the same violations found here (the site's only
 * frame is the contact page's map, which a stand-in answers).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Only violations are reported: axe then skips gathering the nodes of every rule that passed. */
export const axe = (page: Page) =>
  new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
