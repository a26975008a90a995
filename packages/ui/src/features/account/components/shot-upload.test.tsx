// @vitest-environment jsdom
// The upload dialog against a stand-in for the API (docs/decisions/429-rapsodo-units-from-the-values.md): a file that
// names no units and whose values do not tell them is asked its units, sent again with them, and the import says the
// units it was read in.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { endScreenTest, renderRoute, sampleUser, stubUpload } from '../../../test/render-route';
import { ShotUpload } from './shot-upload';

afterEach(endScreenTest);

const asked =
  "wedges.csv (read as a Rapsodo file): Rapsodo files name no units and this one's carries and ball speeds do not tell them: choose yards and mph or metres and km/h.";

it('asks the units of a file whose values do not tell them, and imports it in the units chosen', async () => {
  const uploads = stubUpload(({ fields }) =>
    fields.units === undefined
      ? {
          status: 400,
          body: { code: 'SHOT_FILE_INVALID', message: asked, fieldErrors: { file: [asked], units: [asked] } },
        }
      : {
          status: 201,
          body: [
            {
              ok: true,
              id: 5,
              source: 'rapsodo',
              fileName: 'wedges.csv',
              startedAt: null,
              shotCount: 2,
              skippedCount: 0,
              droppedValueCount: 0,
              bookingId: null,
              duplicate: false,
              warnings: [],
              units: fields.units,
            },
          ],
        },
  );
  const user = userEvent.setup();
  renderRoute([{ path: '/game', element: <ShotUpload /> }], { url: '/game', user: sampleUser() });
  await user.upload(screen.getByLabelText('choose files'), new File(['"Club Type"'], 'wedges.csv'));

  const question = await screen.findByText(
    'wedges.csv names no units, and its carries and ball speeds do not tell them. Which units were these shots measured in?',
  );
  expect(question).toBeTruthy();
  // Asked, not listed as a failure.
  expect(screen.queryByRole('alert')).toBeNull();
  const button = screen.getByRole('button', { name: 'Import in these units' });
  expect(button).toHaveProperty('disabled', true);
  await user.selectOptions(screen.getByLabelText('Units of these shots'), 'Metres and km/h');
  await user.click(button);

  expect(await screen.findByText('1 session with 2 shots added. wedges.csv: read in metres and km/h.')).toBeTruthy();
  expect(uploads.calls.map((call) => [call.fields, call.files])).toEqual([
    [{}, ['wedges.csv']],
    [{ units: 'metric' }, ['wedges.csv']],
  ]);
  expect(screen.queryByText(/names no units/)).toBeNull();
});
