// The facility's media (docs/decisions/230-more-facility-settings.md): the shipped files the pages show, each replaced
// by an uploaded one in its slot, and the changes admins make to a slot, recorded in the activity log. A file is
// checked and written whole before the settings row names it, and deleted once no committed row names it.
import {
  FACILITY_MEDIA_DEFAULTS,
  FACILITY_MEDIA_MESSAGES,
  isFacilityMediaSlot,
  type ActivitySnapshot,
  type FacilityMedia,
  type FacilityMediaSlot,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { mediaUrl, prepareMediaFile, storedMediaFile, type StoredMediaFile } from './media-files';
import type { StoredFacilitySettings } from './repository';
import type { FacilityServiceDeps } from './service';

/** The media the pages show: the shipped files, with each uploaded one in its slot's place. */
export function mediaOf(stored: StoredFacilitySettings): FacilityMedia {
  const media: FacilityMedia = { ...FACILITY_MEDIA_DEFAULTS };
  const video = storedMediaFile(stored.media.heroVideo);
  // An uploaded video replaces both shipped encodings: the shipped WebM would win over an uploaded MP4.
  if (video) {
    media.heroVideoMp4 = video.kind === 'mp4' ? mediaUrl(video.file) : null;
    media.heroVideoWebm = video.kind === 'webm' ? mediaUrl(video.file) : null;
  }
  for (const slot of ['heroPoster', 'aboutImageSimulator', 'aboutImageFitness'] as const) {
    const image = storedMediaFile(stored.media[slot]);
    if (image) media[slot] = mediaUrl(image.file);
  }
  return media;
}

/** A slot as the activity log shows it: its file's address, or the shipped one's. */
const mediaSnapshot = (slot: FacilityMediaSlot, file: StoredMediaFile | undefined): ActivitySnapshot => ({
  [slot]: file
    ? mediaUrl(file.file)
    : slot === 'heroVideo'
      ? `${FACILITY_MEDIA_DEFAULTS.heroVideoWebm} (shipped)`
      : `${FACILITY_MEDIA_DEFAULTS[slot]} (shipped)`,
});

function slotOf(text: string): FacilityMediaSlot {
  if (!isFacilityMediaSlot(text)) throw new AppError('NOT_FOUND', FACILITY_MEDIA_MESSAGES.unknownSlot);
  return text;
}

export function createMediaChanges({
  repo,
  mediaFiles,
  transaction,
  record,
  now,
  read,
}: Pick<FacilityServiceDeps, 'repo' | 'mediaFiles' | 'transaction' | 'record' | 'now'> & {
  /** The settings row, made first on a fresh install. */
  read: (tables: ReturnType<FacilityServiceDeps['repo']['within']>) => Promise<StoredFacilitySettings>;
}) {
  /**
   * Puts `file` (or, with none, the shipped file) in `slot`, recorded in the activity log; answers the media then,
   * and the file the slot held before (deleted by the caller once the change is committed).
   */
  const placeMedia = (actor: User, slot: FacilityMediaSlot, file: StoredMediaFile | undefined) =>
    transaction(async (unitOfWork) => {
      const tables = repo.within(unitOfWork);
      await tables.lock();
      const stored = await read(tables);
      const previous = storedMediaFile(stored.media[slot]);
      if (previous?.file === file?.file) return { media: mediaOf(stored), previous: undefined };
      const media: Record<string, unknown> = { ...stored.media };
      if (file) media[slot] = file;
      else delete media[slot];
      await tables.replaceMedia(media, actor.id, now());
      await record(unitOfWork, {
        actor,
        action: 'facility.media-changed',
        targetType: 'facility',
        targetId: null,
        targetLabel: 'Facility media',
        before: mediaSnapshot(slot, previous),
        after: mediaSnapshot(slot, file),
      });
      const stillNamed = Object.values(media).some((entry) => storedMediaFile(entry)?.file === previous?.file);
      return { media: mediaOf({ ...stored, media }), previous: stillNamed ? undefined : previous };
    });

  return {
    /**
     * Replaces a slot's file with the uploaded one (docs/decisions/230-more-facility-settings.md). The file is checked
     * and written whole before the row names it; a file that fails a check is refused with nothing stored.
     */
    async uploadMedia(actor: User, slotText: string, files: UploadedFile[]): Promise<FacilityMedia> {
      const slot = slotOf(slotText);
      const upload = files.find((file) => file.field === 'file');
      if (!upload || files.length !== 1) {
        throw new AppError('VALIDATION_FAILED', FACILITY_MEDIA_MESSAGES.noFile, {
          file: [FACILITY_MEDIA_MESSAGES.noFile],
        });
      }
      const written = await mediaFiles.put(slot, await prepareMediaFile(slot, upload.content));
      let placed: Awaited<ReturnType<typeof placeMedia>>;
      try {
        placed = await placeMedia(actor, slot, written);
      } catch (error) {
        // Not named by the row: the file goes, unless a slot already held this very file.
        const named = Object.values((await repo.read())?.media ?? {}).some(
          (entry) => storedMediaFile(entry)?.file === written.file,
        );
        if (!named) await mediaFiles.remove(written.file);
        throw error;
      }
      if (placed.previous) await mediaFiles.remove(placed.previous.file);
      return placed.media;
    },

    /** Puts the shipped file back in a slot; its uploaded file is deleted. */
    async resetMedia(actor: User, slotText: string): Promise<FacilityMedia> {
      const placed = await placeMedia(actor, slotOf(slotText), undefined);
      if (placed.previous) await mediaFiles.remove(placed.previous.file);
      return placed.media;
    },
  };
}
