/** The five-step process with timelines. */
import { Icon } from '../../ui/icon';
import { Section, SectionHeading } from '../../ui/section';

interface Step {
  step: number;
  title: string;
  description: string;
  details: string[];
  timeline: string;
}

export function Process({ steps }: { steps: Step[] }) {
  return (
    <Section labelledBy="process-title">
      <SectionHeading id="process-title" eyebrow="Process" heading="How we get you there, step by step" />
      <ol className="relative space-y-5 before:absolute before:bottom-6 before:left-[1.375rem] before:top-6 before:w-px before:bg-line">
        {steps.map((step) => (
          <li key={step.step} className="relative grid gap-4 pl-16 sm:grid-cols-[1fr_auto]">
            <span
              className="absolute left-0 top-0 inline-flex size-11 items-center justify-center rounded-full bg-ink font-semibold text-white"
              aria-hidden="true"
            >
              {step.step}
            </span>
            <div className="rounded-2xl border border-line p-6">
              <div className="flex flex-wrap items-center gap-3">
                <h3 className="text-lg font-semibold">
                  <span className="sr-only">Step {step.step}: </span>
                  {step.title}
                </h3>
                <span className="inline-flex items-center gap-1.5 rounded-full bg-sand px-3 py-1 text-sm font-medium">
                  <Icon name="clock" className="size-3.5 text-accent" />
                  {step.timeline}
                </span>
              </div>
              <p className="mt-2 text-muted">{step.description}</p>
              <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                {step.details.map((detail) => (
                  <li key={detail} className="flex gap-2 text-[15px]">
                    <Icon name="check" className="mt-1 size-4 shrink-0 text-accent" />
                    {detail}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
