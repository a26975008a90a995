// Layout a person notices at once: the league participants page fits a 390 px phone with its e-mail addresses
// wrapping only at "@" or ".", the desk's till fits it too (the day's payments scroll inside their box), the admin
// dashboard's header buttons keep to one row of one-line buttons at 1920 px, a toast never covers the front desk's navigation, and the booking page on a laptop or a wide screen
// leaves no column running on empty beside the other.
import type { Locator, Page } from '@playwright/test';
import { ADMIN, uniqueEmail } from './support/accounts';
import {
  addParticipants,
  apiContext,
  createLeague,
  createMember,
  facilityDate,
  registerUser,
  setMembership,
  signIn,
} from './support/api';
import { pickDate } from './support/booking-page';
import { expect, test } from './support/fixtures';

/** Where the text of `element` moves to a new line: the characters either side of each break. */
async function lineBreaks(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const ends: string[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    let lastTop: number | null = null;
    let lastChar = '';
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const value = text.textContent ?? '';
      for (let i = 0; i < value.length; i += 1) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const top = range.getBoundingClientRect().top;
        if (lastTop !== null && top > lastTop + 2) ends.push(`${lastChar}|${value[i]}`);
        lastTop = top;
        lastChar = value[i]!;
      }
    }
    return ends;
  });
}

const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

for (const width of [390, 1280]) {
  test(`the league participants page at ${width} px: the table fits its box, names wrap between words`, async ({
    page,
    baseURL,
  }) => {
    const tag = Date.now().toString(36);
    const name = `Maximilian Fitzgerald-Worthington Featherstonehaugh ${tag}`;
    const player = await registerUser(baseURL!, `a-rather-long-golfer-address-${tag}`, name);
    await setMembership(baseURL!, player.id, true);
    const admin = await apiContext(baseURL!, ADMIN);
    const leagueId = await createLeague(admin, {
      name: `Thursday Night Stableford Championship ${tag}`,
      scoringType: 'lowest_score',
      startDate: facilityDate(1),
    });
    await addParticipants(admin, leagueId, [player.id]);
    await admin.dispose();

    await page.setViewportSize({ width, height: 844 });
    await signIn(page, ADMIN);
    await page.goto(`/admin/leagues/${leagueId}/participants`);
    const table = page.getByRole('table', { name: 'Participants' });
    const cell = table.getByRole('cell', { name: player.username });
    await expect(cell).toBeVisible();
    // Nothing scrolls sideways: not the page, not the table inside its box.
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    const box = await table.evaluate((t) => ({ table: t.scrollWidth, box: t.parentElement!.clientWidth }));
    expect(box.table, 'table width within its box').toBeLessThanOrEqual(box.box);
    await expect(table.getByRole('button', { name: `Remove ${name}` })).toBeInViewport({ ratio: 1 });
    // The name moves to a new line only between words (or after the hyphen), never inside one.
    const playerCell = table.getByRole('row').nth(1).getByRole('cell').nth(1);
    await expect(playerCell).toContainText(name);
    const breaks = await playerCell.evaluate((td) => {
      const text = td.firstChild!;
      const ends: string[] = [];
      let lastTop: number | null = null;
      for (let i = 0; i < (text.textContent ?? '').length; i += 1) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const top = range.getBoundingClientRect().top;
        if (lastTop !== null && top > lastTop + 2) ends.push(`${text.textContent![i - 1]}|${text.textContent![i]}`);
        lastTop = top;
      }
      return ends;
    });
    for (const at of breaks) expect(at).toMatch(/^[ -]\||\| /);
    // The admin reads the address: in the Email column on a wide screen, under the name on a phone.
    await expect(table.getByRole('columnheader', { name: 'Email' })).toBeVisible({ visible: width > 640 });
    const address = cell.locator('[title]:visible');
    await expect(address).toHaveAttribute('title', player.username);
    // The address wraps, but never between two letters or digits: after "@" or a hyphen, or before a ".".
    for (const at of await lineBreaks(address)) expect(at).toMatch(/^[@-]\||\|\.$/);
  });
}

for (const width of [390, 1280]) {
  test(`the league rounds page at ${width} px: its links to the league's other screens look alike`, async ({
    page,
    baseURL,
  }) => {
    const admin = await apiContext(baseURL!, ADMIN);
    const leagueId = await createLeague(admin, {
      name: `Rounds Links ${Date.now().toString(36)}`,
      scoringType: 'lowest_score',
      startDate: facilityDate(1),
    });
    await admin.dispose();
    await page.setViewportSize({ width, height: 844 });
    await signIn(page, ADMIN);
    await page.goto(`/admin/leagues/${leagueId}/rounds`);
    const links = page
      .getByRole('main')
      .getByRole('link', { name: /^(Courses|League Night|Handicaps|Players|Standings)$/ });
    await expect(links).toHaveText(['Courses', 'League Night', 'Handicaps', 'Players', 'Standings']);
    const looks = await links.evaluateAll((all) =>
      all.map((link) => {
        const style = getComputedStyle(link);
        return [style.borderTopWidth, style.borderTopColor, style.backgroundColor, style.color, style.height].join();
      }),
    );
    expect(new Set(looks).size, looks.join(' / ')).toBe(1);
    // Each is reached by Tab, in order, and shows where the focus is.
    await links.first().focus();
    for (const name of ['League Night', 'Handicaps', 'Players', 'Standings']) {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name, exact: true })).toBeFocused();
    }
    expect(await links.last().evaluate((a) => getComputedStyle(a).outlineStyle)).not.toBe('none');
    // Named for a screen reader as one group of links.
    await expect(page.getByRole('navigation', { name: 'League screens' }).getByRole('link')).toHaveCount(5);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
  });
}

test("the desk's till fits a 390 px phone: the day's payments scroll inside their box, each heading whole", async ({
  page,
  baseURL,
}) => {
  // A cash payment today, recorded by a desk user with a long name, so the row has its Refund button.
  const admin = await apiContext(baseURL!, ADMIN);
  const note = `Guest bay hour, two players, clubs rented ${Date.now().toString(36)}`;
  const paid = await admin.post('/api/payments', {
    data: { amountCents: 12_500, method: 'cash', purpose: 'guest', note },
  });
  expect(paid.ok()).toBe(true);
  await admin.dispose();

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN);
  await page.goto('/desk/till');
  const entries = page.getByRole('region', { name: 'Payments and refunds' });
  await expect(entries.getByText(note)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  // No heading runs into the next one: each column's heading keeps a gap before the next.
  const headings = await entries.getByRole('columnheader').evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const text = range.getBoundingClientRect();
      return { text: cell.textContent, left: text.left, right: text.right, shown: text.width > 2 };
    }),
  );
  for (const [i, heading] of headings.entries()) {
    const next = headings[i + 1];
    if (next?.shown) expect(next.left - heading.right, `${heading.text} | ${next.text}`).toBeGreaterThanOrEqual(8);
  }
});

test("the admin dashboard's header buttons keep to one row of one-line buttons at 1920 px", async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page, ADMIN);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  const actions = page.getByRole('link', { name: /^(Admin Home|Database View|Activity Log|Completed Demo Requests)$/ });
  await expect(actions).toHaveCount(4);
  const boxes = await actions.evaluateAll((links) =>
    links.map((link) => {
      const rect = link.getBoundingClientRect();
      const lineHeight = parseFloat(getComputedStyle(link).lineHeight);
      return { top: Math.round(rect.top), lines: Math.round((link.scrollHeight - 16) / lineHeight) };
    }),
  );
  expect(new Set(boxes.map((b) => b.top)).size).toBe(1);
  for (const box of boxes) expect(box.lines).toBeLessThanOrEqual(1);
});

// One demo request for the check (a visitor may send 5 an hour from one address, and the other specs send some):
// on a laptop, where the toasts and the desk's navigation share the top of the screen.
const viewport = { width: 1366, height: 900 };
test(`a toast on the desk never covers the desk's navigation (${viewport.width} px)`, async ({ page, baseURL }) => {
  const name = `Desk Toast ${Date.now().toString(36)} ${viewport.width}`;
  const visitor = await apiContext(baseURL!);
  const sent = await visitor.post('/api/contact', {
    data: { name, email: uniqueEmail('toast'), phone: '4075550142', interest: 'free_sim_demo', message: '' },
  });
  expect(sent.ok()).toBe(true);
  await visitor.dispose();

  await page.setViewportSize(viewport);
  await signIn(page, ADMIN);
  await page.goto('/desk/requests');
  const nav = page.getByRole('navigation', { name: 'Front desk' });
  await expect(nav).toBeVisible();
  await page.getByLabel('Search requests').fill(name);
  const item = page.getByRole('listitem').filter({ hasText: name });
  await item.getByRole('button', { name: 'Mark as Completed' }).click();
  const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Request Completed' });
  await expect(toast).toBeVisible();
  // The toast's entry animation has ended.
  await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  const [toastBox, navBox] = [await toast.boundingBox(), await nav.boundingBox()];
  expect(toastBox && navBox).toBeTruthy();
  const overlaps =
    toastBox!.x < navBox!.x + navBox!.width &&
    navBox!.x < toastBox!.x + toastBox!.width &&
    toastBox!.y < navBox!.y + navBox!.height &&
    navBox!.y < toastBox!.y + toastBox!.height;
  expect(overlaps).toBe(false);
});

for (const width of [1366, 1920]) {
  test(`the booking page at ${width} px: calendar and form side by side, no empty column, the day below`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, await createMember(baseURL!));
    await page.goto('/booking');
    const book = page.getByRole('button', { name: 'Book Session' });
    await expect(book).toBeVisible();
    // Tomorrow: late in the facility's evening today has no start left, and the page then shows no timeline.
    await pickDate(page, facilityDate(1));
    const timeline = page.getByRole('region', { name: 'Day timeline' });
    await expect(timeline).toBeVisible();
    const box = async (locator: Locator) => (await locator.boundingBox())!;
    const calendar = await box(page.getByRole('heading', { name: 'Select a Date' }).locator('..'));
    const form = await box(book.locator('..'));
    const button = await box(book);
    const day = await box(timeline);
    // Side by side, about the same height: neither card runs on empty under the other's content.
    expect(Math.abs(calendar.y - form.y)).toBeLessThan(2);
    expect(Math.abs(calendar.y + calendar.height - (form.y + form.height))).toBeLessThan(120);
    expect(form.y + form.height - (button.y + button.height)).toBeLessThan(40);
    // The day's timeline under both, as wide as the two together.
    expect(day.y).toBeGreaterThan(Math.max(calendar.y + calendar.height, form.y + form.height));
    expect(day.width).toBeGreaterThan(form.width);
  });
}
