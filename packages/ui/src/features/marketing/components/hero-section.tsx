import { buttonClasses } from '../../../components/ui/button';
import { ChevronDownIcon } from '../../../components/icons';
import { AppLink } from '../../../lib/app-link';
import { VISITOR_HERO_ACTIONS, type HeroAction } from '../lib/hero-actions';
import { HeroBackground } from './hero-background';
import { SectionLink } from './section-link';

const HERO_STATS = [
  { value: '<100', label: 'Remaining Memberships' },
  { value: '24/7', label: 'Facility Access' },
  { value: '4.9★', label: 'Member Rating' },
] as const;

function HeroActionLink({ action, className }: { action: HeroAction; className: string }) {
  if (action.to.startsWith('#')) {
    return (
      <SectionLink to={action.to.slice(1)} className={className}>
        {action.label}
      </SectionLink>
    );
  }
  return (
    <AppLink to={action.to} className={className}>
      {action.label}
    </AppLink>
  );
}

/** `actions`: what the hero leads with, by who is looking (app/layout/nav-links.ts heroActionsFor). */
export function HeroSection({ actions = VISITOR_HERO_ACTIONS }: { actions?: readonly [HeroAction, HeroAction] }) {
  return (
    <section
      aria-labelledby="hero-heading"
      // Full screen below the 4rem sticky header; svh so mobile browser bars do not cause jumps.
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-slate-950 text-white"
    >
      <HeroBackground />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-b from-slate-950/80 via-slate-950/55 to-emerald-950/90"
      />
      <div className="relative mx-auto w-full max-w-6xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <p className="inline-flex items-center rounded-full border border-emerald-300/40 bg-emerald-400/15 px-4 py-1.5 text-sm font-medium text-emerald-100">
          Orlando's Premier Golf Training Facility
        </p>
        <h1
          id="hero-heading"
          className="mx-auto mt-6 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl"
        >
          Elevate Your Golf Performance
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-200 sm:text-xl">
          Train year-round on state-of-the-art golf simulators, learn from PGA-certified instruction and track every
          swing with advanced performance analytics.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <HeroActionLink
            action={actions[0]}
            className={buttonClasses('primary', 'lg', 'bg-emerald-600 hover:bg-emerald-500')}
          />
          <HeroActionLink
            action={actions[1]}
            className={buttonClasses('outline', 'lg', 'border-white/40 bg-white/10 text-white hover:bg-white/20')}
          />
        </div>
        <dl className="mx-auto mt-12 grid max-w-3xl grid-cols-3 gap-3 sm:gap-6">
          {HERO_STATS.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse justify-end rounded-xl border border-white/15 bg-white/10 px-2 py-4 backdrop-blur-sm"
            >
              <dt className="mt-1 text-xs text-slate-200 sm:text-sm">{stat.label}</dt>
              <dd className="text-2xl font-bold sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <SectionLink
          to="about"
          aria-label="Scroll down to learn more"
          className="mx-auto mt-10 inline-flex size-11 items-center justify-center rounded-full border border-white/30 text-white hover:bg-white/10"
        >
          <ChevronDownIcon />
        </SectionLink>
      </div>
    </section>
  );
}
