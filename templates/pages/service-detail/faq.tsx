/** FAQ accordion: exclusive <details name> items, so one is open at a time and any can be closed, without JS. */
import { Icon } from '../../ui/icon';
import { Section, SectionHeading } from '../../ui/section';

interface Props {
  id: string;
  name: string;
  items: { question: string; answer: string }[];
}

export function Faq({ id, name, items }: Props) {
  return (
    <Section id={id} labelledBy={`${id}-title`}>
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <SectionHeading id={`${id}-title`} eyebrow="FAQ" heading="Questions practice owners ask us" />
        <div className="divide-y divide-line border-y border-line">
          {items.map((item) => (
            <details key={item.question} name={name} className="group py-1" data-faq="">
              <summary className="flex items-center justify-between gap-6 py-5 text-left text-lg font-semibold">
                {item.question}
                <Icon name="plus" className="size-5 shrink-0 text-accent transition-transform group-open:rotate-45" />
              </summary>
              <p className="pb-6 pr-10 text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </Section>
  );
}
