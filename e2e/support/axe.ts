// axe-core (WCAG 2.1 A/AA rules and best practices): the serious and critical violations on the page, each with
// its rule, impact and the offending elements, so a failing expectation says what to fix. The one axe check of the
// e2e specs.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousViolations(page: Page, { nameMismatch = false } = {}) {
  const results = await new AxeBuilder({ page })
    // axe's experimental label-content-name-mismatch (a control's accessible name leaves out its visible text, which
    // voice control users speak), asked for by the pages the desk and the owner audit: the board, insights, the till,
    // the calendar and the booking dialog.
    .options(nameMismatch ? { rules: { 'label-content-name-mismatch': { enabled: true } } } : {})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`),
    }));
}
