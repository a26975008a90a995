// GET and PATCH /api/admin/facility-settings — the facility's business facts, kept by its admins
// (docs/decisions/228-facility-settings-in-the-database.md). A save sends the version it was read at; the answer is
// the new settings, kept as the query's data; the activity log shows the change.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type FacilitySettingsPatch } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getFacilitySettings() {
  return callApi(API.facility.adminSettings, {});
}

export const facilitySettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.facilitySettings, queryFn: getFacilitySettings });

export function useFacilitySettings() {
  return useQuery(facilitySettingsQueryOptions());
}

export function updateFacilitySettings(body: FacilitySettingsPatch) {
  return callApi(API.facility.adminUpdate, { body });
}

export function useUpdateFacilitySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFacilitySettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(queryKeys.admin.facilitySettings, settings);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.activity });
    },
    // A save refused over a newer change: read the newer settings.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.facilitySettings }),
  });
}
