// The member's shot data (docs/decisions/220-shot-data-import.md): POST /api/user/shot-sessions (files, with upload
// progress), GET /api/user/shot-sessions, GET /api/user/shot-sessions/:id, PATCH (re-match), PUT …/note (a coach's note) and DELETE, and GET
// /api/user/shot-summary, and GET/PUT /api/user/shot-settings (the signed-in user's units and whether modelled figures
// are hidden, kept on the account).
// `userId` names another member (a coach's or an admin's view); omitted for one's own.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  API,
  type ShotSessionMatch,
  type ShotSettings,
  type ShotSettingsChange,
  type UnitSystem,
} from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { CHOICE_NOT_SAVED, useToastedMutation } from '../../../lib/toasted-mutation';
import { uploadToApi } from '../../../lib/api-upload';
import { queryKeys } from '../../../lib/query-keys';

const owner = (userId: number | null) => (userId === null ? {} : { userId });

export function getShotSessions(userId: number | null) {
  return callApi(API.shots.list, { query: owner(userId) });
}

export const shotSessionsQueryOptions = (userId: number | null) =>
  queryOptions({ queryKey: queryKeys.shots.sessions(userId), queryFn: () => getShotSessions(userId) });

export function useShotSessions(userId: number | null = null) {
  return useQuery(shotSessionsQueryOptions(userId));
}

export function getShotSession(id: number) {
  return callApi(API.shots.detail, { params: { id } });
}

export const shotSessionQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.shots.session(id), queryFn: () => getShotSession(id), staleTime: 5 * 60_000 });

/** One session with its shots and the bookings it may be matched to; fetched once `enabled`. */
export function useShotSession(id: number, enabled = true) {
  return useQuery({ ...shotSessionQueryOptions(id), enabled });
}

/** The shots of several sessions (the dispersion chart and the trends read every session in the chosen period). */
export function useShotSessionDetails(ids: readonly number[]) {
  return useQueries({ queries: ids.map((id) => shotSessionQueryOptions(id)) });
}

/** The summary's period and club; each left out when not chosen. */
export interface ShotSummaryFilter {
  from?: string;
  to?: string;
  club?: string;
  /** Every recorded shot (the default) or only the good ones (decision 238). */
  shots?: 'all' | 'good';
  /** Every figure (the default) or only the device's, the model's left out (decision 444). */
  figures?: 'all' | 'measured';
}

export function getShotSummary(userId: number | null, filter: ShotSummaryFilter = {}) {
  return callApi(API.shots.summary, { query: { ...owner(userId), ...filter } });
}

export const shotSummaryQueryOptions = (userId: number | null, filter: ShotSummaryFilter = {}) =>
  queryOptions({
    queryKey: queryKeys.shots.summary(
      userId,
      filter.from ?? null,
      filter.to ?? null,
      filter.club ?? null,
      filter.shots ?? 'all',
      filter.figures ?? 'all',
    ),
    queryFn: () => getShotSummary(userId, filter),
  });

export function useShotSummary(userId: number | null = null, filter: ShotSummaryFilter = {}, enabled = true) {
  return useQuery({ ...shotSummaryQueryOptions(userId, filter), enabled, placeholderData: keepPreviousData });
}

/** Whose files: staff and coaches name the member (and staff the member's booking); a member's own name nobody. */
export interface ShotTarget {
  userId?: number;
  bookingId?: number;
}

/**
 * Files to import, the club of a file that names none (Uneekor) once the member chose it, the units of a file that
 * names none and whose values do not tell them (Rapsodo, decision 429), and `otherDay` once staff said files hit on
 * another day belong to the named booking all the same (decision 220).
 */
export interface ShotFilesToImport {
  files: readonly File[];
  club?: string;
  otherDay?: boolean;
  units?: UnitSystem;
}

export function importShotFiles(
  { files, club, otherDay, units }: ShotFilesToImport,
  target: ShotTarget = {},
  onProgress?: (share: number) => void,
) {
  const form = new FormData();
  if (target.userId !== undefined) form.append('userId', String(target.userId));
  if (target.bookingId !== undefined) form.append('bookingId', String(target.bookingId));
  if (club !== undefined) form.append('club', club);
  if (otherDay) form.append('otherDay', 'true');
  if (units !== undefined) form.append('units', units);
  for (const file of files) form.append('file', file, file.name);
  return uploadToApi(API.shots.import, form, onProgress);
}

export function useImportShotFiles(onProgress?: (share: number) => void, target: ShotTarget = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ShotFilesToImport) => importShotFiles(request, target, onProgress),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.shots.all });
      // The booking dialog lists the files uploaded for its booking.
      if (target.bookingId !== undefined) await queryClient.invalidateQueries({ queryKey: queryKeys.desk.bookings });
    },
  });
}

/** Excludes a shot from the good ones, or restores it (its member, their coach, an admin). */
export function setShotExclusion(sessionId: number, shotId: number, excluded: boolean) {
  return callApi(API.shots.exclude, { params: { id: sessionId, shotId }, body: { excluded } });
}

export function useSetShotExclusion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, shotId, excluded }: { sessionId: number; shotId: number; excluded: boolean }) =>
      setShotExclusion(sessionId, shotId, excluded),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shots.all }),
  });
}

export function matchShotSession(id: number, body: ShotSessionMatch) {
  return callApi(API.shots.match, { params: { id }, body });
}

export function useMatchShotSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, bookingId }: { id: number; bookingId: number | null }) => matchShotSession(id, { bookingId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shots.all }),
  });
}

export function pinShotNote(id: number, note: string | null) {
  return callApi(API.shots.note, { params: { id }, body: { note } });
}

export function usePinShotNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string | null }) => pinShotNote(id, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shots.all }),
  });
}

export function deleteShotSession(id: number) {
  return callApi(API.shots.remove, { params: { id } });
}

export function useDeleteShotSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShotSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shots.all }),
  });
}

export const shotSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.shots.settings, queryFn: () => callApi(API.shots.settings, {}) });

/** The signed-in user's shot-data settings (yards and mph, modelled figures shown, until they choose otherwise). */
export function useShotSettings() {
  return useQuery(shotSettingsQueryOptions());
}

export function saveShotSettings(body: ShotSettingsChange) {
  return callApi(API.shots.saveSettings, { body });
}

/** Saves a change of the settings; the screen switches at once and goes back if the server refuses. */
export function useSaveShotSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShotSettings,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.shots.settings });
      const before = queryClient.getQueryData<ShotSettings>(queryKeys.shots.settings);
      if (before) queryClient.setQueryData(queryKeys.shots.settings, { ...before, ...next });
      return { before };
    },
    onError: (_error, _next, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.shots.settings, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.shots.settings, saved),
  });
}

/**
 * Whether the signed-in user hides the ball-flight model's figures, and the switch's handler: the choice is kept on
 * their account (docs/decisions/443-hidden-modelled-figures-kept-on-the-account.md), so it holds after a reload.
 */
export function useHideModelled(): [hidden: boolean, choose: (hide: boolean) => void] {
  const settings = useShotSettings();
  const save = useToastedMutation(useSaveShotSettings(), CHOICE_NOT_SAVED, 'Please try again.');
  return [settings.data?.hideModelled ?? false, (hideModelled) => save.mutate({ hideModelled })];
}

/**
 * "Live now" (docs/decisions/241-bay-shots-matched-to-the-bay.md): the member's booking running now and its shots so far,
 * asked again every second while one runs (a shot hit shows within two seconds) and every half minute otherwise.
 */
const LIVE_SHOTS_REFRESH_MS = 1_000;
const LIVE_SHOTS_IDLE_REFRESH_MS = 30_000;

const getLiveShots = () => callApi(API.bay.live, {});

export function useLiveShots() {
  return useQuery({
    queryKey: queryKeys.shots.live,
    queryFn: getLiveShots,
    refetchInterval: (query) => (query.state.data?.live ? LIVE_SHOTS_REFRESH_MS : LIVE_SHOTS_IDLE_REFRESH_MS),
  });
}
