/** A list of short points, each with an icon, on white cards: benefits, audiences, what a plan includes. */
import { Icon } from './icon';

export function IconList({
  items,
  icon = 'circle-check',
  className = 'space-y-3',
}: {
  items: string[];
  icon?: string;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 rounded-2xl bg-white p-4 text-[15px] ring-1 ring-line">
          <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-accent" />
          {item}
        </li>
      ))}
    </ul>
  );
}
