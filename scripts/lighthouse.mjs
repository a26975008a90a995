#!/usr/bin/env node
// Lighthouse (mobile preset: Moto G Power viewport, simulated slow 4G, 4× CPU slowdown) on the landing page as a
// visitor and on /booking as a signed-in member (the development seed's member; docs/decisions/158-booking-page-budget-and-layout-shift.md), served by the
// real server from the built SPA, exactly as production serves it.
//
//   pnpm lighthouse                 production build of apps/web into a temp folder, start the real server
//                                   on it (fresh SQLite), 3 runs of each page, print each page's median run
//   pnpm lighthouse --pages=booking only /booking signed in (--pages=landing: only the landing page)
//   pnpm lighthouse --no-build      serve a copy of the existing apps/web/dist instead
//   pnpm lighthouse --runs=5 --url-path=/contact --report-only (always exit 0) --json=out.json
//   pnpm lighthouse --base-url=https://staging.example   audit a server that is already running (no build)
//
// Prints the performance score, LCP, CLS, TBT (and FCP, Speed Index) and the landing route's JavaScript:
// every script the page actually loaded, gzipped (level 9), summed. Exits 1 when a target is missed:
// landing: score >= 95, CLS <= 0.02, JS <= 90 KB gzipped; /booking signed in: score >= 90, CLS <= 0.1, JS <= 152 KB (decision 463).
// Env: CHROMIUM_PATH (default /usr/bin/chromium).
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '@longwood/test-support/free-port';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The pages audited, each with its targets; --url-path audits one other page as a visitor with the landing's. */
const PAGES = {
  landing: { path: '/', signedIn: false, label: 'Landing JS', targets: { score: 95, cls: 0.02, jsKb: 90 } },
  booking: { path: '/booking', signedIn: true, label: '/booking JS', targets: { score: 90, cls: 0.1, jsKb: 152 } },
};
/** The development seed's member (apps/server/src/db/seeds.ts). */
const MEMBER = { username: 'member@longwoodgolf.example', password: 'longwood-demo' };

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const runs = Math.max(1, Number(args.get('runs') ?? 3));
const pages = args.has('url-path')
  ? [{ ...PAGES.landing, path: args.get('url-path'), label: 'Page JS' }]
  : (args.get('pages') ?? 'landing,booking').split(',').map((name) => {
      if (!PAGES[name]) throw new Error(`Unknown page ${name}: landing or booking`);
      return PAGES[name];
    });
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function waitForServer(baseUrl, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early (code ${child.exitCode}).`);
    try {
      const res = await fetch(`${baseUrl}/api/user`);
      if (res.status === 401 || res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The server did not answer on ${baseUrl} within ${timeoutMs / 1000} s.`);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The scripts the page loaded; bodies read from the served snapshot (or fetched again from an external server). */
async function scriptSizes(lhr, origin, distDir) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin));
  const files = [];
  for (const r of scripts) {
    const body = distDir
      ? readFileSync(path.join(distDir, new URL(r.url).pathname))
      : Buffer.from(await (await fetch(r.url)).arrayBuffer());
    files.push({
      url: r.url.slice(origin.length),
      raw: body.byteLength,
      gzip: gzipSync(body, { level: 9 }).byteLength,
      transferred: r.transferSize ?? 0,
    });
  }
  return files;
}

/** Signs the seeded member in; the session cookie for Lighthouse's requests. */
async function signIn(baseUrl) {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(MEMBER),
  });
  if (res.status !== 200) throw new Error(`Signing in ${MEMBER.username} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  if (!existsSync(chromePath)) {
    throw new Error(`Chromium not found at ${chromePath}. apt-get install -y chromium, or set CHROMIUM_PATH.`);
  }
  const external = args.get('base-url');
  const webDist = path.join(ROOT, 'apps/web/dist');
  // The server gets a private copy of the SPA: other builds in this working tree must not swap files
  // mid-measurement (and ours must not swap theirs), so a fresh build goes straight into a temp folder.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'longwood-lighthouse-'));
  const servedDist = external ? null : path.join(dataDir, 'dist');
  if (servedDist && args.get('no-build') !== 'true') {
    console.log('Building apps/web (production) ...');
    // NODE_ENV=production whatever the caller's: Vite bundles React's development build otherwise.
    execFileSync('pnpm', ['--filter', '@longwood/web', 'build', '--outDir', servedDist, '--emptyOutDir'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
  } else if (servedDist) {
    if (!existsSync(path.join(webDist, 'index.html')))
      throw new Error('apps/web/dist/index.html is missing: build first.');
    cpSync(webDist, servedDist, { recursive: true });
  }

  const port = await freePort();
  const baseUrl = external ? external.replace(/\/+$/, '') : `http://127.0.0.1:${port}`;
  const server = external
    ? null
    : spawn('pnpm', ['--filter', '@longwood/server', 'start'], {
        cwd: ROOT,
        detached: true, // own process group, so pnpm, tsx and node all stop together
        stdio: ['ignore', 'ignore', 'pipe'],
        env: {
          ...process.env,
          NODE_ENV: 'development',
          HOST: '127.0.0.1',
          PORT: String(port),
          SQLITE_FILE: path.join(dataDir, 'lighthouse.sqlite3'),
          DATABASE_URL: '',
          WEB_DIST_DIR: servedDist,
          MAIL_DIR: path.join(dataDir, 'mail'),
          APP_ORIGIN: baseUrl,
          BCRYPT_COST: '10',
          SMTP_HOST: '',
        },
      });
  let serverErr = '';
  server?.stderr.on('data', (d) => (serverErr += d));
  const stopServer = () => {
    if (!server) return;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stopServer);

  let chrome;
  try {
    if (server)
      await waitForServer(baseUrl, server).catch((e) => {
        throw new Error(`${e.message}\n${serverErr}`);
      });
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        // Diagnostics: how the page scores without the hero video (the poster stays).
        ...(args.get('reduced-motion') === 'true' ? ['--force-prefers-reduced-motion'] : []),
      ],
    });
    const report = [];
    for (const page of pages) {
      const url = `${baseUrl}${page.path}`;
      const { targets } = page;
      const cookie = page.signedIn ? await signIn(baseUrl) : undefined;
      const results = [];
      for (let i = 1; i <= runs; i += 1) {
        // Default config = mobile preset (emulated Moto G Power, simulated throttling).
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        });
        if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const a = lhr.audits;
        const run = {
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcpMs: a['first-contentful-paint'].numericValue,
          lcpMs: a['largest-contentful-paint'].numericValue,
          cls: a['cumulative-layout-shift'].numericValue,
          tbtMs: a['total-blocking-time'].numericValue,
          siMs: a['speed-index'].numericValue,
          lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
          // What moved, largest first: the element and its share of the layout shift score.
          shifts: (a['layout-shifts']?.details?.items ?? []).map(
            (item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.snippet ?? item.node?.selector ?? '?'}`,
          ),
          scripts: await scriptSizes(lhr, baseUrl, servedDist),
          opportunities: Object.values(a)
            .filter(
              (x) =>
                x.details?.type === 'opportunity' && (x.numericValue ?? 0) > 0 && x.score !== null && x.score < 0.9,
            )
            .map((x) => `${x.id} (${Math.round(x.numericValue)} ms)`),
        };
        results.push(run);
        console.log(
          `run ${i}/${runs}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms, CLS ${run.cls.toFixed(3)}, TBT ${Math.round(run.tbtMs)} ms`,
        );
      }

      const mid = results.find((r) => r.score === median(results.map((x) => x.score)));
      const jsGzip = mid.scripts.reduce((sum, f) => sum + f.gzip, 0);
      const jsRaw = mid.scripts.reduce((sum, f) => sum + f.raw, 0);
      const jsTransferred = mid.scripts.reduce((sum, f) => sum + f.transferred, 0);
      const checks = [
        ['Performance score', `${mid.score}`, mid.score >= targets.score, `>= ${targets.score}`],
        ['Largest Contentful Paint', `${Math.round(mid.lcpMs)} ms`, true, ''],
        ['Cumulative Layout Shift', mid.cls.toFixed(3), mid.cls <= targets.cls, `<= ${targets.cls}`],
        ['Total Blocking Time', `${Math.round(mid.tbtMs)} ms`, true, ''],
        ['First Contentful Paint', `${Math.round(mid.fcpMs)} ms`, true, ''],
        ['Speed Index', `${Math.round(mid.siMs)} ms`, true, ''],
        [`${page.label} (gzipped)`, kb(jsGzip), jsGzip <= targets.jsKb * 1024, `<= ${targets.jsKb} KB`],
      ];
      console.log(`\nLighthouse mobile, ${url} (median of ${runs} run${runs > 1 ? 's' : ''} by score)`);
      for (const [name, value, ok, target] of checks) {
        console.log(
          `  ${name.padEnd(26)} ${value.padStart(10)}  ${target ? `${ok ? 'OK  ' : 'MISS'} target ${target}` : ''}`,
        );
      }
      console.log(`  LCP element: ${mid.lcpElement}`);
      if (mid.shifts.length) console.log(`  Layout shifts: ${mid.shifts.join('; ')}`);
      console.log(
        `\n  Scripts loaded (${mid.scripts.length}): ${kb(jsRaw)} minified, ${kb(jsGzip)} gzipped, ${kb(jsTransferred)} transferred`,
      );
      for (const f of [...mid.scripts].sort((x, y) => y.gzip - x.gzip)) {
        console.log(`    ${kb(f.gzip).padStart(9)} gz  ${kb(f.raw).padStart(9)} raw  ${f.url}`);
      }
      if (mid.opportunities.length) console.log(`  Opportunities: ${mid.opportunities.join(', ')}`);
      report.push({ url, runs: results, median: mid });

      const missed = checks.filter(([, , ok]) => !ok).map(([name]) => name);
      if (missed.length && args.get('report-only') !== 'true') {
        console.error(`\nTargets missed on ${page.path}: ${missed.join(', ')}`);
        process.exitCode = 1;
      }
    }
    if (args.has('json')) writeFileSync(args.get('json'), JSON.stringify(report, null, 2));
  } finally {
    if (chrome) await chrome.kill();
    stopServer();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
