// The owner's insights in real Chromium (docs/decisions/245-owner-insights.md): a booking made for a member shows on
// the heat map in its weekday and hour; the cell opens the list behind it, which downloads as CSV (the file parsed);
// the occupancy chart is drawn; the revenue table and its splits are there and export as CSV; the owner's figures
// beside the previous period and year, at a laptop's width and a phone's.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { ADMIN, shownAs } from './support/accounts';
import { facilityDate, memberBookedByAdmin, signIn } from './support/api';
import { expect, test } from './support/fixtures';
import { PHONE_AND_DESKTOP } from './support/viewports';

const weekdayName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('the heat map shows a booking in its weekday and hour, and its cell lists and exports it', async ({
  page,
  baseURL,
}) => {
  const date = facilityDate(2);
  const member = await memberBookedByAdmin(baseURL!, 2, date, '14:00');

  await signIn(page, ADMIN);
  await page.goto(`/admin/insights?from=${date}&to=${addDays(date, 6)}`);
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  const heatMap = page.getByTestId('heat-map');
  await expect(heatMap).toBeVisible();
  await expect(page.getByTestId('occupancy-chart').locator('svg.recharts-surface')).toBeVisible();
  // The heat map's file has a name of its own, not the bay-use list's.
  const heatFile = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Bay use by weekday and hour' })
    .getByRole('button', { name: 'Export CSV' })
    .click();
  expect((await heatFile).suggestedFilename()).toBe(`insights_heat-map_${date}_${addDays(date, 6)}.csv`);
  // Revenue from the ledger (decision 302): nothing was paid in these future days.
  const revenue = page.getByRole('region', { name: 'Revenue' });
  await expect(revenue.getByRole('row', { name: /^Total/ })).toContainText('$0.00');
  await expect(revenue).toContainText('Failed dues payments: 0');
  const revenueFile = page.waitForEvent('download');
  await revenue.getByRole('button', { name: 'Export CSV' }).click();
  const revenueCsv = await revenueFile;
  expect(revenueCsv.suggestedFilename()).toBe(`insights_revenue_${date}_${addDays(date, 6)}.csv`);
  const revenueRows = parse(
    readFileSync((await revenueCsv.path())!)
      .subarray(3)
      .toString('utf8'),
    {
      relax_column_count: true,
    },
  ) as string[][];
  expect(revenueRows).toEqual([
    ['Month', 'Dues ($)', 'Lessons ($)', 'Rentals ($)', 'Fees ($)', 'League buy-ins ($)', 'Refunds ($)', 'Net ($)'],
    ['Total', '0', '0', '0', '0', '0', '0', '0'],
    ['Failed dues payments', '0'],
    ['Members in grace now', '0'],
    // The same money by how and by whom it was paid, refunds by source, by month earned (decision 413).
    [''],
    ['Paid by', 'Paid ($)', 'Refunds ($)', 'Net ($)'],
    ['Cash', '0', '0', '0'],
    ['Card terminal', '0', '0', '0'],
    ['Online (Stripe)', '0', '0', '0'],
    ['Members', '0', '0', '0'],
    ['Guests and others', '0', '0', '0'],
    [''],
    ['Refunds of', 'Dues ($)', 'Lessons ($)', 'Rentals ($)', 'Fees ($)', 'League buy-ins ($)'],
    ['Total', '0', '0', '0', '0', '0'],
    [''],
    ['Earned in', 'Net ($)'],
  ]);
  await expect(revenue.getByLabel('Revenue split')).toContainText('Earned in (net)Nothing yet');

  // One day of each weekday in the range; Bay 2's hour 2-3 PM on that day is used in full.
  await page.getByLabel('Bay', { exact: true }).selectOption({ label: 'Bay 2' });
  const cell = heatMap.getByRole('link', { name: `${weekdayName(date)} 2 PM: 100% (60 of 60 min)` });
  await expect(cell).toBeVisible();
  await expect(heatMap.getByRole('link', { name: `${weekdayName(date)} 3 PM: 0% (0 of 60 min)` })).toBeVisible();
  await cell.click();

  await expect(page.getByRole('heading', { name: /^Bay use, / })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(shownAs(member)) });
  await expect(row).toContainText(`${date}T14:00:00`);
  await expect(row).toContainText('Bay 2');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^insights_bay-use_\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.csv$/);
  const bytes = readFileSync((await file.path())!);
  const rows = parse(bytes.subarray(3).toString('utf8')) as string[][];
  expect(rows[0]).toEqual(['Start', 'End', 'Bay', 'Held by', 'Kind', 'Minutes']);
  // Timestamps with the facility's offset on that day (EST or EDT).
  expect(rows.slice(1)).toEqual([
    [
      expect.stringMatching(new RegExp(`^${date}T14:00:00-0[45]:00$`)),
      expect.stringMatching(new RegExp(`^${date}T15:00:00-0[45]:00$`)),
      'Bay 2',
      shownAs(member),
      'Booking',
      '60',
    ],
  ]);
});

// The owner's figures (decision 471) beside the previous period and year, their tables, and a list's CSV file, on a
// laptop and a phone: a booking staff made for a member counts as made by staff, and nothing a year back.
for (const [index, { name, viewport }] of PHONE_AND_DESKTOP.entries()) {
  test(`the owner's figures compare the range and list lead time and channel (${name})`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    const date = facilityDate(3);
    const to = addDays(date, 6);
    // Each viewport its own hour: one worker's server may run both.
    const member = await memberBookedByAdmin(baseURL!, 1, date, `1${index}:00`);

    await signIn(page, ADMIN);
    await page.goto(`/admin/insights?from=${date}&to=${to}`);
    const compared = page.getByRole('region', { name: 'Compared with before' });
    await expect(compared).toBeVisible();
    const staffRow = compared.getByRole('row', { name: /^Booked by staff/ });
    // This range has the booking staff made; nothing was booked on those dates a year ago.
    await expect(staffRow.getByRole('cell').first()).not.toHaveText('0');
    await expect(staffRow.getByRole('cell').last()).toHaveText('0');
    await expect(compared.getByRole('row', { name: /^Revenue per available bay-hour/ })).toContainText('$0.00');
    for (const title of [
      'Revenue per available bay-hour by bay',
      'Members joined and lost by month',
      'No-show rate per member',
      'Lead time',
    ]) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    const owner = page.getByTestId('owner-figures');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await owner.getByRole('link', { name: /^Median lead time/ }).click();
    await expect(page.getByRole('heading', { name: /^Bookings by lead time and channel, / })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(shownAs(member)) });
    await expect(row).toContainText('Staff');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`insights_lead-time_${date}_${to}.csv`);
    const rows = parse(
      readFileSync((await file.path())!)
        .subarray(3)
        .toString('utf8'),
    ) as string[][];
    expect(rows[0]).toEqual(['Date', 'Time', 'Bay', 'Held by', 'Made At', 'Channel', 'Lead Hours']);
    expect(rows).toContainEqual([
      date,
      expect.stringMatching(new RegExp(`^1${index}:00 AM`)),
      'Bay 1',
      shownAs(member),
      expect.any(String),
      'Staff',
      expect.stringMatching(/^\d+(\.\d)?$/),
    ]);
  });
}
