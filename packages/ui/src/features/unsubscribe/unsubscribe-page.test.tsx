// @vitest-environment jsdom
// /unsubscribe/:token: where a browser opening an e-mail's unsubscribe address lands. It says what the address stops
// and for whom, changes nothing until its button is pressed, and says plainly when the link is not valid.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, stubFetch } from '../../test/render-route';
import { UnsubscribePage } from './unsubscribe-page';

afterEach(endScreenTest);

const PATH = '/api/mail/unsubscribe/r.4.7.sig';
const open = () =>
  renderRoute([{ path: '/unsubscribe/:token', element: <UnsubscribePage /> }], {
    url: '/unsubscribe/r.4.7.sig',
    user: null,
  });

describe('/unsubscribe/:token', () => {
  it('names what it stops and for whom, and unsubscribes only when the button is pressed', async () => {
    let subscribed = true;
    const net = stubFetch(({ method, path }) => {
      if (path !== PATH) return json(404, { message: 'Not found' });
      if (method === 'POST') {
        subscribed = false;
        return json(200, { message: 'You will no longer get these e-mails.' });
      }
      return json(200, { stops: 'league-results', name: 'Ann Lee', leagueName: 'Thursday Net', subscribed });
    });
    open();
    expect(
      await screen.findByText(
        (_, el) =>
          el?.tagName === 'P' &&
          el.textContent === "Stop the e-mail with each round's results of Thursday Net for Ann Lee?",
      ),
    ).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      "You will no longer get these e-mails. Ann Lee will not get the e-mail with each round's results of Thursday Net.",
    );
    expect(screen.getByText("Changed your mind? Turn them back on from the league's page.")).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says the reminders are already stopped when they are', async () => {
    stubFetch(() => json(200, { stops: 'lesson-reminders', name: 'Ann Lee', leagueName: null, subscribed: false }));
    open();
    expect((await screen.findByRole('status')).textContent).toContain(
      'Ann Lee will not get the lesson reminder e-mails sent the day before each lesson.',
    );
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(screen.getByText('Changed your mind? Turn them back on from your account page.')).toBeTruthy();
  });

  it('says a changed or outdated link is not valid', async () => {
    stubFetch(() => json(404, { code: 'NOT_FOUND', message: 'This unsubscribe link is not valid.' }));
    open();
    expect((await screen.findByRole('alert')).textContent).toBe('This unsubscribe link is not valid.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
