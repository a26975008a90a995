// @vitest-environment jsdom
// The Media section against a stand-in for the API: previews what the site shows, uploads a chosen file to its slot
// with the upload's progress, shows the server's refusal beside the slot, and resets an uploaded file to the original.
import { FACILITY_MEDIA_DEFAULTS, type FacilityMedia } from '@longwood/core';
import { publicFacilityFixture } from '@longwood/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleAdmin, stubFetch, stubUpload } from '../../../test/render-route';
import { FacilityMediaSection } from './facility-media';

const POSTER = '/facility-media/heroPoster-0123456789abcdef0123456789abcdef.webp';

afterEach(endScreenTest);

function fakeApi(media: FacilityMedia = { ...FACILITY_MEDIA_DEFAULTS }) {
  const resets: string[] = [];
  stubFetch(({ method, path }) => {
    if (path === '/api/user') return json(200, sampleAdmin);
    if (path === '/api/facility') return json(200, publicFacilityFixture({ media }));
    if (method === 'DELETE' && path.startsWith('/api/admin/facility-media/')) {
      resets.push(path);
      return json(200, { ...FACILITY_MEDIA_DEFAULTS });
    }
    return json(404, { message: 'Not found' });
  });
  return { resets };
}

const slot = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 3 })).closest('li') as HTMLElement;

it('uploads a chosen poster with its progress, and previews the new one', async () => {
  fakeApi();
  const upload = stubUpload(() => ({ status: 200, body: { ...FACILITY_MEDIA_DEFAULTS, heroPoster: POSTER } }), {
    held: true,
  });
  renderRoute([{ path: '/screen', element: <FacilityMediaSection /> }], { url: '/screen', user: sampleAdmin });
  const poster = await slot('Hero poster');
  expect(within(poster).getByRole('img', { name: 'Hero poster now on the site' }).getAttribute('src')).toBe(
    '/media/hero.svg',
  );
  expect(within(poster).getByRole('button', { name: 'Reset to the original' })).toHaveProperty('disabled', true);

  const file = new File(['photo'], 'range.jpg', { type: 'image/jpeg' });
  await userEvent.upload(within(poster).getByLabelText('Upload a new hero poster'), file);
  expect(await within(poster).findByText('Uploading… 50%')).toBeTruthy();
  upload.release();
  expect(await screen.findByText('Hero poster uploaded')).toBeTruthy();
  expect(upload.calls).toEqual([
    { method: 'POST', path: '/api/admin/facility-media/heroPoster', fields: {}, files: ['range.jpg'] },
  ]);
  expect(within(poster).getByRole('img', { name: 'Hero poster now on the site' }).getAttribute('src')).toBe(POSTER);
  expect(within(poster).getByText('Uploaded')).toBeTruthy();
  expect(within(poster).queryByText(/Uploading/)).toBeNull();
});

it("shows the server's refusal beside the slot", async () => {
  fakeApi();
  const message = 'About image: fitness: the file is not a JPEG, PNG or WebP image.';
  stubUpload(() => ({
    status: 400,
    body: { code: 'VALIDATION_FAILED', message, fieldErrors: { file: [message] } },
  }));
  renderRoute([{ path: '/screen', element: <FacilityMediaSection /> }], { url: '/screen', user: sampleAdmin });
  const fitness = await slot('About image: fitness');
  const input = within(fitness).getByLabelText('Upload a new about image: fitness');
  await userEvent.upload(input, new File(['<svg/>'], 'gym.png', { type: 'image/png' }));
  expect((await within(fitness).findByRole('alert')).textContent).toBe(message);
  expect(input.getAttribute('aria-invalid')).toBe('true');
});

it("shows the file's own message beside the slot, and a refusal that names no field", async () => {
  fakeApi();
  let answer: { status: number; body: unknown } = {
    status: 400,
    body: { code: 'VALIDATION_FAILED', message: 'Invalid request.', fieldErrors: { file: ['The file is empty.'] } },
  };
  stubUpload(() => answer);
  renderRoute([{ path: '/screen', element: <FacilityMediaSection /> }], { url: '/screen', user: sampleAdmin });
  const fitness = await slot('About image: fitness');
  const input = within(fitness).getByLabelText('Upload a new about image: fitness');
  await userEvent.upload(input, new File([''], 'gym.png', { type: 'image/png' }));
  expect((await within(fitness).findByRole('alert')).textContent).toBe('The file is empty.');
  answer = { status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large.' } };
  await userEvent.upload(input, new File(['big'], 'gym.png', { type: 'image/png' }));
  await waitFor(() => expect(within(fitness).getByRole('alert').textContent).toBe('The file is too large.'));
  expect(input.getAttribute('aria-invalid')).toBe('true');
});

it('resets an uploaded file to the original', async () => {
  const { resets } = fakeApi({
    ...FACILITY_MEDIA_DEFAULTS,
    heroVideoWebm: null,
    heroVideoMp4: '/facility-media/v.mp4',
  });
  renderRoute([{ path: '/screen', element: <FacilityMediaSection /> }], { url: '/screen', user: sampleAdmin });
  const video = await slot('Hero video');
  expect(within(video).getByText('Uploaded')).toBeTruthy();
  await userEvent.click(within(video).getByRole('button', { name: 'Reset to the original' }));
  expect(await screen.findByText('Hero video reset')).toBeTruthy();
  expect(resets).toEqual(['/api/admin/facility-media/heroVideo']);
  expect(within(video).getByText('Original')).toBeTruthy();
  expect(within(video).getByLabelText('Hero video now on the site').getAttribute('src')).toBe('/media/hero.webm');
});
