import { StarIcon } from '../../../components/icons';
import { membershipOffer } from '../../../config/membership-offer';

// Placeholder quotes until the facility supplies real, consented member testimonials (docs/decisions/145-brand-media-and-system-fonts.md).
const testimonials = () =>
  [
    {
      quote:
        'Being able to practice at 5am before work changed everything. My handicap dropped four strokes in one season.',
      name: 'Mike R.',
      detail: 'Member since 2023',
    },
    {
      quote: 'The swing analysis and the golf fitness sessions fixed my back pain and added fifteen yards off the tee.',
      name: 'Sarah L.',
      detail: 'Member since 2024',
    },
    {
      quote: `Private bays, great staff and no tee times to fight for. Best ${membershipOffer.price} I spend every month.`,
      name: 'David K.',
      detail: 'Member since 2023',
    },
  ] as const;

export function TestimonialsSection() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className="scroll-mt-[100px] bg-slate-50 py-20 focus:outline-none sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald-700">Testimonials</p>
          <h2 id="testimonials-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Trusted by Hundreds of Golfers
          </h2>
          <p className="mt-4 flex items-center justify-center gap-2 text-lg text-slate-600">
            <span className="flex text-amber-500" aria-hidden="true">
              {[0, 1, 2, 3, 4].map((i) => (
                <StarIcon key={i} className="size-5" />
              ))}
            </span>
            <span>4.9 average rating from our members</span>
          </p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials().map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <blockquote className="flex-1 text-slate-700">“{t.quote}”</blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="text-sm text-slate-600">{t.detail}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
