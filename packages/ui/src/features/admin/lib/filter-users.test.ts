import type { User } from '@longwood/core';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../../test/render-route';
import { filterUsers } from './filter-users';

const user = (id: number, overrides: Partial<User>): User =>
  sampleUser({ id, username: `user${id}@example.com`, email: `user${id}@example.com`, ...overrides });

const users: User[] = [
  user(1, {
    username: 'admin@longwoodgolf.example',
    email: 'admin@longwoodgolf.example',
    isAdmin: true,
    isMember: true,
  }),
  user(2, { username: 'Jane.Doe@Example.com', email: 'Jane.Doe@Example.com', phone: '(321) 555-0142', isMember: true }),
  user(3, { username: 'bob', email: 'bob@mail.test', phone: '407.555.0199' }),
  user(4, { username: 'carol', email: 'carol@mail.test', phone: '' }),
];

const ids = (list: User[]) => list.map((u) => u.id);

describe('filterUsers', () => {
  it('returns everyone, in order, for an empty or blank search', () => {
    expect(ids(filterUsers(users, ''))).toEqual([1, 2, 3, 4]);
    expect(ids(filterUsers(users, '   '))).toEqual([1, 2, 3, 4]);
  });

  it('matches part of a username or e-mail, ignoring case', () => {
    expect(ids(filterUsers(users, 'jane.doe'))).toEqual([2]);
    expect(ids(filterUsers(users, 'MAIL.TEST'))).toEqual([3, 4]);
  });

  it('matches phone numbers whatever punctuation either side uses', () => {
    expect(ids(filterUsers(users, '3215550142'))).toEqual([2]);
    expect(ids(filterUsers(users, '555-0199'))).toEqual([3]);
    expect(ids(filterUsers(users, '(407) 555'))).toEqual([1, 3]);
  });

  it('does not treat words that merely contain digits as phone numbers', () => {
    expect(ids(filterUsers(users, 'bay407'))).toEqual([]);
  });

  it('matches the user type, and every word must match', () => {
    expect(ids(filterUsers(users, 'regular'))).toEqual([3, 4]);
    expect(ids(filterUsers(users, 'member'))).toEqual([2]);
    expect(ids(filterUsers(users, 'regular bob'))).toEqual([3]);
    expect(ids(filterUsers(users, 'regular jane'))).toEqual([]);
  });

  it('copes with accounts without a phone number', () => {
    expect(ids(filterUsers(users, 'carol'))).toEqual([4]);
    expect(ids(filterUsers(users, '0000'))).toEqual([]);
  });
});
