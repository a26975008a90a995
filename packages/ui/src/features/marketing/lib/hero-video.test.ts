import { describe, expect, it } from 'vitest';
import { shouldPlayHeroVideo } from './hero-video';

describe('shouldPlayHeroVideo', () => {
  it('plays when there is a video and the visitor has no motion or data preference', () => {
    expect(shouldPlayHeroVideo({ hasVideo: true, prefersReducedMotion: false, saveData: false })).toBe(true);
  });
  it('keeps the still poster for reduced motion', () => {
    expect(shouldPlayHeroVideo({ hasVideo: true, prefersReducedMotion: true, saveData: false })).toBe(false);
  });
  it('keeps the still poster when the browser asks to save data', () => {
    expect(shouldPlayHeroVideo({ hasVideo: true, prefersReducedMotion: false, saveData: true })).toBe(false);
  });
  it('does nothing without a video source', () => {
    expect(shouldPlayHeroVideo({ hasVideo: false, prefersReducedMotion: false, saveData: false })).toBe(false);
  });
});
