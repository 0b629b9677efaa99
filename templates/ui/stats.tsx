/** A row of headline figures, with the compliance note results always carry. */
interface Props {
  items: { number: string; label: string }[];
  note?: string;
  tone?: 'light' | 'dark';
}

// Literal class names so Tailwind generates them.
const COLUMNS: Record<number, string> = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

export function Stats({ items, note, tone = 'light' }: Props) {
  const dark = tone === 'dark';
  return (
    <div>
      <dl
        className={`grid gap-px overflow-hidden rounded-2xl ${COLUMNS[Math.min(items.length, 4)]} ${dark ? 'bg-white/10' : 'bg-line'}`}
      >
        {items.map((item) => (
          <div key={item.label} className={`flex flex-col-reverse gap-1 p-6 sm:p-8 ${dark ? 'bg-ink' : 'bg-white'}`}>
            <dt className={`text-sm sm:text-base ${dark ? 'text-mist' : 'text-muted'}`}>{item.label}</dt>
            <dd className={`text-4xl font-semibold tracking-tight sm:text-5xl ${dark ? 'text-white' : 'text-ink'}`}>
              {item.number}
            </dd>
          </div>
        ))}
      </dl>
      {note && <p className={`mt-4 text-sm ${dark ? 'text-mist' : 'text-muted'}`}>{note}</p>}
    </div>
  );
}
