/** What npm run dev learns from a render: the content paths a page read, and which of them an edit changed. */
import { describe, expect, it } from 'vitest';
import { PathTree, TrackedPages, trackReads, untracked } from '../../build/dev/reads';

const content = () => ({
  services: [
    { slug: 'local-seo', title: 'Local SEO', prices: { small: '$1,250', growing: '$2,495' } },
    { slug: 'paid-media', title: 'Paid Media', prices: { small: '$1,500', growing: '$3,000' } },
  ],
  site: { brand: 'Vitalis', phone: '555' },
});

/** Renders `page` over tracked content and returns what it read. */
function readsOf(
  tree: PathTree,
  value: ReturnType<typeof content>,
  page: (c: ReturnType<typeof content>) => unknown,
): Set<number> {
  const reads = new Set<number>();
  page(trackReads(value, tree, (id) => reads.add(id)));
  return reads;
}

describe('tracked reads', () => {
  it("a price edit changes what the service's page read, not what a page that lists service titles read", () => {
    const tree = new PathTree();
    const before = content();
    const servicePage = readsOf(tree, before, (c) => c.services.find((s) => s.slug === 'local-seo')!.prices.small);
    const footer = readsOf(tree, before, (c) => c.services.map((s) => s.title).join(', ') + c.site.brand);
    const after = content();
    after.services[0]!.prices.small = '$1,275';

    const changed = tree.changed(before, after);
    expect([...changed].some((id) => servicePage.has(id))).toBe(true);
    expect([...changed].some((id) => footer.has(id))).toBe(false);
  });

  it('a page that listed the keys of an object sees a key added; one that read a single key does not', () => {
    const tree = new PathTree();
    const before = content();
    const lister = readsOf(tree, before, (c) => Object.keys(c.site));
    const reader = readsOf(tree, before, (c) => c.site.brand);
    const after = { ...content(), site: { brand: 'Vitalis', phone: '555', email: 'hi@example.com' } };

    const changed = tree.changed(before, after);
    expect([...changed].some((id) => lister.has(id))).toBe(true);
    expect([...changed].some((id) => reader.has(id))).toBe(false);
  });

  it('a list that grows changes its length for pages that went through it', () => {
    const tree = new PathTree();
    const before = content();
    const lister = readsOf(tree, before, (c) => c.services.map((s) => s.slug));
    const after = content();
    after.services.push({ slug: 'seo-audits', title: 'SEO Audits', prices: { small: '$1', growing: '$2' } });
    expect([...tree.changed(before, after)].some((id) => lister.has(id))).toBe(true);
  });

  it('keeps object identity within a page, refuses writes, and gives back the plain content', () => {
    const tree = new PathTree();
    const plain = content();
    const tracked = trackReads(plain, tree, () => {});
    expect(tracked.services).toBe(tracked.services);
    expect(() => {
      tracked.site.brand = 'Other';
    }).toThrow(TypeError);
    const props = { service: tracked.services[0], extra: [tracked.site] };
    expect(untracked(props)).toEqual({ service: plain.services[0], extra: [plain.site] });
    expect(untracked(props).service).toBe(plain.services[0]);
  });

  it('notes which page paths a page asked about, and whether it went through all of them', () => {
    const pages = new TrackedPages(new Set(['/', '/about/']));
    expect(pages.has('/about/')).toBe(true);
    expect(pages.has('/careers/')).toBe(false);
    expect([...pages.asked]).toEqual(['/about/', '/careers/']);
    expect(pages.listed).toBe(false);
    expect([...pages]).toEqual(['/', '/about/']);
    expect(pages.listed).toBe(true);
  });
});
