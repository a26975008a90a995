// Files sent to the API (a contract route that `consumes` multipart/form-data): apart from lib/api-client.ts, whose
// calls every page makes, because only the shot import and the facility's media send files, and the pages that load
// first (the landing page, /booking) need not carry it (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import type { RouteDefinition, RouteResponse } from '@longwood/core';
import { ApiError, apiUrl, NetworkError, UnexpectedResponseError, type ParamsInput } from './api-client';
import { dropEarlyResponses } from './early-requests';

/**
 * Sends files to a contract route that takes them (`consumes`: multipart/form-data) and returns its validated answer.
 * XMLHttpRequest rather than fetch, only because fetch tells nothing of an upload's progress; `onProgress` hears the
 * share sent (0..1). Failures are the same errors as callApi's.
 */
export function uploadToApi<R extends RouteDefinition & { consumes: object }>(
  route: R,
  form: FormData,
  onProgress?: (share: number) => void,
  input?: ParamsInput<R>,
): Promise<RouteResponse<R>> {
  dropEarlyResponses();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, apiUrl(route, input ?? {}));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      const name = `${route.method} ${route.path}`;
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        reject(new UnexpectedResponseError(name, 'the body is not JSON'));
        return;
      }
      const checked = route.response?.safeParse(data);
      if (!checked?.success) {
        reject(new UnexpectedResponseError(name, checked?.error.message ?? 'no response schema'));
        return;
      }
      resolve(checked.data as RouteResponse<R>);
    };
    xhr.send(form);
  });
}
