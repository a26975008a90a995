// The Content-Security-Policy follows the web analytics setting: switched on, the browser may send events to
// the configured endpoint; switched off (the default), scripts may talk to this origin only.
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../support/databases';

function directive(policy: string | null, name: string): string | undefined {
  return policy
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
}

describeEachDatabase('content security policy without analytics', (ctx) => {
  it('lets pages connect to this origin only', async () => {
    const res = await ctx.client().get('/api/user');
    expect(directive(res.headers.get('content-security-policy'), 'connect-src')).toBe("connect-src 'self'");
  });

  it("takes style sheets from this origin only and no style attribute from markup: no 'unsafe-inline' at all", async () => {
    const policy = (await ctx.client().get('/api/user')).headers.get('content-security-policy');
    expect(directive(policy, 'style-src')).toBe("style-src 'self'");
    expect(directive(policy, 'style-src-attr')).toBe("style-src-attr 'none'");
    expect(policy).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'style-src-elem')).toBeUndefined();
  });

  it('turns off the browser features no page uses (Permissions-Policy), on answers and on failures', async () => {
    for (const res of [await ctx.client().get('/api/user'), await ctx.client().get('/healthz')]) {
      const policy = res.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
        expect(policy, `${res.status}`).toContain(feature);
    }
  });
});

describeEachDatabase(
  'content security policy with analytics',
  (ctx) => {
    it("adds the analytics endpoint's origin to connect-src", async () => {
      const res = await ctx.client().get('/api/user');
      expect(directive(res.headers.get('content-security-policy'), 'connect-src')).toBe(
        "connect-src 'self' https://stats.longwoodgolf.example",
      );
    });
  },
  {
    env: {
      VITE_ANALYTICS_PROVIDER: 'plausible',
      VITE_ANALYTICS_ENDPOINT: 'https://stats.longwoodgolf.example/api/event',
    },
  },
);
