/** The agency vs an in-house team vs other agencies. Scrolls sideways on phones. */
import { Icon } from '../../ui/icon';
import { Section, SectionHeading } from '../../ui/section';

type Value = boolean | string;
interface Row {
  feature: string;
  us: Value;
  inHouse: Value;
  otherAgencies: Value;
}

export function Comparison({ rows, brand, serviceTitle }: { rows: Row[]; brand: string; serviceTitle: string }) {
  return (
    <Section tone="sand" labelledBy="comparison-title">
      <SectionHeading
        id="comparison-title"
        eyebrow="Compare"
        heading={`${brand} vs an in-house team vs other agencies`}
      />
      <section
        className="overflow-x-auto rounded-2xl bg-white ring-1 ring-line"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard to scroll it
        tabIndex={0}
        aria-label="Comparison table"
      >
        <table className="w-full min-w-[40rem] text-left text-[15px]">
          <caption className="sr-only">
            How {brand} compares for {serviceTitle}
          </caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="p-4 font-semibold sm:p-5">
                What you get
              </th>
              <th scope="col" className="bg-accent-soft p-4 font-semibold text-accent-strong sm:p-5">
                {brand}
              </th>
              <th scope="col" className="p-4 font-semibold sm:p-5">
                In-house team
              </th>
              <th scope="col" className="p-4 font-semibold sm:p-5">
                Other agencies
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className="p-4 font-medium sm:p-5">
                  {row.feature}
                </th>
                <td className="bg-accent-soft/60 p-4 sm:p-5">
                  <Cell value={row.us} />
                </td>
                <td className="p-4 text-muted sm:p-5">
                  <Cell value={row.inHouse} />
                </td>
                <td className="p-4 text-muted sm:p-5">
                  <Cell value={row.otherAgencies} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Section>
  );
}

function Cell({ value }: { value: Value }) {
  if (value === true) return <Icon name="check" className="size-5 text-emerald-700" label="Yes" />;
  if (value === false) return <Icon name="x" className="size-5 text-slate-400" label="No" />;
  return <>{value}</>;
}
