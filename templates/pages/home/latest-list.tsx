/** The home page's Latest Articles and Latest Podcast cards. */
import { Card } from '../../ui/card';
import { formatDate } from '../../ui/format';

interface Item {
  href: string;
  title: string;
  text: string;
  date: string;
  meta?: string;
}

/** Cards link to their post once its page exists (the blog and podcast pages are their own page kinds). */
export function LatestList({ items, pages }: { items: Item[]; pages: ReadonlySet<string> }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.href}>
          <Card title={item.title} href={pages.has(item.href) ? item.href : undefined} linkLabel="Read more">
            <p className="mb-3 text-sm font-medium text-muted">
              <time dateTime={item.date}>{formatDate(item.date)}</time>
              {item.meta && <> · {item.meta}</>}
            </p>
            <p>{item.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
