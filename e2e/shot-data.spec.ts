// The Game panel on /account: a member uploads two simulator files at once (a Garmin CSV in yards and mph, and a
// Foresight .session in metres), the progress finishes, and the gapping table and the dispersion chart show the
// shots of both files. The files are written here with made-up numbers; the expected figures are computed from them.
import { createMember, signIn } from './support/api';
import { expect, test } from './support/fixtures';

const METRES_PER_YARD = 0.9144;

/** Carry (yards) of the 7 iron in the Garmin file, and (metres) in the Foresight file. */
const GARMIN_7I_CARRY_YARDS = [151.2, 158.9, 162.4];
const FSX_7I_CARRY_M = [141.3, 146.05];
const FSX_DRIVER_CARRY_M = [210.2, 214.75];

function garminCsv(): string {
  const lines = [
    'Date,Player,Club Name,Club Type,Club Speed,Ball Speed,Launch Angle,Spin Rate,Carry Distance,Carry Deviation Distance,Total Distance',
    ',,,,[mph],[mph],[deg],[rpm],[yds],[yds],[yds]',
    ...GARMIN_7I_CARRY_YARDS.map(
      (carry, i) =>
        `2026-11-20 10:0${i}:00,Player,7 Iron,7 Iron,84.0,117.5,17.2,6300,${carry},${(i - 1) * 4.5},${(carry + 9).toFixed(1)}`,
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

function fsxSession(): string {
  const shot = (club: string, carry: number, offline: number) => ({
    Club: club,
    Enabled: true,
    BallData: { BallSpeed: 52.4, LaunchAngle: 16.8, TotalSpin: 6200 },
    FlightData: { Carry: carry, TotalDistance: carry + 8, Offline: offline },
    ClubData: { ClubSpeed: 37.5 },
  });
  return JSON.stringify({
    SessionId: `e2e-${Date.now().toString(36)}`,
    StartTime: '2026-11-21T15:00:00',
    Shots: [
      ...FSX_7I_CARRY_M.map((carry, i) => shot('7 Iron', carry, i ? -3.1 : 2.4)),
      ...FSX_DRIVER_CARRY_M.map((carry, i) => shot('Driver', carry, i ? 6.2 : -4.8)),
    ],
  });
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

test('a member uploads two files and reads the gapping table and a dispersion chart', async ({ page, baseURL }) => {
  const member = await createMember(baseURL!);
  await signIn(page, member);
  await page.goto('/account');

  const game = page.getByRole('region', { name: 'Game' });
  await expect(game.getByText(/No shots yet\./)).toBeVisible();
  await game.getByRole('radio', { name: 'Yards, mph' }).check();

  // Both files in one pick; the upload goes through the progress bar to the end.
  await game.getByLabel('choose files').setInputFiles([
    { name: 'garmin-range.csv', mimeType: 'text/csv', buffer: Buffer.from(garminCsv()) },
    { name: 'foresight-range.session', mimeType: 'application/json', buffer: Buffer.from(fsxSession()) },
  ]);
  await expect(page.getByText('Sessions Imported', { exact: true })).toBeVisible();
  await expect(page.getByText('2 sessions with 7 shots added.')).toBeVisible();
  await expect(game.getByText(/Uploading…/)).toHaveCount(0);
  await expect(game.locator('progress')).toHaveCount(0);

  // The 7 iron's row holds the shots of both files, the carry in yards.
  const ironCarries = [...GARMIN_7I_CARRY_YARDS, ...FSX_7I_CARRY_M.map((m) => m / METRES_PER_YARD)];
  const table = game.getByRole('table', { name: 'Gapping' });
  const iron = table.getByRole('row', { name: /^7i\b/ });
  await expect(iron.getByRole('cell')).toHaveText([
    String(ironCarries.length),
    oneDecimal(mean(ironCarries)),
    oneDecimal(median(ironCarries)),
    /.+/,
    /.+/,
    /^± \d+\.\d$/,
    /.+/,
  ]);
  const driverCarries = FSX_DRIVER_CARRY_M.map((m) => m / METRES_PER_YARD);
  const driver = table.getByRole('row', { name: /^Driver\b/ });
  await expect(driver.getByRole('cell').nth(0)).toHaveText('2');
  await expect(driver.getByRole('cell').nth(1)).toHaveText(oneDecimal(mean(driverCarries)));

  // The chart of the chosen club is named for screen readers with what it shows.
  await game.getByLabel('Club for the charts').selectOption('7i');
  await expect(game.getByRole('img', { name: /^Dispersion of 5 7i shots: carry from \d+ to \d+ yd/ })).toBeVisible();

  // Metres: the same row converted.
  await game.getByRole('radio', { name: 'Metres, km/h' }).check();
  await expect(iron.getByRole('cell').nth(1)).toHaveText(
    oneDecimal(Number(oneDecimal(mean(ironCarries))) * METRES_PER_YARD),
  );
});
