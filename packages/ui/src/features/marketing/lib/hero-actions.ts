/** One of the hero's calls to action: a section of the page (`#membership`) or a route (`/booking`). */
export interface HeroAction {
  label: string;
  to: string;
}

/** What the hero leads with for visitors and signed-in non-members. */
export const VISITOR_HERO_ACTIONS: readonly [HeroAction, HeroAction] = [
  { label: 'Book Your Free Demo', to: '#contact' },
  { label: 'View Membership', to: '#membership' },
];

/** What it leads with for members (and admins, who may use member features). */
export const MEMBER_HERO_ACTIONS: readonly [HeroAction, HeroAction] = [
  { label: 'Book a Bay', to: '/booking' },
  { label: 'Book a Lesson', to: '/book-lesson' },
];
