// The landing page's media as the admin's Media section shows and changes them (docs/decisions/230-more-facility-settings.md):
// read from GET /api/facility (the addresses the site uses now), replaced with POST /api/admin/facility-media/:slot
// (with the upload's progress) and put back with DELETE. Each answer is the media after the change, kept as the
// query's data; the activity log shows the change.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type FacilityMedia, type FacilityMediaSlot } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { uploadToApi } from '../../../lib/api-upload';
import { queryKeys } from '../../../lib/query-keys';

export const facilityMediaQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.facilityMedia,
    queryFn: async (): Promise<FacilityMedia> => (await callApi(API.facility.current, {})).media,
  });

export function useFacilityMedia() {
  return useQuery(facilityMediaQueryOptions());
}

export function uploadFacilityMedia(slot: FacilityMediaSlot, file: File, onProgress?: (share: number) => void) {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadToApi(API.facility.uploadMedia, form, onProgress, { params: { slot } });
}

export function resetFacilityMedia(slot: FacilityMediaSlot) {
  return callApi(API.facility.resetMedia, { params: { slot } });
}

function useMediaChange<V>(change: (value: V) => Promise<FacilityMedia>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (media) => {
      queryClient.setQueryData(queryKeys.admin.facilityMedia, media);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.activity });
    },
  });
}

export function useUploadFacilityMedia(onProgress: (share: number) => void) {
  return useMediaChange(({ slot, file }: { slot: FacilityMediaSlot; file: File }) =>
    uploadFacilityMedia(slot, file, onProgress),
  );
}

export function useResetFacilityMedia() {
  return useMediaChange(resetFacilityMedia);
}
