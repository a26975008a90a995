// The widths the experience specs check: a small phone, a common phone and a laptop.
export const VIEWPORTS = [
  { name: 'phone 320', viewport: { width: 320, height: 640 } },
  { name: 'phone 390', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

/** A phone and a desktop, for checks where 320 and 390 px behave alike. */
export const PHONE_AND_DESKTOP = [VIEWPORTS[1], VIEWPORTS[2]] as const;
