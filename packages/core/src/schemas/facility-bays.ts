// The facility's bays as its admins keep them (docs/decisions/229-bays-as-facility-settings.md): each bay's name,
// and whether it takes new bookings. A fresh install has the specification's Bay 1 and Bay 2. A bay is never
// removed: it is retired, keeps the bookings it has (they are still listed and shown) and is never chosen again;
// a retired bay can be reopened. Every rule that depends on the bays (the bay chosen for a booking, the day's grid,
// a league's number of bays and its participants) takes the open ones.
import { z } from '../zod';
import { openBayIds, type BayState } from '../rules/booking';
import { MAX_ID } from './common';
import { hasOnlyVisibleCharacters } from './text-fields';

/** A bay as the settings, the public facts and the screens have it. */
export interface FacilityBay extends BayState {
  name: string;
}

/** A fresh install's bays: Bay 1 and Bay 2 (ids 1 and 2), both open. */
export const FACILITY_BAY_DEFAULTS: readonly FacilityBay[] = Object.freeze([
  Object.freeze({ id: 1, name: 'Bay 1', open: true }),
  Object.freeze({ id: 2, name: 'Bay 2', open: true }),
]);

/** The most bays a facility may have (open and retired together), and a name's longest length. */
export const MAX_BAYS = 12;
export const MAX_BAY_NAME_LENGTH = 40;

export const BAY_MESSAGES = {
  nameRequired: 'Bay name is required',
  nameTooLong: `Bay name must be at most ${MAX_BAY_NAME_LENGTH} characters`,
  characters: 'Text contains characters that are not allowed',
  nameTaken: 'Another bay already has this name',
  tooMany: `A facility can have at most ${MAX_BAYS} bays`,
  noneOpen: 'Keep at least one bay open for booking',
  unknown: 'There is no bay with this number; add a new bay without one',
  missing: 'Every bay must stay in the list: retire a bay instead of removing it',
  duplicateId: 'Each bay may appear only once',
} as const;

const bayName = z
  .string({ error: BAY_MESSAGES.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, BAY_MESSAGES.nameRequired),
    z.maxLength(MAX_BAY_NAME_LENGTH, BAY_MESSAGES.nameTooLong),
    z.refine(hasOnlyVisibleCharacters, BAY_MESSAGES.characters),
  );

/** One bay of a save: an existing bay by its id, or a new one (no id); `open` false retires it. */
export const bayChangeSchema = z.strictObject({
  id: z.optional(z.number({ error: BAY_MESSAGES.unknown }).check(z.int(), z.positive(), z.maximum(MAX_ID))),
  name: bayName,
  open: z._default(z.boolean({ error: 'Open must be true or false' }), true),
});
export type BayChange = z.output<typeof bayChangeSchema>;

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('en-US') === b.trim().toLocaleLowerCase('en-US');

/**
 * The `bays` field of PATCH /api/admin/facility-settings: every bay, in order, with its name and whether it is open.
 * Names unique (regardless of case), at least one bay open, at most MAX_BAYS. The server also checks that every
 * existing bay is listed and every id is one of them.
 */
export const bayListChangeSchema = z.array(bayChangeSchema).check(
  z.maxLength(MAX_BAYS, BAY_MESSAGES.tooMany),
  z.superRefine((bays, ctx) => {
    bays.forEach((bay, index) => {
      if (typeof bay.name !== 'string' || bay.name.trim() === '') return;
      if (bays.some((other, at) => at < index && typeof other.name === 'string' && sameName(other.name, bay.name))) {
        ctx.addIssue({ code: 'custom', message: BAY_MESSAGES.nameTaken, path: [index, 'name'], input: bay.name });
      }
      if (bay.id !== undefined && bays.some((other, at) => at < index && other.id === bay.id)) {
        ctx.addIssue({ code: 'custom', message: BAY_MESSAGES.duplicateId, path: [index, 'id'], input: bay.id });
      }
    });
    if (!bays.some((bay) => bay.open !== false)) {
      ctx.addIssue({ code: 'custom', message: BAY_MESSAGES.noneOpen, input: bays });
    }
  }),
);

/** The admin's Bays section as one grid form: the list under `bays`, so a row's field is `bays.N.name` as the server names it. */
export const bayListFormSchema = z.object({ bays: bayListChangeSchema });
export type BayListForm = z.input<typeof bayListFormSchema>;

/** A bay as GET /api/facility and the admin's settings answer it. */
export const facilityBaySchema = z.object({ id: z.number(), name: z.string(), open: z.boolean() });

/** How the bays read in the activity log: 'Bay 1, Bay 2, Bay 3 (retired)'. */
export function bayListLabel(bays: readonly FacilityBay[]): string {
  return bays.map((bay) => (bay.open ? bay.name : `${bay.name} (retired)`)).join(', ');
}

/** How many bays take new bookings: the most a league can use. */
export function openBayCount(bays: readonly BayState[]): number {
  return openBayIds(bays).length;
}

/** The league form's message past the open bays: the specification's 'Maximum 2 bays available' at two. */
export function leagueBaysMaxMessage(openBays: number): string {
  return `Maximum ${openBays} ${openBays === 1 ? 'bay' : 'bays'} available`;
}
