import { describe, expect, it } from 'vitest';
import { SECTION_SCROLL_OFFSET_PX, sectionScrollTop } from './scroll-to-section';

describe('sectionScrollTop', () => {
  it('leaves the section 100 px below the top of the window', () => {
    expect(SECTION_SCROLL_OFFSET_PX).toBe(100);
    // Section 900 px down the viewport while the page is already scrolled by 300 px.
    expect(sectionScrollTop(900, 300)).toBe(1100);
    // Scrolling back up to a section above the viewport.
    expect(sectionScrollTop(-400, 1500)).toBe(1000);
  });
  it('never asks for a negative scroll position', () => {
    expect(sectionScrollTop(40, 0)).toBe(0);
  });
});
