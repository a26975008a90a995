// Summarises a V8 CPU profile (`node --cpu-prof`, e.g. from `BENCH_CPU_PROF=<dir> BENCH_ONLY=reads pnpm bench`):
// `tsx bench/profile-summary.ts <file.cpuprofile> [top]` prints the share of sampled time spent in each package
// (self time, by the file's node_modules package or our own source folder) and the functions with the most self
// time and the most total (inclusive) time. Shares, not milliseconds: they hold up on a busy machine.
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function packageOf(url: string): string {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?([^/]+).*/, 'node:$2');
  const modules = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  const own = /\/(apps|packages)\/([^/]+)\/src\/(.*?)(?:\/[^/]+)?$/.exec(url);
  if (own) return `${own[1]}/${own[2]}/src/${own[3]}`;
  return url;
}

/** Our own source files by path; anything else by package. */
function fileOf(url: string): string {
  const own = /\/(apps|packages)\/([^/]+)\/src\/(.*)$/.exec(url);
  return own ? `${own[1]}/${own[2]}/src/${own[3]}` : packageOf(url);
}

function main(): void {
  const [file, topArg, focus] = process.argv.slice(2);
  if (!file) throw new Error('usage: tsx bench/profile-summary.ts <file.cpuprofile> [top]');
  const top = Number(topArg ?? 25);
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  let total = 0;
  for (const t of self.values()) total += t;
  const idle = [...self].filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)');
  const idleTime = idle.reduce((s, [, t]) => s + t, 0);
  const busy = total - idleTime;

  const label = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${fileOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  const add = (map: Map<string, number>, key: string, t: number) => map.set(key, (map.get(key) ?? 0) + t);
  const byPackage = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  const totalByFunction = new Map<string, number>();
  for (const [id, t] of self) {
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') continue;
    add(byPackage, packageOf(node.callFrame.url), t);
    add(selfByFunction, label(node), t);
    // Inclusive time: each distinct function on the sample's stack once.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = label(byId.get(at)!);
      if (seen.has(key)) continue;
      seen.add(key);
      add(totalByFunction, key, t);
    }
  }
  const pct = (t: number) => `${((t / busy) * 100).toFixed(1).padStart(5)} %`;
  const print = (title: string, map: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [key, t] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(t)}  ${key}`);
  };
  console.log(
    `${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (shares below are of busy time)`,
  );
  print('Self time by package / source folder', byPackage);
  print('Self time by function', selfByFunction);
  print('Total (inclusive) time by function', totalByFunction);
  if (focus) {
    // The stacks (up to 8 callers) through which a function matching `focus` spent its total time.
    const stacks = new Map<string, number>();
    for (const [id, t] of self) {
      const chain: string[] = [];
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) chain.push(label(byId.get(at)!));
      const hit = chain.findIndex((l) => l.includes(focus));
      if (hit >= 0) add(stacks, chain.slice(hit, hit + 8).join('\n        < '), t);
    }
    print(`Stacks through "${focus}"`, stacks);
  }
}

main();
