import { ClockIcon, DumbbellIcon, HeartPulseIcon, TargetIcon } from '../../../components/icons';
import { buttonClasses } from '../../../components/ui/button';
import { facility } from '../../../config/facility';
import { SectionLink } from './section-link';

function servicesFor(physicalTherapist: string) {
  return [
    {
      icon: ClockIcon,
      title: '24/7 Access',
      text: 'Simulators and gym open around the clock with your personal entrance code.',
    },
    {
      icon: DumbbellIcon,
      title: 'Golf-Specific Fitness',
      text: 'Personal training, professional stretching and conditioning built for a stronger, more repeatable swing.',
    },
    {
      icon: TargetIcon,
      title: 'Professional Instruction',
      text: 'One-on-one lessons and video swing analysis with certified golf professionals.',
    },
    {
      icon: HeartPulseIcon,
      title: 'Physical Therapy',
      text: `Athlete-level rehabilitation and injury prevention with ${physicalTherapist}.`,
    },
  ] as const;
}

export function ServicesSection() {
  return (
    <section
      id="services"
      aria-labelledby="services-heading"
      className="scroll-mt-[100px] bg-white py-20 focus:outline-none sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald-700">Services</p>
          <h2 id="services-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Everything Your Game Needs
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Golf simulators, personal training and professional stretching under one roof.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {servicesFor(facility.physicalTherapist).map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-2xl border border-slate-200 p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800">
                <Icon />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-16 rounded-3xl bg-slate-900 px-6 py-12 text-center text-white sm:px-12">
          <h3 className="text-2xl font-bold sm:text-3xl">Ready to Elevate Your Game?</h3>
          <p className="mx-auto mt-3 max-w-xl text-slate-200">
            Try the simulators with a free two-hour session. No obligation, no pressure.
          </p>
          <SectionLink
            to="contact"
            className={buttonClasses('primary', 'lg', 'mt-8 bg-emerald-600 hover:bg-emerald-500')}
          >
            Get Your Free Session
          </SectionLink>
        </div>
      </div>
    </section>
  );
}
