import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetOptions, PERMISSIONS_POLICY, recordHeaderWrites, securityHeaders } from './security-headers';

const settings = [
  { isProduction: true, analyticsOrigin: 'https://plausible.example.com' },
  { isProduction: false, analyticsOrigin: null },
];

describe('securityHeaders', () => {
  it.each(settings)(
    'writes exactly what helmet writes, and a Permissions-Policy (production: $isProduction)',
    (env) => {
      const ours = recordHeaderWrites(securityHeaders(env));
      const helmets = recordHeaderWrites(helmet(helmetOptions(env)));
      expect(ours).toEqual({ ...helmets, set: [...helmets.set, ['Permissions-Policy', PERMISSIONS_POLICY]] });
      const headers = new Map(ours.set.map(([name, value]) => [name.toLowerCase(), value]));
      expect(headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.has('strict-transport-security')).toBe(env.isProduction);
      expect(ours.removed).toEqual(['X-Powered-By']);
      expect(headers.get('permissions-policy')).toContain('camera=()');
      expect(headers.get('permissions-policy')).toContain('geolocation=()');
      expect(headers.get('permissions-policy')).toContain('microphone=()');
    },
  );

  it('connects to the analytics origin only when one is set', () => {
    const csp = (env: (typeof settings)[number]) =>
      new Map(recordHeaderWrites(securityHeaders(env)).set).get('Content-Security-Policy');
    expect(csp(settings[0]!)).toContain("connect-src 'self' https://plausible.example.com");
    expect(csp(settings[1]!)).toMatch(/connect-src 'self'(;|$)/);
  });
});
