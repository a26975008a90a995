// @vitest-environment jsdom
// The admin console's screens against an in-memory stand-in for the admin API: demo-request triage, add/delete
// member and the database view's export (booking management and the calendar: the bookings feature's
// components/admin/staff-booking-screens.test.tsx).
import { type ContactSubmission, type User } from '@longwood/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  endScreenTest,
  json,
  pageOf,
  renderRoute,
  sampleUser,
  stubFetch,
  sampleAdmin,
  sampleMemberJane,
} from '../../../test/render-route';
import { ExportsPage } from './exports-page';
import { DemoRequests } from './demo-requests';
import { MemberManagement } from './member-management';

afterEach(endScreenTest);

const admin = sampleAdmin;
const jane = sampleMemberJane;
const request = (over: Partial<ContactSubmission>): ContactSubmission => ({
  id: 1,
  createdAt: '2026-11-20T12:00:00.000Z',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '4075550100',
  interest: 'free_sim_demo',
  message: 'Can I bring my own clubs?',
  isRead: false,
  becameMember: false,
  ...over,
});

function fakeApi(options: { requests?: ContactSubmission[]; users?: User[] } = {}) {
  const requests = (options.requests ?? []).map((r) => ({ ...r }));
  const users = [...(options.users ?? [admin, jane])];
  const net = stubFetch(({ method, path: full, body }) => {
    const url = new URL(full, 'http://localhost');
    const path = url.pathname;
    if (path === '/api/user') return json(200, admin);
    if (method === 'GET' && path === '/api/admin/users') return pageOf(users);
    if (method === 'POST' && path === '/api/admin/add-member') {
      const { email } = body as { email: string };
      if (users.some((u) => u.email === email)) {
        return json(409, {
          code: 'ACCOUNT_TAKEN',
          message: 'An account with this email already exists.',
          fieldErrors: { email: ['An account with this email already exists.'] },
        });
      }
      users.push(sampleUser({ id: 50, username: email, email, isMember: true }));
      return json(201, { message: `Member added. We've e-mailed ${email} a link to set a password.` });
    }
    const nameChange = /^\/api\/admin\/users\/(\d+)\/name$/.exec(path);
    if (method === 'PATCH' && nameChange) {
      const index = users.findIndex((u) => u.id === Number(nameChange[1]));
      const { name } = body as { name: string };
      users[index] = { ...users[index]!, name: name.trim() || null };
      return json(200, users[index]);
    }
    const userDelete = /^\/api\/admin\/users\/(\d+)$/.exec(path);
    if (method === 'DELETE' && userDelete) {
      users.splice(
        users.findIndex((u) => u.id === Number(userDelete[1])),
        1,
      );
      return new Response(null, { status: 204 });
    }
    if (method === 'GET' && path === '/api/admin/demo-requests') return pageOf(requests.filter((r) => !r.isRead));
    if (method === 'GET' && path === '/api/admin/completed-demo-requests')
      return pageOf(requests.filter((r) => r.isRead));
    const read = /^\/api\/admin\/contact-submissions\/(\d+)\/read$/.exec(path);
    if (method === 'PATCH' && read) {
      const r = requests.find((x) => x.id === Number(read[1]))!;
      r.isRead = true;
      return json(200, r);
    }
    const status = /^\/api\/admin\/contact-submissions\/(\d+)\/member-status$/.exec(path);
    if (method === 'PATCH' && status) return new Response('', { status: 500 });
    if (method === 'GET' && path === '/api/admin/export/contact-submissions') {
      return json(404, { code: 'NOT_FOUND', message: 'No data to export' });
    }
    if (method === 'GET' && path === '/api/admin/all-contact-submissions') return pageOf([]);
    return json(404, { message: 'Not found' });
  });
  return net;
}

const render = (element: React.ReactNode, url = '/screen') =>
  renderRoute([{ path: '/screen', element }], { url, user: admin });

describe('Demo requests', () => {
  it('opening the full message marks it completed; Mark as Completed too; the switch shows its fallback', async () => {
    const net = fakeApi({ requests: [request({}), request({ id: 2, name: 'Bea Two' })] });
    const user = userEvent.setup();
    render(<DemoRequests state="open" />);
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getAllByText('In Progress')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'View message from Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message from Ada Lovelace' });
    expect(within(dialog).getByText('Can I bring my own clubs?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('Ada Lovelace')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Mark as Completed' }));
    expect(await screen.findByText('No demo requests in progress')).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'PATCH').map((c) => c.path)).toEqual([
      '/api/admin/contact-submissions/1/read',
      '/api/admin/contact-submissions/2/read',
    ]);
    cleanup();

    render(<DemoRequests state="completed" />);
    expect(await screen.findByRole('link', { name: 'Back to Admin Dashboard' })).toBeTruthy();
    await user.click(await screen.findByRole('switch', { name: 'Became member for Ada Lovelace' }));
    expect(await screen.findByText('Failed to update member status')).toBeTruthy();
  }, 20_000);
});

describe('Member Management: add and delete', () => {
  it("validates with the requirements' messages and shows the server's message", async () => {
    fakeApi();
    const user = userEvent.setup();
    render(<MemberManagement />);
    await user.click(await screen.findByRole('button', { name: 'Add Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Member' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(await within(dialog).findAllByText('Please fill in all fields')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.type(within(dialog).getByLabelText('Phone'), '4075550101');
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'jane@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    // Under the Email field and in the error toast, which shows inside the open dialog (the page behind is inert).
    expect(await within(dialog).findAllByText('An account with this email already exists.')).toHaveLength(2);

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(
      await screen.findByText("Member added. We've e-mailed new@example.com a link to set a password."),
    ).toBeTruthy();
    expect(await screen.findByText('new@example.com', { selector: 'th *' })).toBeTruthy();
  }, 20_000);

  it("shows each account's name and lets the admin change or remove it", async () => {
    const net = fakeApi();
    const user = userEvent.setup();
    render(<MemberManagement />);
    const row = await screen.findByTestId(`user-row-${jane.id}`);
    expect(within(row).getByText('Jane Doe')).toBeTruthy();
    expect(within(screen.getByTestId(`user-row-${admin.id}`)).getByText('—')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Edit name of jane@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Name' });
    const field = within(dialog).getByLabelText('Name');
    expect((field as HTMLInputElement).value).toBe('Jane Doe');
    await user.clear(field);
    await user.type(field, 'x'.repeat(61));
    await user.click(within(dialog).getByRole('button', { name: 'Save Name' }));
    expect(await within(dialog).findByText('Name must be at most 60 characters')).toBeTruthy();
    await user.clear(field);
    await user.type(field, ' Janie Doe ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByText('jane@example.com is now shown as Janie Doe.')).toBeTruthy();
    expect(await within(row).findByText('Janie Doe')).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/api/admin/users/7/name', body: { name: 'Janie Doe' } },
    ]);

    await user.click(within(row).getByRole('button', { name: 'Edit name of jane@example.com' }));
    await user.clear(within(await screen.findByRole('dialog', { name: 'Edit Name' })).getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByText('jane@example.com has no name now.')).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ name: '' });
  }, 20_000);

  it('shows whether each address is verified beside the membership switch', async () => {
    const pat = sampleUser({ id: 9, username: 'pat@example.com', email: 'pat@example.com', emailVerified: false });
    fakeApi({ users: [jane, pat] });
    render(<MemberManagement />);
    await screen.findByText('Showing 2 of 2 users');
    expect(within(screen.getByTestId('user-row-7')).getByTestId('email-verified').textContent).toBe('E-mail verified');
    expect(within(screen.getByTestId('user-row-9')).getByTestId('email-verified').textContent).toBe(
      'E-mail not verified',
    );
  }, 20_000);

  it('deletes a user after the confirm question; never offered for yourself', async () => {
    const net = fakeApi();
    const user = userEvent.setup();
    render(<MemberManagement />);
    await screen.findByText('Showing 2 of 2 users');
    expect(screen.queryByRole('button', { name: 'Delete admin@longwoodgolf.example' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete jane@example.com' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Delete User' }));
    expect(await screen.findByText('Jane Doe has been deleted.')).toBeTruthy();
    expect(net.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/admin/users/7');
  }, 20_000);
});

describe('Database view', () => {
  it('shows a total the server stopped counting as "more than" and still pages forward to the last page', async () => {
    // A large table: the server counts at most 1 000 rows past the page's first (decision 100).
    const net = stubFetch(({ path: full }) => {
      const url = new URL(full, 'http://localhost');
      if (url.pathname === '/api/user') return json(200, admin);
      if (url.pathname !== '/api/admin/users') return json(404, { message: 'Not found' });
      const at = Number(url.searchParams.get('page') ?? 1);
      const items = Array.from({ length: 50 }, (_, i) =>
        sampleUser({ id: (at - 1) * 50 + i + 1, username: `user-${(at - 1) * 50 + i + 1}@example.com` }),
      );
      // Page 2 is the table's last: its count reached the end, so it is exact.
      const counted = at === 1 ? { total: 1000, totalExact: false } : { total: 100, totalExact: true };
      return json(200, { items, ...counted, page: at, pageSize: 50 });
    });
    const user = userEvent.setup();
    render(<ExportsPage />);
    expect(await screen.findByText('1–50 of more than 1,000 users · Page 1')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pages of users' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('51–100 of 100 users · Page 2 of 2')).toBeTruthy();
    expect(net.calls.some((c) => c.path.startsWith('/api/admin/users?') && c.path.includes('page=2'))).toBe(true);
    expect(within(pager).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  }, 20_000);

  it("says 'No data to export' when the table is empty", async () => {
    fakeApi();
    const user = userEvent.setup();
    render(<ExportsPage />, '/screen?tab=contact-submissions');
    expect(await screen.findByText('No data yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Export Contact Submissions CSV' }));
    expect(await screen.findByText('No data to export')).toBeTruthy();
  });
});
