// The desk's board at twelve bays with long bay names and long names of guests and members, in real Chromium against
// its own server with its clock pinned (docs/decisions/462-the-board-at-any-bay-count.md): at 1024 and 1366 px every
// bay name and every holder's name reads whole (the full name or "First I.", never cut, no word broken) with its
// start-end and status, the board scrolls sideways under a sticky time column and sticky bay names that no block
// paints over, and every bay says when it is free next; on a 390 px phone the board shows one bay at a time. A booking
// is checked in from the keyboard alone, and axe finds no serious or critical violation on the board.
import type { Locator, Page } from '@playwright/test';
import { ADMIN, FRONT_DESK } from './support/accounts';
import { apiContext, registerUser, saveBays, setMembership } from './support/api';
import { seriousViolations } from './support/axe';
import { deskSpecServer } from './support/desk-page';
import { expect, test } from './support/fixtures';

const DAY = '2026-11-24'; // a Tuesday, Eastern Standard Time (UTC-5)
const OPEN = new Date('2026-11-24T15:12:00Z'); // 10:12 AM at the facility

const BAYS = [
  'Trackman Suite',
  'Foresight Room',
  'Family Bay',
  'Uneekor Lounge',
  'Full Swing Studio',
  'Championship Bay',
  'Skytrak Corner',
  'Golfzon Theatre',
  'Practice Range Bay',
  'Putting Studio',
  'Junior Academy Bay',
  'Members Lounge',
];

/** Guests' walk-ins: bay, start, minutes, name. */
const WALK_INS = [
  [1, 'now', 90, 'Marianne Fitzgerald-Okonkwo'],
  [2, 'now', 60, 'Fiona Vandersloot-Castellanos'],
  [3, '10:30', 30, 'Bartholomew Oyelaran'],
  [5, '11:00', 120, 'Christabel Montgomery'],
  [9, 'now', 180, 'Maximilian Rutherford-Blackwood'],
  [12, '12:00', 60, 'Jo Li'],
] as const;
const MEMBER_NAME = 'Alexandra Montgomery-Featherstonehaugh';
const HOLDERS = [...WALK_INS.map(([, , , name]) => name), MEMBER_NAME];

/** The forms a holder's name may take on the board: whole, or first name and initial. */
function nameForms(name: string): string[] {
  const [first, ...rest] = name.split(' ');
  return [name, `${first} ${rest.at(-1)!.charAt(0)}.`];
}

const deskServer = deskSpecServer(OPEN);
let memberBookingId = 0;
let checkInId = 0;

test.beforeAll(async () => {
  const server = deskServer.server();
  const admin = await apiContext(server.baseURL, ADMIN);
  await saveBays(admin, BAYS);
  for (const [bay, start, durationMinutes, guestName] of WALK_INS) {
    const walkIn = await admin.post('/api/desk/walk-ins', {
      data: { for: 'guest', start, durationMinutes, simulatorId: bay, guestName, guestPhone: '4075550100' },
    });
    expect(walkIn.status(), guestName).toBe(201);
    if (bay === 2) checkInId = ((await walkIn.json()) as { id: number }).id;
  }
  const member = await registerUser(server.baseURL, 'twelve', MEMBER_NAME);
  await setMembership(server.baseURL, member.id, true);
  const booked = await admin.post('/api/admin/bookings', {
    data: { userId: member.id, simulatorId: 7, bookingDate: DAY, startTime: '10:30', endTime: '12:30' },
  });
  expect(booked.status()).toBe(201);
  memberBookingId = ((await booked.json()) as { id: number }).id;
  await admin.dispose();
});

const board = (page: Page) => page.getByRole('table', { name: /^Today's board/ });

/** What a reader would notice of the board's names: any cut, broken or misnamed one. */
async function readability(table: Locator) {
  return table.evaluate((el) => {
    const cut = (node: Element) => node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1;
    /** The words of `node` that the browser drew on more than one line. */
    const brokenWords = (node: Element) => {
      const text = node.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [`${node.textContent} is not plain text`];
      const broken: string[] = [];
      const value = text.textContent ?? '';
      for (const match of value.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
      return broken;
    };
    const bayNames = [...el.querySelectorAll('[data-testid="bay-name"]')];
    const holderNames = [...el.querySelectorAll('[data-testid="block-name"]')];
    const personNames = holderNames.filter((n) => !n.closest('[data-kind="league"]'));
    const ellipsed = [...el.querySelectorAll('*')].filter(
      (node) => getComputedStyle(node).textOverflow === 'ellipsis' && cut(node),
    );
    return {
      bays: bayNames.map((n) => n.textContent),
      baysCut: bayNames.filter(cut).map((n) => n.textContent),
      bayWordsBroken: bayNames.flatMap(brokenWords),
      holders: personNames.map((n) => n.textContent ?? ''),
      holdersCut: holderNames.filter(cut).map((n) => n.textContent),
      holderWordsBroken: holderNames.flatMap(brokenWords),
      ellipsed: ellipsed.map((n) => n.textContent),
    };
  });
}

/** The element drawn at the middle of `target`'s box: whether it is `target` itself or inside it. */
async function drawnOnTop(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  return target.evaluate(
    (el, point) => {
      const top = document.elementFromPoint(point.x, point.y);
      return top !== null && el.contains(top);
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

for (const width of [1024, 1366]) {
  test(`at ${width} px every bay and every holder reads whole, the board scrolls sideways under sticky names`, async ({
    browser,
  }) => {
    const { context, page, problems } = await deskServer.open(browser, FRONT_DESK);
    await page.setViewportSize({ width, height: 768 });
    await expect(page.getByTestId('desk-connection')).toHaveText('Live');
    const table = board(page);
    await expect(table.getByTestId('bay-name')).toHaveText(BAYS);
    for (const name of HOLDERS) {
      await expect(table.getByTestId('block-name').filter({ hasText: name.split(' ')[0]! })).toHaveCount(1);
    }

    const read = await readability(table);
    expect(read.bays).toEqual(BAYS);
    expect(read.baysCut).toEqual([]);
    expect(read.bayWordsBroken).toEqual([]);
    expect(read.holdersCut).toEqual([]);
    expect(read.holderWordsBroken).toEqual([]);
    expect(read.ellipsed).toEqual([]);
    expect(read.holders).toHaveLength(HOLDERS.length);
    for (const name of HOLDERS)
      expect(nameForms(name)).toContainEqual(read.holders.find((h) => nameForms(name).includes(h)));

    // Every block says its start-end and whether they have arrived.
    const member = page.getByTestId(`board-block-${memberBookingId}`);
    await expect(member.getByTestId('block-time')).toHaveText('10:30 AM - 12:30 PM');
    await expect(member.getByTestId('block-arrival')).toHaveText('Not checked in');
    const half = table.getByRole('button', { name: /^Walk-in: Bartholomew Oyelaran, 10:30 AM - 11:00 AM/ });
    // A half hour's block is too short for two lines: its start and end without AM or PM (the time column says it).
    await expect(half.getByTestId('block-time')).toHaveText('10:30–11:00');

    // What is free next, for every bay at a glance in its header.
    const next = table.getByTestId('bay-next-free');
    await expect(next).toHaveCount(12);
    await expect(next.nth(0)).toHaveText('Free at 11:30 AM');
    await expect(next.nth(1)).toHaveText('Free at 11:00 AM');
    await expect(next.nth(3)).toHaveText('Free now');
    await expect(next.nth(8)).toHaveText('Free at 1:00 PM');

    // Beyond what fits, the board scrolls sideways: the times stay at its left, the bay names at its top.
    const box = table.locator('xpath=..');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(0);
    await page.screenshot({ path: test.info().outputPath(`board-${width}.png`) });
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth, top: el.scrollHeight / 4 }));
    const boxBox = (await box.boundingBox())!;
    const ten = page.getByTestId('slot-10:00').getByRole('rowheader');
    expect(Math.abs((await ten.boundingBox())!.x - boxBox.x)).toBeLessThan(12);
    const lastBay = table.getByRole('columnheader', { name: 'Members Lounge' });
    await expect(lastBay).toBeInViewport();
    expect(Math.abs((await lastBay.boundingBox())!.y - boxBox.y)).toBeLessThan(12);
    // A block scrolled under the header is drawn beneath it, and one scrolled under the times beneath them.
    const block = page.getByTestId(`board-block-${memberBookingId}`);
    const under = async (where: 'header' | 'times') =>
      block.evaluate((el, to) => {
        const scroller = el.closest('table')!.parentElement!;
        const view = scroller.getBoundingClientRect();
        const times = el.closest('table')!.querySelector('thead th')!.getBoundingClientRect();
        const at = el.getBoundingClientRect();
        scroller.scrollTop += at.top - view.top - (to === 'header' ? 0 : times.height + 10);
        scroller.scrollLeft += at.left - view.left - (to === 'header' ? times.width + 10 : 0);
      }, where);
    await under('header');
    expect(await drawnOnTop(page, table.getByRole('columnheader', { name: 'Skytrak Corner' }))).toBe(true);
    await under('times');
    expect(await drawnOnTop(page, page.getByTestId('slot-11:00').getByRole('rowheader'))).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`board-${width}-scrolled.png`) });
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('on a 390 px phone the board shows one bay at a time, chosen by name with when it is free next', async ({
  browser,
}) => {
  const { context, page, problems } = await deskServer.open(browser, FRONT_DESK);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('desk-connection')).toHaveText('Live');
  const table = board(page);
  const shown = page.getByLabel('Bay shown');
  await expect(shown.locator('option')).toHaveCount(12);
  await expect(shown.locator('option').nth(8)).toHaveText('Practice Range Bay (free at 1:00 PM)');
  await expect(table.getByTestId('bay-name')).toHaveText(['Trackman Suite']);
  await shown.selectOption({ label: 'Practice Range Bay (free at 1:00 PM)' });
  await expect(table.getByTestId('bay-name')).toHaveText(['Practice Range Bay']);
  await expect(table.getByTestId('bay-next-free')).toHaveText('Free at 1:00 PM');
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  const read = await readability(table);
  expect(read).toMatchObject({ baysCut: [], bayWordsBroken: [], holdersCut: [], holderWordsBroken: [], ellipsed: [] });
  expect(read.holders).toEqual(['Maximilian Rutherford-Blackwood']);
  await expect(table.getByTestId('block-time')).toHaveText('10:00 AM - 1:00 PM');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('board-390.png'), fullPage: false });
  expect(problems).toEqual([]);
  await context.close();
});

test('a booking is checked in from the keyboard alone; axe finds nothing serious on the board', async ({ browser }) => {
  const { context, page, problems } = await deskServer.open(browser, FRONT_DESK);
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(page.getByTestId('desk-connection')).toHaveText('Live');
  const block = page.getByTestId(`board-block-${checkInId}`);
  await expect(block).toContainText('Not checked in');
  // Tab to the guest's block.
  let focused = false;
  for (let i = 0; i < 80 && !focused; i += 1) {
    await page.keyboard.press('Tab');
    focused = await block.evaluate((el) => el === document.activeElement);
  }
  expect(focused).toBe(true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Walk-in: Fiona Vandersloot-Castellanos' });
  await expect(dialog).toBeVisible();
  const checkIn = dialog.getByRole('button', { name: 'Check In' });
  for (let i = 0; i < 20 && !(await checkIn.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(checkIn).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(block).toBeFocused();
  await expect(block.getByTestId('block-arrival')).toHaveText('✓ Checked in');
  expect(await seriousViolations(page, { nameMismatch: true })).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});
