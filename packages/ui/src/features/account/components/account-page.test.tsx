// @vitest-environment jsdom
import type { PerformanceReport, User } from '@longwood/core';
import { clubSummaryFixture } from '@longwood/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endScreenTest, json, renderRoute, sampleDues, sampleUser, stubFetch } from '../../../test/render-route';
import { AccountPage } from './account-page';

afterEach(endScreenTest);

const renderAccount = (user = sampleUser()) =>
  renderRoute([{ path: '/account', element: <AccountPage /> }], { url: '/account', user });

const report: PerformanceReport = {
  username: 'jane',
  generatedAt: '2026-11-21T18:30:00.000Z',
  totalBookings: 2,
  totalHours: 2.5,
  simulatorUsage: [{ simulatorId: 1, simulatorName: 'Bay 1', hours: 2.5 }],
  bookingsByDay: { '2026-11-22': 2.5 },
  recentBookings: [
    { bookingDate: '2026-11-22', simulatorName: 'Bay 1', startTime: '13:30:00', endTime: '15:00:00' },
    { bookingDate: '2026-11-22', simulatorName: 'Bay 1', startTime: '18:00:00', endTime: '19:00:00' },
  ],
};

const clubSummary = clubSummaryFixture({
  club: 'Driver',
  shots: 20,
  carryYards: { mean: 231.4, median: 230, sd: 9.8 },
});

/** The profile routes as the server answers them: a PATCH is saved ('' removes the name) and read back. */
function profileApi(saved: User) {
  let current = saved;
  const net = stubFetch(({ method, path, body }) => {
    if (method === 'PATCH' && path === '/api/user/profile') {
      const { name, ...rest } = body as { name?: string };
      current = { ...current, ...rest, ...(name === undefined ? {} : { name: name || null }) };
      return json(200, current);
    }
    if (path === '/api/user') return json(200, current);
    return json(404, { message: 'Not found' });
  });
  return net;
}

/** Saving with `value` typed into `field` shows `message` and sends nothing. */
async function expectRefused(
  user: ReturnType<typeof userEvent.setup>,
  net: ReturnType<typeof stubFetch>,
  field: HTMLElement,
  value: string,
  message: string,
) {
  await user.clear(field);
  await user.type(field, value);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText(message)).toBeTruthy();
  expect(net.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
}

describe('/account profile', () => {
  it(
    'shows the profile, edits it with the documented messages, saves and re-reads the session user',
    { timeout: 20_000 },
    async () => {
      const net = profileApi(sampleUser());
      const user = userEvent.setup();
      renderAccount(sampleUser());

      expect(screen.getByRole('link', { name: /Back to Home/ }).getAttribute('href')).toBe('/');
      expect(screen.getByRole('heading', { name: 'Account Details' })).toBeTruthy();
      expect(screen.getByText('jane@example.com')).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
      const username = screen.getByLabelText('Username');
      const email = screen.getByLabelText('Email');
      const phone = screen.getByLabelText('Phone (optional)');

      await user.clear(username);
      await user.type(username, 'jo');
      await user.clear(email);
      await user.type(email, 'nope');
      await user.clear(phone);
      await user.type(phone, '12345');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Username must be at least 3 characters long')).toBeTruthy();
      expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
      expect(screen.getByText('Phone number must be 10 to 15 digits')).toBeTruthy();

      await expectRefused(user, net, username, 'x'.repeat(51), 'Username must be less than 50 characters');

      await user.clear(username);
      await user.type(username, 'jane.doe');
      await user.clear(email);
      await user.type(email, 'jane.doe@example.com');
      // A new e-mail asks for the current password.
      await user.type(screen.getByLabelText(/^Current password/), 'old-secret-1');
      await user.clear(phone);
      await user.type(screen.getByLabelText('Name (optional)'), '  Jane Doe ');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
      expect(net.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        username: 'jane.doe',
        name: 'Jane Doe',
        email: 'jane.doe@example.com',
        phone: '',
        currentPassword: 'old-secret-1',
      });
      // The session user is read again and the view shows the saved values.
      await waitFor(() => expect(net.calls.some((c) => c.method === 'GET' && c.path === '/api/user')).toBe(true));
      expect(await screen.findByText('jane.doe@example.com')).toBeTruthy();
      expect(screen.getByText('Jane Doe')).toBeTruthy();
      expect(screen.getByText('Not provided')).toBeTruthy();
      expect(await screen.findByText('Profile Updated')).toBeTruthy();
    },
  );

  it('edits the optional name: at most 60 characters, and emptied it is removed', async () => {
    const net = profileApi(sampleUser({ name: 'Jane Doe' }));
    const user = userEvent.setup();
    renderAccount(sampleUser({ name: 'Jane Doe' }));
    expect(screen.getByText('Jane Doe')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText('Name (optional)');
    expect((name as HTMLInputElement).value).toBe('Jane Doe');
    await expectRefused(user, net, name, 'x'.repeat(61), 'Name must be at most 60 characters');

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
    expect(net.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ name: '' });
    await waitFor(() => expect(screen.getAllByText('Not provided')).toHaveLength(1));
    expect(screen.queryByText('Jane Doe')).toBeNull();
  });

  it("keeps the form open, puts the server's reason beside the field and toasts 'Update failed'", async () => {
    const taken = 'That username is already taken. Please choose another one.';
    stubFetch(() => json(409, { code: 'ACCOUNT_TAKEN', message: taken, fieldErrors: { username: [taken] } }));
    const user = userEvent.setup();
    renderAccount();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'taken-name');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update failed')).toBeTruthy();
    // Beside the field (its description), and focused so a keyboard or screen-reader user lands on it.
    const field = screen.getByLabelText('Username');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(taken);
    expect(document.activeElement).toBe(field);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('/account signed-in devices', () => {
  it('asks for the current password only when the e-mail changes', async () => {
    const user = userEvent.setup();
    renderAccount();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByLabelText(/^Current password/).getAttribute('type')).toBe('password');
  });

  it('signs out other devices and says how many', async () => {
    const net = stubFetch(({ method, path }) => {
      if (method === 'POST' && path === '/api/user/sign-out-other-devices') {
        return json(200, { ended: 2, message: 'Signed out of 2 other devices.' });
      }
      return json(404, { message: 'Not found' });
    });
    const user = userEvent.setup();
    renderAccount();
    await user.click(screen.getByRole('button', { name: 'Sign out other devices' }));
    expect((await screen.findAllByText('Signed out of 2 other devices.')).length).toBeGreaterThan(0);
    expect(await screen.findByText('Other devices signed out')).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('toasts the failure when the server cannot sign the others out', async () => {
    stubFetch(() =>
      json(503, {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Please try again in a moment.',
      }),
    );
    const user = userEvent.setup();
    renderAccount();
    await user.click(screen.getByRole('button', { name: 'Sign out other devices' }));
    expect(await screen.findByText('Sign-out failed')).toBeTruthy();
  });
});

describe('/account membership status', () => {
  it('offers the upgrade to non-members and hides the report', () => {
    renderAccount(sampleUser({ isMember: false }));
    expect(screen.getByText('Not a member')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade Membership' }).getAttribute('href')).toBe('/upgrade-membership');
    expect(screen.queryByRole('button', { name: 'Generate Performance Report' })).toBeNull();
  });

  it('shows members their active membership', () => {
    renderAccount(sampleUser({ isMember: true }));
    expect(screen.getByText('Active Member')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade Membership' })).toBeNull();
  });
});

describe('/account performance report', () => {
  it('generates the report, shows summary and tables, and downloads the CSV', async () => {
    let answer: (r: Response) => void = () => {};
    const net = stubFetch(({ path }) => {
      // The Game panel's reads, and the per-club table the download adds, answer at once.
      if (path === '/api/user/shot-summary') return json(200, { clubs: [clubSummary] });
      if (path === '/api/user/shot-settings') return json(200, { units: 'imperial', hideModelled: false });
      if (path === '/api/user/shot-sessions')
        return json(200, { sessions: [], storage: { usedBytes: 0, limitBytes: 1 } });
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const downloads: Array<{ name: string; blob: Blob }> = [];
    const originalCreate = URL.createObjectURL;
    const originalRevoke = URL.revokeObjectURL;
    let lastBlob: Blob | undefined;
    URL.createObjectURL = (blob: Blob) => {
      lastBlob = blob;
      return 'blob:report';
    };
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, blob: lastBlob! });
    });
    try {
      const user = userEvent.setup();
      renderAccount(sampleUser({ isMember: true }));

      await user.click(screen.getByRole('button', { name: 'Generate Performance Report' }));
      const busy = await screen.findByRole('button', { name: 'Generating Report...' });
      expect((busy as HTMLButtonElement).disabled).toBe(true);
      answer(json(200, report));

      expect(await screen.findByRole('heading', { name: 'Summary' })).toBeTruthy();
      // One request for the report (the calendar feed card, the leagues one organises, the dues and credit cards, the
      // lesson reminders card and the Game panel, "Live now" included, read theirs).
      expect(
        net.calls.filter(
          (c) =>
            c.path !== '/api/user/calendar-feed' &&
            c.path !== '/api/user/organised-leagues' &&
            c.path !== '/api/account/dues' &&
            c.path !== '/api/account/credit' &&
            c.path !== '/api/user/lesson-reminders' &&
            !c.path.startsWith('/api/user/shot-') &&
            c.path !== '/api/user/shots/live',
        ),
      ).toEqual([{ method: 'GET', path: '/api/user/performance-report', body: undefined }]);
      expect(screen.getByText('Total Bookings').nextElementSibling?.textContent).toBe('2');
      expect(screen.getByText('Total Hours').nextElementSibling?.textContent).toBe('2.5');
      const usage = screen.getByRole('table', { name: 'Simulator Usage' });
      expect(
        within(usage)
          .getAllByRole('row')
          .map((r) => r.textContent),
      ).toEqual(['SimulatorHours', 'Bay 12.5']);
      const recent = screen.getByRole('table', { name: 'Recent Bookings' });
      expect(
        within(recent)
          .getAllByRole('row')
          .map((r) => r.textContent),
      ).toEqual([
        'DateSimulatorTime (EST)',
        'Nov 22, 2026Bay 11:30 PM - 3:00 PM',
        'Nov 22, 2026Bay 16:00 PM - 7:00 PM',
      ]);

      await user.click(screen.getByRole('button', { name: 'Download Full Report (CSV)' }));
      await waitFor(() => expect(downloads).toHaveLength(1));
      expect(downloads[0]?.name).toMatch(/^performance_report_\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await downloads[0]!.blob.text();
      expect(text).toContain('Total Hours,2.5,,');
      expect(text).toContain('2026-11-22,Bay 1,1:30 PM,3:00 PM');
      expect(text).toContain('\r\nDriver,20,231.4,230,9.8,');
      expect(await screen.findByText('Report Downloaded')).toBeTruthy();
      expect(screen.getByText('Your performance report has been downloaded as a CSV file.')).toBeTruthy();
    } finally {
      click.mockRestore();
      URL.createObjectURL = originalCreate;
      URL.revokeObjectURL = originalRevoke;
    }
  });

  it('leaves out the tables that have no rows', async () => {
    stubFetch(() =>
      json(200, {
        ...report,
        totalBookings: 0,
        totalHours: 0,
        simulatorUsage: [],
        bookingsByDay: {},
        recentBookings: [],
      }),
    );
    const user = userEvent.setup();
    renderAccount(sampleUser({ isMember: true }));
    await user.click(screen.getByRole('button', { name: 'Generate Performance Report' }));
    expect(await screen.findByRole('heading', { name: 'Summary' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Simulator Usage')).toBeNull();
    expect(screen.queryByText('Recent Bookings')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download Full Report (CSV)' })).toBeTruthy();
  });

  it("toasts 'Error Generating Report' when the server fails and lets the member retry", async () => {
    stubFetch(({ path }) =>
      path === '/api/user/calendar-feed'
        ? json(200, { url: 'webcal://longwoodgolf.example/api/calendar/feed.ics' })
        : path === '/api/user/shot-sessions'
          ? json(200, { sessions: [], storage: { usedBytes: 0, limitBytes: 1024 } })
          : path === '/api/user/shot-summary'
            ? json(200, { clubs: [] })
            : path === '/api/account/dues'
              ? json(200, NO_ONLINE_DUES)
              : path === '/api/user/lesson-reminders'
                ? json(200, { lessonReminders: true })
                : json(500, { message: 'Database unavailable' }),
    );
    const user = userEvent.setup();
    renderAccount(sampleUser({ isMember: true }));
    await user.click(screen.getByRole('button', { name: 'Generate Performance Report' }));
    expect(await screen.findByText('Error Generating Report')).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate Performance Report' })).toBeTruthy();
  });
});

/** GET /api/account/dues without Stripe keys and nothing paid: the dues card shows nothing. */
const NO_ONLINE_DUES = sampleDues();

const FIRST = 'webcal://longwoodgolf.example/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const SECOND = 'webcal://longwoodgolf.example/api/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

/** The feed routes as the server answers them: the address, and a new one after each reset. */
function feedApi() {
  let url = FIRST;
  return stubFetch(({ method, path }) => {
    if (method === 'GET' && path === '/api/user/calendar-feed') return json(200, { url });
    if (method === 'POST' && path === '/api/user/calendar-feed/reset') {
      url = SECOND;
      return json(200, { url });
    }
    return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
  });
}

const card = () => screen.getByRole('region', { name: 'Calendar feed' });

describe('/account calendar feed', () => {
  it('shows the private link, copies it by keyboard with a toast, and offers Google Calendar', async () => {
    feedApi();
    const user = userEvent.setup();
    renderAccount(sampleUser({ isMember: true }));
    const link = await within(card()).findByLabelText('Your private calendar link');
    expect((link as HTMLInputElement).value).toBe(FIRST);
    expect((link as HTMLInputElement).readOnly).toBe(true);
    expect(within(card()).getByText(/anyone who has it can see your schedule/)).toBeTruthy();

    const google = within(card()).getByRole('link', { name: /Add to Google Calendar/ });
    expect(google.getAttribute('href')).toBe(`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(FIRST)}`);
    expect(google.getAttribute('target')).toBe('_blank');
    expect(google.getAttribute('rel')).toContain('noopener');
    // One tap on an iPhone: the webcal:// address itself.
    expect(within(card()).getByRole('link', { name: 'Subscribe on iPhone or Mac' }).getAttribute('href')).toBe(FIRST);

    // From the link field, Tab reaches "Copy link"; Enter copies.
    link.focus();
    await user.tab();
    const copy = within(card()).getByRole('button', { name: 'Copy link' });
    expect(document.activeElement).toBe(copy);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(FIRST);
    expect(document.activeElement).toBe(copy);
  });

  it('selects the link for copying by hand when the clipboard refuses', async () => {
    feedApi();
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderAccount(sampleUser({ isMember: true }));
    const link = (await within(card()).findByLabelText('Your private calendar link')) as HTMLInputElement;
    await user.click(within(card()).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copy failed')).toBeTruthy();
    expect(document.activeElement).toBe(link);
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, FIRST.length]);
  });

  it('resets the link only after the confirmation, shows the new one and keeps focus on Reset link', async () => {
    const net = feedApi();
    const user = userEvent.setup();
    renderAccount(sampleUser({ isMember: true }));
    await within(card()).findByDisplayValue(FIRST);
    const resetButton = within(card()).getByRole('button', { name: 'Reset link' });

    // Cancel: nothing is sent.
    await user.click(resetButton);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset your calendar link?' });
    expect(within(dialog).getByText(/stop updating at once/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(net.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // By keyboard: Enter opens the question, the confirm button resets.
    resetButton.focus();
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('alertdialog', { name: 'Reset your calendar link?' });
    await user.click(within(again).getByRole('button', { name: 'Reset link' }));
    expect(await screen.findByText('Calendar link reset')).toBeTruthy();
    expect(await within(card()).findByDisplayValue(SECOND)).toBeTruthy();
    expect(within(card()).getByRole('status').textContent).toBe('Your new link is ready. The old one no longer works.');
    expect(net.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/user/calendar-feed/reset', body: undefined },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(resetButton));
    expect(
      within(card())
        .getByRole('link', { name: /Add to Google Calendar/ })
        .getAttribute('href'),
    ).toContain(encodeURIComponent(SECOND));
  });

  it('says why when the link cannot be loaded, and tries again', async () => {
    let fail = true;
    stubFetch(() =>
      fail
        ? json(503, { code: 'SERVICE_UNAVAILABLE', message: 'The service is briefly unavailable.' })
        : json(200, { url: FIRST }),
    );
    const user = userEvent.setup();
    renderAccount(sampleUser({ isMember: true }));
    expect((await within(card()).findByRole('alert')).textContent).toBe('The service is briefly unavailable.');
    fail = false;
    await user.click(within(card()).getByRole('button', { name: 'Try again' }));
    expect(await within(card()).findByDisplayValue(FIRST)).toBeTruthy();
  });

  it('is offered to members and coaches, not to others, who send no request for it', async () => {
    const net = feedApi();
    renderAccount(sampleUser({ isCoach: true }));
    expect(await within(card()).findByDisplayValue(FIRST)).toBeTruthy();
    await endScreenTest();

    const others = feedApi();
    renderAccount(sampleUser({ isFrontDesk: true }));
    expect(screen.getByRole('heading', { name: 'Account Details' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Calendar feed' })).toBeNull();
    expect(others.calls.filter((c) => c.path === '/api/user/calendar-feed')).toEqual([]);
    expect(net.calls.filter((c) => c.path === '/api/user/calendar-feed')).toHaveLength(1);
  });
});

describe('/account lesson reminders', () => {
  it('shows the reminders off after an unsubscribe and turns them back on, with a toast', async () => {
    let on = false;
    const net = stubFetch(({ method, path, body }) => {
      if (path !== '/api/user/lesson-reminders') return json(404, { message: 'Not found' });
      if (method === 'PUT') on = (body as { lessonReminders: boolean }).lessonReminders;
      return json(200, { lessonReminders: on });
    });
    const user = userEvent.setup();
    renderAccount(sampleUser({ isMember: true }));
    const region = await screen.findByRole('region', { name: 'Lesson reminders' });
    const toggle = within(region).getByRole('switch', { name: 'E-mail me the day before a lesson' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    expect((toggle as HTMLInputElement).checked).toBe(false);

    await user.click(toggle);
    expect(await screen.findByText('You will get an e-mail the day before each lesson.')).toBeTruthy();
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(net.calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/user/lesson-reminders', body: { lessonReminders: true } },
    ]);
  });

  it('says so when the setting cannot be loaded, and is not offered to non-members', async () => {
    stubFetch(() => json(503, { code: 'SERVICE_UNAVAILABLE', message: 'The service is briefly unavailable.' }));
    renderAccount(sampleUser({ isMember: true }));
    const region = await screen.findByRole('region', { name: 'Lesson reminders' });
    expect((await within(region).findByRole('alert')).textContent).toBe('The service is briefly unavailable.');
    await endScreenTest();

    const net = stubFetch(() => json(200, { lessonReminders: true }));
    renderAccount(sampleUser());
    expect(screen.getByRole('heading', { name: 'Account Details' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Lesson reminders' })).toBeNull();
    expect(net.calls.filter((c) => c.path === '/api/user/lesson-reminders')).toEqual([]);
  });
});
