// The Game panel on its page, /game (the account menu's 'My Game'): a member uploads two simulator files at once (a Garmin CSV in yards and mph, and a
// Foresight .session in metres), the progress finishes, and the gapping table and the dispersion chart show the
// shots of both files; the Garmin session is matched to the booking that covers it, the member matches the Foresight
// one to their booking of that day, and the units they switch to are kept on their account. The files are written
// here with made-up numbers; the expected figures are computed from them.
import { apiContext, createMember, facilityDate, signIn } from './support/api';
import { expect, test } from './support/fixtures';

const METRES_PER_YARD = 0.9144;

/** Carry (yards) of the 7 iron in the Garmin file, and (metres) in the Foresight file. */
const GARMIN_7I_CARRY_YARDS = [151.2, 158.9, 162.4];
const FSX_7I_CARRY_M = [141.3, 146.05];
const FSX_DRIVER_CARRY_M = [210.2, 214.75];

/** The days the sessions were hit (ahead, so the member can book them): the Garmin one, then the Foresight one. */
const GARMIN_DAY = facilityDate(21);
const FSX_DAY = facilityDate(22);

function garminCsv(): string {
  const lines = [
    'Date,Player,Club Name,Club Type,Club Speed,Ball Speed,Launch Angle,Spin Rate,Carry Distance,Carry Deviation Distance,Total Distance',
    ',,,,[mph],[mph],[deg],[rpm],[yds],[yds],[yds]',
    ...GARMIN_7I_CARRY_YARDS.map(
      (carry, i) =>
        `${GARMIN_DAY} 06:1${i}:00,Player,7 Iron,7 Iron,84.0,117.5,17.2,6300,${carry},${(i - 1) * 4.5},${(carry + 9).toFixed(1)}`,
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** A Foresight FSX session in FSX's own layout (as in bs7280/fsx-golf-shot-viewer's files): unit-suffixed names. */
function fsxSession(): string {
  const shot = (club: string, type: string, carry: number, offline: number) => ({
    Timestamp: '15:00:10',
    Enabled: true,
    ClubType: type,
    ClubName: club,
    BallData: { BallSpeed_MS: 52.4, LaunchAngle_DEG: 16.8, BackSpin_RPM: 6190, SideSpin_RPM: 300, TotalSpin_RPM: 6200 },
    FlightData: { CarryDistance_M: carry, TotalDistance_M: carry + 8, OfflineDistance_M: offline },
    ClubData: { ClubSpeed_MS: 37.5 },
  });
  return JSON.stringify({
    PlayerName: 'PLAYER 1',
    SessionStartDate: FSX_DAY.replaceAll('-', '.'),
    SessionStartTime: '15:00:00',
    SessionID: `e2e-${Date.now().toString(36)}`,
    Shots: [
      ...FSX_7I_CARRY_M.map((carry, i) => shot('7 Iron', 'Irn', carry, i ? -3.1 : 2.4)),
      ...FSX_DRIVER_CARRY_M.map((carry, i) => shot('Driver', '1w', carry, i ? 6.2 : -4.8)),
    ],
  });
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/** The sample standard deviation, as the summary gives it. */
const sd = (values: readonly number[]) => {
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1));
};
const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

test('a member uploads two files, reads the gapping table and a chart, changes a match and the units', async ({
  page,
  baseURL,
}) => {
  const member = await createMember(baseURL!);
  // Their bookings on the sessions' days: the first covers the Garmin session's start, the second does not.
  const api = await apiContext(baseURL!, member);
  const bookings: number[] = [];
  for (const day of [GARMIN_DAY, FSX_DAY]) {
    const booked = await api.post('/api/bookings', {
      data: { simulatorId: 2, bookingDate: day, startTime: '06:00:00', endTime: '07:00:00' },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    bookings.push(((await booked.json()) as { id: number }).id);
  }
  await api.dispose();
  await signIn(page, member);
  // The Game panel has its own page, reached from the account menu.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Game' }).click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Game' })).toBeVisible();

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
  const ironSides = [-4.5, 0, 4.5, 2.4 / METRES_PER_YARD, -3.1 / METRES_PER_YARD];
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
    // Launch: 17.2° three times (Garmin) and 16.8° twice (Foresight); spin 6300 rpm three times and 6200 twice.
    `${oneDecimal(mean([17.2, 17.2, 17.2, 16.8, 16.8]))} ± ${oneDecimal(sd([17.2, 17.2, 17.2, 16.8, 16.8]))}`,
    `${mean([6300, 6300, 6300, 6200, 6200]).toFixed(0)} ± ${sd([6300, 6300, 6300, 6200, 6200]).toFixed(0)}`,
    // Left/right: the Garmin shots -4.5, 0 and 4.5 yd; the Foresight ones 2.4 and -3.1 m.
    `${oneDecimal(mean(ironSides))} ± ${oneDecimal(sd(ironSides))}`,
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

  // The sessions with their bookings: the Garmin one matched by its time, the Foresight one not yet.
  const sessions = game.getByRole('list', { name: 'Sessions' });
  const garmin = sessions.getByRole('listitem').filter({ hasText: 'garmin-range.csv' });
  const foresight = sessions.getByRole('listitem').filter({ hasText: 'foresight-range.session' });
  await expect(garmin.getByText(/^Booking .*6:00 AM - 7:00 AM$/)).toBeVisible();
  await expect(foresight.getByText('No booking matched')).toBeVisible();
  await foresight.getByRole('button', { name: 'Change booking for foresight-range.session' }).click();
  const choice = foresight.getByRole('combobox', { name: 'Booking or lesson for foresight-range.session' });
  await expect(choice.getByRole('option')).toHaveText(['None', /^Booking, .*6:00 AM - 7:00 AM$/]);
  await choice.selectOption(String(bookings[1]));
  await expect(foresight.getByText(/^Booking .*6:00 AM - 7:00 AM$/)).toBeVisible();

  // The units are the account's: after a reload the table is still in metres.
  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Game' });
  await expect(reloaded.getByRole('radio', { name: 'Metres, km/h' })).toBeChecked();
  await expect(reloaded.getByRole('columnheader', { name: 'Carry avg (m)' })).toBeVisible();
});

// A Rapsodo MLM2PRO export (layout of decision 236: title line, blank row, quoted heading, Average / Std. Dev.) and a
// Uneekor one (no club named; as in cmartins2001/golf-app), with made-up numbers.
function rapsodoCsv(day: string, carries: readonly number[]): string {
  const [year, month, date] = day.split('-');
  return [
    `"Rapsodo MLM2PRO: Player - ${month}/${date}/${year} 6:10 AM",,,,,,,,,,,,,,,,,`,
    '',
    '"Club Type","Club Brand","Club Model","Carry Distance","Total Distance","Ball Speed","Launch Angle","Launch Direction","Apex","Side Carry","Club Speed","Smash Factor","Descent Angle","Attack Angle","Club Path","Club Data Est Type","Spin Rate","Spin Axis"',
    ...carries.map(
      (carry) =>
        `"pw","","","${carry.toFixed(1)}","${(carry + 6).toFixed(1)}","98.0","26.0","0.4","75.0","1.5","75.0","1.31","50.0","-4.0","0.5",0,"8800","1.0"`,
    ),
    `"Average",,,"${mean(carries).toFixed(1)}","","","","","","","","","","","",,"",""`,
  ].join('\r\n');
}
const UNEEKOR_CSV = [
  'No,Carry,Total,Side Dist,Smash Factor,Club Speed,Ball Speed,Back Spin,Side Spin,Launch Angle,Side Angle,Decent Angle,Apex,Flight Time,Type,Spin Axis,Total Spin,Face Angle,Club Path,Attack Angle,Club Lie,Impact Pos X,Impact Pos Y,Dynamic Loft,Face to Path,Dist to Apex',
  '2,150.0,158.0,L 5.0,1.35,85.0,115.0,6500,L 300,18.0°,L 1.0°,45.0°,80,5.5 s,Straight,-2.6°,6507,--,--,--,--,--,--,--,--,70.1',
  '1,160.0,168.0,R 3.0,1.36,86.0,117.0,6300,R 200,17.5°,R 0.5°,44.0°,82,5.6 s,Straight,1.8°,6303,--,--,--,--,--,--,--,--,72.4',
].join('\n');

test('on a phone: a mixed batch, the club asked for a file that names none, and the good shots only', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await createMember(baseURL!);
  await signIn(page, member);
  await page.goto('/game');
  const game = page.getByRole('region', { name: 'Game' });
  await game.getByRole('radio', { name: 'Yards, mph' }).check();

  // Three files at once: a Rapsodo export is read, a broken one refused naming its line and field, the Uneekor one
  // asks for its club.
  const pitches = [100, 104, 60];
  const rapsodo = rapsodoCsv(facilityDate(-1), pitches);
  await game.getByLabel('choose files').setInputFiles([
    { name: 'rapsodo.csv', mimeType: 'text/csv', buffer: Buffer.from(rapsodo) },
    { name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from(rapsodo.replace('"104.0"', '"far"')) },
    { name: 'uneekor.csv', mimeType: 'text/csv', buffer: Buffer.from(UNEEKOR_CSV) },
  ]);
  await expect(page.getByText('1 session with 3 shots added.')).toBeVisible();
  await expect(game.getByRole('alert')).toContainText(
    'broken.csv (read as a Rapsodo file): line 5, field "Carry Distance": "far" is not a number',
  );
  const prompt = game.locator('form').filter({ hasText: 'uneekor.csv names no club.' });
  await expect(prompt).toContainText('uneekor.csv names no club. Which club were these shots hit with?');
  // Its own name: the summary's club filter beside it is "Club" (two controls of one name confuse a screen reader).
  await game.getByLabel('Club these shots were hit with').selectOption('7i');
  await prompt.getByRole('button', { name: 'Import with this club' }).click();
  await expect(page.getByText('1 session with 2 shots added.')).toBeVisible();

  // The table fits the phone: it scrolls in its own box, the page does not scroll sideways.
  const table = game.getByRole('table', { name: 'Gapping' });
  await expect(table.getByRole('row', { name: /^7i\b/ }).getByRole('cell').nth(0)).toHaveText('2');
  const pw = table.getByRole('row', { name: /^PW\b/ });
  await expect(pw.getByRole('cell').nth(0)).toHaveText('3');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // No column is hidden on the phone: every heading is there, and each heading and the wedge's figure under it can be
  // scrolled into view inside the table's box, with a width of its own and its text not cut off.
  await expect(table.getByRole('columnheader')).toHaveText([
    'Club',
    'Shots',
    'Carry avg (yd)',
    'Carry median',
    'Total avg',
    'Total median',
    'Spread',
    'Ball speed (mph)',
    'Launch (°)',
    'Spin (rpm)',
    'Left/right (yd)',
  ]);
  const pwCells = [pw.getByRole('rowheader'), ...(await pw.getByRole('cell').all())];
  const headings = await table.getByRole('columnheader').all();
  expect(pwCells).toHaveLength(headings.length);
  for (const [i, heading] of headings.entries()) {
    for (const box of [heading, pwCells[i]!]) {
      await box.scrollIntoViewIfNeeded();
      await expect(box).toBeInViewport({ ratio: 0.95 });
      expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth && el.clientWidth > 0)).toBe(true);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The 60-yard pitch is under 65 % of the wedge's median (104): a likely mis-hit, left out of the good shots.
  await game.getByRole('radio', { name: 'Good shots only' }).check();
  await expect(pw.getByRole('cell').nth(0)).toHaveText('2');
  await expect(pw.getByRole('cell').nth(1)).toHaveText(oneDecimal(mean([100, 104])));
  await game.getByRole('radio', { name: 'Every shot' }).check();
  await expect(pw.getByRole('cell').nth(0)).toHaveText('3');
});
