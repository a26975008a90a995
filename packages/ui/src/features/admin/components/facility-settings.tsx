// The Facility settings section of /admin/facility: the facility's business facts — name, address, phone, e-mail,
// the members' hours text, the physical therapist's name and the social links — as every page shows them
// (docs/decisions/228-facility-settings-in-the-database.md). Validation is core's facilityFactsSchema, the server's
// own; only the fields the admin changed are sent, with the version the form was filled from, so a save over
// someone else's newer change is refused (the form then shows the newer settings). A saved change shows on the
// site's next page load.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FACILITY_FACT_FIELDS,
  FACILITY_FACT_LABELS,
  facilityFactsFormSchema,
  type FacilityFactField,
  type FacilitySettings,
} from '@longwood/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { registerField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { showFormFailure } from '../../../lib/form-errors';
import { useFacilitySettings, useUpdateFacilitySettings } from '../api/facility-settings';
import { SettingsSection } from './settings-section';

type FactsForm = Record<FacilityFactField, string>;

const formValues = (settings: FacilitySettings): FactsForm =>
  Object.fromEntries(FACILITY_FACT_FIELDS.map((field) => [field, String(settings[field] ?? '')])) as FactsForm;

const GROUPS: ReadonlyArray<{ title: string; fields: readonly FacilityFactField[]; hint?: string }> = [
  { title: 'Business facts', fields: ['name', 'phone', 'email', 'physicalTherapist'] },
  { title: 'Address', fields: ['street', 'city', 'region', 'postalCode'] },
  {
    title: 'Social links',
    fields: ['facebookUrl', 'instagramUrl', 'xUrl', 'youtubeUrl'],
    hint: 'Leave a link empty to hide it on the site.',
  },
  {
    title: 'Membership offer',
    fields: ['membershipPrice', 'membershipValue'],
    hint: 'As the landing page, the sign-in page and the upgrade page write them, e.g. $200.',
  },
  {
    title: 'Booking rules',
    fields: ['dailyCapHours', 'bookingWindowDays', 'noShowGraceMinutes'],
    hint: 'The limit and window apply to the next booking; bookings already made stay as they are. The desk offers Mark No-show (and its fee) only once the grace time after a booking’s start has passed.',
  },
  {
    title: 'Hours',
    fields: ['staffedHoursStart', 'staffedHoursEnd', 'memberHours'],
    hint: "When staff are on site, every day (facility time, e.g. 8 to 20 for 8am-8pm): the landing page says so ('Staff on site 8am-8pm daily'), and front-desk staff can use the desk then; admins always can.",
  },
  {
    title: 'Lesson cut-offs',
    fields: ['lessonBookingCutoffHours', 'lessonCancelCutoffHours'],
    hint: 'How long before a lesson members may still book it, and cancel it online (later, the front desk cancels).',
  },
  {
    title: 'Desk payments',
    fields: ['deskPaymentLimitDollars'],
    hint: 'The most front-desk staff may record as one payment or refund at the till; admins have no limit.',
  },
  {
    title: "Owner's morning e-mail",
    fields: ['morningEmailHour'],
    hint: "Each morning at this hour (facility time) a summary of yesterday (bay use, revenue, no-shows and late cancellations, members joined and lost) and the bookings on the books goes to the facility's team address, the one that gets the till report.",
  },
  {
    title: 'Membership dues',
    fields: ['duesGraceDays'],
    hint: 'Online dues are charged on the 1st at the membership price above. After a failed payment the member keeps their membership this many days, then it pauses until they pay.',
  },
  {
    title: 'Ball flight',
    fields: ['elevationM', 'indoorTemperatureC'],
    hint: "Where a bay's device gives no carry, the shot's flight is worked out through this air: thinner air at a higher elevation or warmer bays carry the ball further. Applies to shots from the next one on.",
  },
];

const INPUT_TYPES: Partial<Record<FacilityFactField, string>> = {
  dailyCapHours: 'number',
  bookingWindowDays: 'number',
  staffedHoursStart: 'number',
  staffedHoursEnd: 'number',
  lessonBookingCutoffHours: 'number',
  lessonCancelCutoffHours: 'number',
  deskPaymentLimitDollars: 'number',
  duesGraceDays: 'number',
  noShowGraceMinutes: 'number',
  morningEmailHour: 'number',
  elevationM: 'number',
  indoorTemperatureC: 'number',
  phone: 'tel',
  email: 'email',
  facebookUrl: 'url',
  instagramUrl: 'url',
  xUrl: 'url',
  youtubeUrl: 'url',
};

export function FacilitySettingsSection() {
  const settings = useFacilitySettings();
  const update = useUpdateFacilitySettings();
  const form = useForm<FactsForm>({ resolver: zodResolver(facilityFactsFormSchema) as never });
  const loaded = settings.data;

  // The form follows the stored settings whenever they are read again (after a save or a refused one).
  useEffect(() => {
    if (loaded) form.reset(formValues(loaded));
  }, [loaded, form]);

  const onSubmit = form.handleSubmit((values) => {
    if (!loaded) return;
    const stored = formValues(loaded);
    // The resolver hands back the parsed values (numbers for the booking rules): compared as the form shows them.
    const changed = FACILITY_FACT_FIELDS.filter((field) => String(values[field] ?? '') !== stored[field]);
    if (changed.length === 0) {
      toast({ title: 'Nothing to save', description: 'No setting was changed.' });
      return;
    }
    const patch = Object.fromEntries(changed.map((field) => [field, values[field]]));
    update.mutate(
      { ...patch, version: loaded.version },
      {
        onSuccess: () =>
          toast({ title: 'Facility settings saved', description: 'The site shows them on its next page load.' }),
        onError: (error) => showFormFailure(form, error, 'Settings not saved', 'Failed to save the facility settings'),
      },
    );
  });

  return (
    <SettingsSection
      id="facility-settings-heading"
      title="Facility settings"
      intro="The facility's name, address, phone, e-mail, hours and links, as the landing page, the footer and the e-mails show them."
      className="space-y-6"
      query={settings}
      loadingLabel="Loading facility settings..."
      failedText="The facility settings could not be loaded."
    >
      {() => (
        <form noValidate onSubmit={onSubmit} aria-busy={update.isPending} className="space-y-6">
          {GROUPS.map((group) => (
            <fieldset key={group.title} className="space-y-4">
              <legend className="text-sm font-semibold text-slate-800">{group.title}</legend>
              {group.hint ? <p className="text-sm text-slate-600">{group.hint}</p> : null}
              <div className="grid gap-4 sm:grid-cols-2">
                {group.fields.map((field) => (
                  <TextField
                    key={field}
                    label={FACILITY_FACT_LABELS[field]}
                    type={INPUT_TYPES[field] ?? 'text'}
                    {...registerField(form, field)}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save settings'}
          </Button>
        </form>
      )}
    </SettingsSection>
  );
}
