// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch, stubUpload } from '../../../test/render-route';
import { LessonShotSessions } from './lesson-shot-sessions';

afterEach(endScreenTest);

const session = {
  id: 12,
  source: 'fsx',
  fileName: 'range.session',
  startedAt: '2026-11-20T19:05:00.000Z',
  sessionDate: '2026-11-20',
  shotCount: 40,
  skippedCount: 0,
  droppedValueCount: 0,
  bookingId: null,
  booking: null,
  coachNote: null,
  importedAt: '2026-11-21T10:00:00.000Z',
};

/** Alice Fairway's sessions as her coach sees them in the lesson view. */
function renderForCoach() {
  renderRoute([{ path: '/coach', element: <LessonShotSessions memberId={7} memberName="Alice Fairway" /> }], {
    url: '/coach',
    user: sampleUser({ isCoach: true }),
  });
}

describe("the member's shot sessions in the lesson view", () => {
  it("reads the member's sessions and pins the coach's note", async () => {
    const net = stubFetch(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/user/shot-sessions?userId=7')
        return json(200, { sessions: [session], storage: { usedBytes: 1, limitBytes: 2 } });
      if (method === 'PUT' && path === '/api/user/shot-sessions/12/note')
        return json(200, { ...session, coachNote: (body as { note: string }).note });
      return json(404, { message: 'Not found' });
    });
    const user = userEvent.setup();
    renderForCoach();
    expect(await screen.findByText(/40 shots/)).toBeTruthy();
    await user.type(screen.getByLabelText('Note for this session'), 'Tempo first');
    await user.click(screen.getByRole('button', { name: 'Pin note' }));
    expect(await screen.findByText('Note Pinned')).toBeTruthy();
    expect(net.calls.find((c) => c.method === 'PUT')?.body).toEqual({ note: 'Tempo first' });
  });

  it("uploads the lesson member's session files, named for the member", async () => {
    stubFetch(({ path }) =>
      path === '/api/user/shot-sessions?userId=7'
        ? json(200, { sessions: [], storage: { usedBytes: 0, limitBytes: 2 } })
        : json(404, { message: 'Not found' }),
    );
    const uploads = stubUpload(() => ({
      status: 201,
      body: [{ ok: true, ...session, bookingId: 3, duplicate: false, warnings: [], units: null }],
    }));
    const user = userEvent.setup();
    renderForCoach();
    expect(await screen.findByText('Alice Fairway has no shot sessions yet.')).toBeTruthy();
    expect(screen.getByText('Drop Alice Fairway’s session files here, or')).toBeTruthy();
    await user.upload(screen.getByLabelText('choose files'), new File(['{}'], 'lesson.session'));
    expect(await screen.findByText('1 session with 40 shots added.')).toBeTruthy();
    expect(uploads.calls.map((c) => [c.fields, c.files])).toEqual([[{ userId: '7' }, ['lesson.session']]]);
  });
});
