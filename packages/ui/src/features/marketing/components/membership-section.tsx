import { CheckIcon } from '../../../components/icons';
import { buttonClasses } from '../../../components/ui/button';
import { MEMBERSHIP_BENEFITS, membershipOffer } from '../../../config/membership-offer';
import { SectionLink } from './section-link';

const valueFigures = () =>
  [
    { value: `${membershipOffer.monthlyValue}+`, label: 'Monthly Value' },
    { value: '24/7', label: 'Access Hours' },
    { value: '4hrs', label: 'Daily Simulator' },
  ] as const;

export function MembershipSection() {
  return (
    <section
      id="membership"
      aria-labelledby="membership-heading"
      className="scroll-mt-[100px] bg-slate-50 py-20 focus:outline-none sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald-700">Membership</p>
          <h2 id="membership-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            One Membership. Everything Included.
          </h2>
        </div>
        <div className="mt-12 grid items-stretch gap-8 lg:grid-cols-2">
          <article className="relative rounded-3xl border-2 border-emerald-600 bg-white p-8 shadow-xl">
            <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-emerald-700 px-4 py-1 text-sm font-semibold text-white">
              Most Popular
            </p>
            <h3 className="text-center text-xl font-bold text-slate-900">
              24/7 Elite Golf Simulator &amp; Fitness Access
            </h3>
            <p className="mt-4 text-center">
              <span className="text-5xl font-extrabold text-slate-900">{membershipOffer.price}</span>
              <span className="text-lg text-slate-600">/month</span>
            </p>
            <p className="mt-2 text-center text-sm text-slate-600">
              No contracts • Cancel anytime • Premium access included
            </p>
            <ul className="mt-8 space-y-3">
              {MEMBERSHIP_BENEFITS.map((benefit) => (
                <li key={benefit} className="flex items-start gap-3 text-slate-700">
                  <CheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
            <SectionLink to="contact" className={buttonClasses('primary', 'lg', 'mt-8 w-full')}>
              Start Your Membership Today
            </SectionLink>
          </article>
          <aside
            aria-labelledby="membership-value-heading"
            className="flex flex-col justify-center rounded-3xl bg-gradient-to-br from-emerald-800 to-slate-900 p-8 text-white"
          >
            <h3 id="membership-value-heading" className="text-2xl font-bold">
              Unmatched value
            </h3>
            <p className="mt-3 text-emerald-50">
              Your {membershipOffer.price} membership delivers over {membershipOffer.monthlyValue} in value every month:
              simulator time, gym access, coaching and conditioning that would cost far more on their own.
            </p>
            <dl className="mt-8 grid grid-cols-3 gap-4">
              {valueFigures().map((figure) => (
                <div key={figure.label} className="flex flex-col-reverse rounded-xl bg-white/10 p-4 text-center">
                  <dt className="mt-1 text-xs text-emerald-50 sm:text-sm">{figure.label}</dt>
                  <dd className="text-2xl font-bold sm:text-3xl">{figure.value}</dd>
                </div>
              ))}
            </dl>
          </aside>
        </div>
      </div>
    </section>
  );
}
