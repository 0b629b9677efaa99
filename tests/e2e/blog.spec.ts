/** The blog and podcast sections as a visitor reaches them, served by `npm start`. */
import { expect, test } from './fixtures';

test('the header and the home page lead to the blog and to a post', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aesthetic Marketing Blog');
  await page.goto('/');
  const first = page.locator('section[aria-labelledby="articles-title"] h3 a').first();
  const title = await first.textContent();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  await expect(page.getByText(/\d+ min read/)).toBeVisible();
});

for (const [path, heading, back] of [
  ['/blog/no-such-post/', 'Post not found', '/blog/'],
  ['/podcast/no-such-episode/', 'Episode not found', '/podcast/'],
] as const) {
  test(`an unknown slug at ${path} answers '${heading}' with status 404 and a way back`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    await page
      .locator('main')
      .getByRole('link', { name: /Back to/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${back}$`));
  });
}

test('the feeds are served as XML', async ({ request }) => {
  for (const feed of ['/blog/feed.xml', '/podcast/feed.xml']) {
    const response = await request.get(feed);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    expect(await response.text()).toMatch(/^<\?xml/);
  }
});
