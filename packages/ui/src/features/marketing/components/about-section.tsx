import { CheckIcon, ClockIcon, MonitorIcon, UsersIcon } from '../../../components/icons';
import { bookingRules } from '../../../config/booking-rules';
import { facility } from '../../../config/facility';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The membership's points; the simulator time is the facility's daily cap as its settings say (4 hours by default). */
function points() {
  const hours = bookingRules.dailyCapMinutes / 60;
  const unit = hours === 1 ? 'hour' : 'hours';
  const inWords = Number.isInteger(hours) && hours < NUMBER_WORDS.length ? NUMBER_WORDS[hours]! : String(hours);
  return [
    {
      title: '24/7 access',
      text: 'Your key code opens the doors any hour of the day or night, every day of the year.',
    },
    {
      title: `${hours} ${unit} of daily simulation`,
      text: `Up to ${inWords} ${unit} a day in a private simulator bay, booked online in seconds.`,
    },
    {
      title: 'Expert guidance',
      text: 'Certified coaches and a physical therapist help you train smarter and stay healthy.',
    },
  ];
}

/** The tiles; Expert Support names the staffed hours as the facility's settings word them (none when left blank). */
function tiles() {
  const staff = facility.hours.staff.trim();
  return [
    { icon: ClockIcon, title: 'Always Open', text: 'Train on your schedule: early mornings, late nights, weekends.' },
    {
      icon: MonitorIcon,
      title: 'Premium Technology',
      text: 'Launch-monitor accuracy, world-famous courses and swing video.',
    },
    {
      icon: UsersIcon,
      title: 'Expert Support',
      text: staff ? `${staff}, coaches and therapy under one roof.` : 'Coaches and therapy under one roof.',
    },
  ];
}

export function AboutSection() {
  return (
    <section
      id="about"
      aria-labelledby="about-heading"
      className="scroll-mt-[100px] bg-white py-20 focus:outline-none sm:py-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald-700">About us</p>
          <h2 id="about-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Elite Golf Training Redefined
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Inside a physical therapy and golf facility in Longwood, Florida, we bring tour-level simulators,
            golf-specific fitness and professional coaching together so every session moves your game forward.
          </p>
          <ul className="mt-8 space-y-5">
            {points().map((point) => (
              <li key={point.title} className="flex gap-3">
                <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
                  <CheckIcon className="size-4" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{point.title}</h3>
                  <p className="text-slate-600">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
          {/* The bays as the facility's settings name them (docs/decisions/229-bays-as-facility-settings.md). */}
          <p className="mt-6 text-slate-600">
            <span className="font-semibold text-slate-900">Our simulator bays:</span>{' '}
            {bookingRules.bays
              .filter((bay) => bay.open)
              .map((bay) => bay.name)
              .join(', ')}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-4">
          <AboutImage
            src={facility.media.aboutImageSimulator}
            alt="A private simulator bay: the ball's flight and launch data on the big screen"
          />
          <AboutImage
            src={facility.media.aboutImageFitness}
            alt="Golf-specific fitness: rotation, mobility and strength training"
            className="mt-10"
          />
        </div>
      </div>
      <ul className="mx-auto mt-16 grid max-w-6xl gap-6 px-4 sm:grid-cols-3 sm:px-6 lg:px-8">
        {tiles().map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-emerald-700 text-white">
              <Icon />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One of the About section's two portrait images: loaded lazily, its size known before it arrives. */
function AboutImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  // Not cn(): the landing page's light entry carries no class-merging code (decision 140).
  const classes = `${className ? `${className} ` : ''}aspect-[4/5] w-full rounded-2xl object-cover shadow-lg`;
  return <img src={src} alt={alt} width={480} height={600} loading="lazy" decoding="async" className={classes} />;
}
