import { describe, expect, it } from 'vitest';
import { signInReason } from '../guards';
import { documentTitleFor } from './use-document-title';

describe('document titles', () => {
  it('names every screen, with the facility after it, and the landing page as in index.html', () => {
    expect(documentTitleFor('/')).toBe('Longwood Golf | Golf Simulator & Fitness Facility');
    expect(documentTitleFor('/booking')).toBe('Book a Bay | Longwood Golf');
    expect(documentTitleFor('/admin/leagues/12/rounds/3/scores')).toBe('Round Scores | Longwood Golf');
    expect(documentTitleFor('/reset-password/abc')).toBe('Reset Password | Longwood Golf');
    expect(documentTitleFor('/reset-password')).toBe('Reset Password | Longwood Golf');
    expect(documentTitleFor('/nowhere')).toBe('Page Not Found | Longwood Golf');
  });
});

describe('sign-in reasons', () => {
  it('says why a guarded path asks to sign in', () => {
    expect(signInReason('/booking')).toBe('Sign in to book a bay.');
    expect(signInReason('/leagues/4/signup')).toBe('Sign in to join a league.');
    expect(signInReason('/admin/members')).toBe('Sign in to open the admin console.');
    expect(signInReason('/database-view')).toBe('Sign in to open the admin console.');
    expect(signInReason('/somewhere-new')).toBe('Sign in to continue.');
  });
});
