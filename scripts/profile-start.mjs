// Where the app's start spends its time (issue 27 point 9): loads the page
// with Chromium's CPU slowed 4x under the sampling profiler and prints the
// functions with the most self time and the long tasks seen. Wasm names
// need a build that keeps them (wasm-opt -g); with a release build the wasm
// shows as numbered functions.
//
//   BELTBOARD_URL=http://127.0.0.1:PORT/ node scripts/profile-start.mjs [TOP]
import { BASE, launch } from '../tests/browser/harness.mjs';

const top = Number(process.argv[2] ?? 40);
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await page.addInitScript(() => {
    window.__long = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push([Math.round(e.startTime), Math.round(e.duration)])))
        .observe({ type: 'longtask', buffered: true });
});
await cdp.send('Profiler.start');
await page.goto(BASE);
// A plain wait: Playwright's own waiting polls the page with scripts the
// profile would count.
await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
const long = await page.evaluate(() => window.__long);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => {
    const n = byId.get(id);
    const name = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}`;
    self.set(name, (self.get(name) ?? 0) + (dt[i + 1] ?? 0) / 1000);
});
// Busy stretches (no idle sample for 5 ms), each with its heaviest functions.
let t = profile.startTime;
let stretch = null;
const stretches = [];
profile.samples.forEach((id, i) => {
    t += dt[i] ?? 0;
    const n = byId.get(id);
    const idle = n.callFrame.functionName === '(idle)';
    if (!idle) {
        if (!stretch || t - stretch.end > 5000) stretches.push((stretch = { start: t, end: t, fns: new Map() }));
        stretch.end = t;
        const name = `${n.callFrame.functionName || '(anonymous)'}`.replace(/::h[0-9a-f]{16}/, '');
        stretch.fns.set(name, (stretch.fns.get(name) ?? 0) + (dt[i + 1] ?? 0) / 1000);
    }
});
for (const s of stretches.filter((s) => s.end - s.start > 40000)) {
    const heavy = [...s.fns.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(`stretch at ${((s.start - profile.startTime) / 1000).toFixed(0)} ms, ${((s.end - s.start) / 1000).toFixed(0)} ms:`);
    for (const [name, ms] of heavy) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${name.slice(0, 140)}`);
}
// Inclusive time of the app's own functions (each counted once per sample
// in its stack): which hook, effect or view the time is spent under.
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const inclusive = new Map();
profile.samples.forEach((id, i) => {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
        const name = byId.get(at).callFrame.functionName.replace(/::h[0-9a-f]{16}$/, '');
        if (name.includes('beltboard::') && !seen.has(name)) {
            seen.add(name);
            inclusive.set(name, (inclusive.get(name) ?? 0) + (dt[i + 1] ?? 0) / 1000);
        }
    }
});
console.log('inclusive time of the app\'s functions:');
for (const [name, ms] of [...inclusive.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${name.slice(0, 150)}`);
}
const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
for (const [name, ms] of rows) console.log(`${ms.toFixed(1).padStart(8)} ms  ${name.slice(0, 150)}`);
console.log(`long tasks (start, ms): ${long.map(([s, d]) => `${d} at ${s}`).join(', ')}`);
await browser.close();
