/**
 * The pricing table (anchor #pricing). One card per tier; each feature has a tooltip comparing its
 * value across every tier, a popover opened by a button: it works by keyboard, touch and without JS.
 */
import type { FeatureValue, Pricing, PricingTiers } from '../../content/schemas/pricing';
import { Icon } from '../../ui/icon';
import { Section, SectionHeading } from '../../ui/section';
import { ScheduleCall } from '../../ui/schedule-call';

/** The badge on the popular tier. */
export const POPULAR_LABEL = 'Most Popular';

interface Props {
  serviceTitle: string;
  pricing: Pricing;
  tiers: PricingTiers;
}

export function PricingTable({ serviceTitle, pricing, tiers }: Props) {
  return (
    <Section id="pricing" tone="sand" labelledBy="pricing-title">
      <SectionHeading id="pricing-title" eyebrow="Pricing" heading={pricing.title} intro={pricing.description} />
      {pricing.commitment && (
        <p className="-mt-6 mb-8 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium ring-1 ring-line">
          <Icon name="calendar-clock" className="size-4 text-accent" />
          {pricing.commitment}
        </p>
      )}
      <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-4">
        {tiers.map((tier) => {
          const price = pricing.tiers[tier.id];
          return (
            <li
              key={tier.id}
              data-tier={tier.id}
              className={`relative flex flex-col rounded-3xl bg-white p-6 sm:p-7 ${tier.popular ? 'shadow-xl ring-2 ring-accent' : 'ring-1 ring-line'}`}
            >
              {tier.popular && (
                <span className="absolute -top-3 left-6 rounded-full bg-accent px-3 py-1 text-xs font-semibold uppercase tracking-wider text-white">
                  {POPULAR_LABEL}
                </span>
              )}
              <h3 className="text-lg font-semibold">{tier.name}</h3>
              <p className="text-sm text-muted">{tier.description}</p>
              <p className="mt-5">
                <span className="text-4xl font-semibold tracking-tight" data-price="">
                  {price.monthly}
                </span>
              </p>
              {price.note && (
                <p className="mt-1 min-h-10 text-sm text-muted" data-price-note="">
                  {price.note}
                </p>
              )}
              <ul className="mt-6 flex-1 space-y-3 border-t border-line pt-6">
                {pricing.features.map((feature, i) => (
                  <li
                    key={feature.name}
                    data-feature={feature.name}
                    className="flex items-start justify-between gap-3 text-[15px]"
                  >
                    <span className={`flex items-start gap-2 ${feature.values[tier.id] === false ? 'text-muted' : ''}`}>
                      <ValueMark value={feature.values[tier.id]} />
                      <button
                        type="button"
                        popoverTarget={`tip-${i}`}
                        className="cursor-help text-left underline decoration-slate-400 decoration-dotted underline-offset-4 hover:decoration-ink"
                      >
                        {feature.name}
                        <span className="sr-only"> (compare across plans)</span>
                      </button>
                    </span>
                    {typeof feature.values[tier.id] === 'string' && (
                      <span className="shrink-0 text-right font-semibold" data-value="">
                        {feature.values[tier.id] as string}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
              <div className="mt-7">
                <ScheduleCall
                  variant={tier.popular ? 'primary' : 'light'}
                  size="md"
                  className={`w-full ${tier.popular ? '' : 'ring-1 ring-line'}`}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {pricing.addOns.length > 0 && (
        <ul className="mt-8 space-y-2 text-[15px]">
          {pricing.addOns.map((addOn) => (
            <li key={addOn.name} data-addon={addOn.name} className="flex items-center gap-2">
              <Icon name="circle-plus" className="size-4 text-accent" />
              <span>
                {addOn.name}: <strong className="font-semibold">{addOn.price}</strong>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6 text-sm text-muted">
        Prices in US dollars. Ad spend, where applicable, is paid directly to the ad platforms.
      </p>

      {pricing.features.map((feature, i) => (
        <div
          key={feature.name}
          id={`tip-${i}`}
          popover="auto"
          className="tip-popover w-72 rounded-2xl bg-ink p-4 text-sm text-white shadow-xl"
          data-tooltip={feature.name}
        >
          <p className="mb-2 font-semibold">
            {feature.name} <span className="sr-only">in {serviceTitle} plans</span>
          </p>
          <dl className="space-y-1">
            {tiers.map((tier) => (
              <div key={tier.id} className="flex justify-between gap-4" data-tier={tier.id}>
                <dt className="text-mist">{tier.name}</dt>
                <dd className="font-semibold">{describeValue(feature.values[tier.id])}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </Section>
  );
}

function describeValue(value: FeatureValue): string {
  return value === true ? 'Included' : value === false ? 'Not included' : value;
}

function ValueMark({ value }: { value: FeatureValue }) {
  if (value === false)
    return <Icon name="minus" className="mt-0.5 size-5 shrink-0 text-slate-400" label="Not included:" />;
  return (
    <Icon
      name="check"
      className="mt-0.5 size-5 shrink-0 text-accent"
      label={value === true ? 'Included:' : 'Includes'}
    />
  );
}
