// The Media section of /admin/facility (docs/decisions/230-more-facility-settings.md): the landing page's hero video,
// its poster and the two About images, each with a preview of what the site shows now, an upload (with its progress)
// and "Reset to the original". The server checks each file's content and size and resizes images to the page; its
// refusal is shown beside the slot. A change shows on the site's next page load.
import {
  FACILITY_MEDIA_RULES,
  FACILITY_MEDIA_SLOTS,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  MEDIA_CONTENT_TYPES,
  uploadedMediaSlots,
  type FacilityMedia,
  type FacilityMediaSlot,
} from '@longwood/core';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useFacilityMedia, useResetFacilityMedia, useUploadFacilityMedia } from '../api/facility-media';
import { SettingsSection } from './settings-section';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

function hintOf(slot: FacilityMediaSlot): string {
  const rule = FACILITY_MEDIA_RULES[slot];
  if (!('stored' in rule)) return `MP4 or WebM, up to ${megabytes(MAX_VIDEO_BYTES)}; a short, muted loop.`;
  return (
    `JPEG, PNG or WebP, up to ${megabytes(MAX_IMAGE_BYTES)}; cropped to ${rule.stored.width} × ${rule.stored.height} ` +
    `(shown at ${rule.display.width} × ${rule.display.height}).`
  );
}

const acceptOf = (slot: FacilityMediaSlot) =>
  FACILITY_MEDIA_RULES[slot].kinds.map((kind) => MEDIA_CONTENT_TYPES[kind]).join(',');

function Preview({ slot, media }: { slot: FacilityMediaSlot; media: FacilityMedia }) {
  const label = `${FACILITY_MEDIA_RULES[slot].label} now on the site`;
  const frame = 'aspect-video w-full rounded-lg border border-slate-200 bg-slate-100 object-cover';
  if (slot === 'heroVideo') {
    const source = media.heroVideoWebm ?? media.heroVideoMp4;
    return source ? (
      <video aria-label={label} className={frame} src={source} muted loop playsInline controls preload="metadata" />
    ) : null;
  }
  return (
    <img
      src={media[slot]}
      alt={label}
      className={slot === 'heroPoster' ? frame : 'aspect-[4/5] w-40 rounded-lg border border-slate-200 object-cover'}
    />
  );
}

function MediaSlot({ slot, media }: { slot: FacilityMediaSlot; media: FacilityMedia }) {
  const [progress, setProgress] = useState<number | null>(null);
  // The slot is a one-field form: the server's refusal of the `file` lands on it the one way (showServerFieldErrors),
  // any other failure on the form's root.
  const form = useForm<{ file: string }>({ defaultValues: { file: '' } });
  const { errors } = form.formState;
  const failure = errors.file?.message ?? errors.root?.message ?? null;
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const failureId = useId();
  const upload = useUploadFacilityMedia(setProgress);
  const reset = useResetFacilityMedia();
  const { label } = FACILITY_MEDIA_RULES[slot];
  const uploaded = uploadedMediaSlots(media).includes(slot);
  const busy = upload.isPending || reset.isPending;

  const onFailure = (error: unknown) => {
    if (showServerFieldErrors(form, error)) return;
    form.setError('root', {
      type: 'server',
      message: errorMessage(error, `The ${label.toLowerCase()} was not changed.`),
    });
  };

  const send = (file: File | undefined) => {
    if (!file) return;
    form.clearErrors();
    setProgress(0);
    upload.mutate(
      { slot, file },
      {
        onSuccess: () => toast({ title: `${label} uploaded`, description: 'The site shows it on its next page load.' }),
        onError: onFailure,
        onSettled: () => {
          setProgress(null);
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  const onReset = () => {
    form.clearErrors();
    reset.mutate(slot, {
      onSuccess: () => toast({ title: `${label} reset`, description: 'The site shows the original again.' }),
      onError: onFailure,
    });
  };

  return (
    <li className="space-y-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{label}</h3>
        <span className="text-xs text-slate-600">{uploaded ? 'Uploaded' : 'Original'}</span>
      </div>
      <Preview slot={slot} media={media} />
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          Upload a new {label.toLowerCase()}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={acceptOf(slot)}
          disabled={busy}
          aria-describedby={failure ? `${hintId} ${failureId}` : hintId}
          aria-invalid={failure ? true : undefined}
          onChange={(event) => send(event.target.files?.[0])}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-emerald-700 file:px-3 file:py-2 file:text-white"
        />
        <p id={hintId} className="text-xs text-slate-600">
          {hintOf(slot)}
        </p>
      </div>
      {progress !== null ? (
        <label className="block text-xs text-slate-600">
          Uploading… {Math.round(progress * 100)}%
          <progress className="block w-full" max={1} value={progress} />
        </label>
      ) : null}
      {failure ? (
        <p id={failureId} role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <Button variant="outline" size="sm" disabled={!uploaded || busy} onClick={onReset}>
        {reset.isPending ? 'Resetting...' : 'Reset to the original'}
      </Button>
    </li>
  );
}

export function FacilityMediaSection() {
  const media = useFacilityMedia();
  return (
    <SettingsSection
      id="facility-media-heading"
      title="Media"
      intro="The landing page's background video, its poster (shown until the video plays, and instead of it on phones that save data) and the two About images."
      query={media}
      loadingLabel="Loading media..."
      failedText="The media could not be loaded."
    >
      {(data) => (
        <ul className="grid gap-4 md:grid-cols-2">
          {FACILITY_MEDIA_SLOTS.map((slot) => (
            <MediaSlot key={slot} slot={slot} media={data} />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
