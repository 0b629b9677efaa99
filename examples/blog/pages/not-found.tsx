/** /404.html: what any unknown path shows, with status 404. */
import { definePage } from '../content';

export default definePage({
  routes: () => [{ path: '/404.html', props: {} }],
  head: () => ({ title: 'Page not found', description: 'There is no page at this address.' }),
  Page: () => (
    <main>
      <h1>Page not found</h1>
      <p>
        There is no page at this address. <a href="/">See all posts</a>.
      </p>
    </main>
  ),
});
