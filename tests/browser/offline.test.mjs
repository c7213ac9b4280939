// Offline and installable (issue 6): the web app manifest and its icons, the
// service worker written at build time (scripts/write-sw.py), play against
// the AI with the network off after one visit, and Chromium's installability
// check.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
    BASE, CHROMIUM_OPTIONS, browserSession, openApp, assertClean, boardState, newGame, typeTurn, eventually, waitForTurn,
    FULL_BELT_START,
} from './harness.mjs';

const session = browserSession();

/** GETs a file of the app from the test server. */
async function get(path) {
    const response = await fetch(new URL(path, BASE));
    assert.equal(response.status, 200, `GET ${path}`);
    return response;
}

/** sw.js and the constants the build wrote into it. */
async function serviceWorker() {
    const text = await (await get('sw.js')).text();
    const constant = (name) => JSON.parse(text.match(new RegExp(`^const ${name} = (.*?);$`, 'ms'))[1]);
    return { text, version: constant('VERSION'), precache: constant('PRECACHE'), networkFirst: constant('NETWORK_FIRST') };
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes) {
    assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG signature');
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    return `${view.getUint32(16)}x${view.getUint32(20)}`;
}

/** Waits until a service worker controls the page (so its install cached the whole build). */
function waitForServiceWorker(page) {
    return page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
        timeout: 20000,
    });
}

const TYPES = {
    '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css',
    '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json',
};

/**
 * A host of our own to deploy a new build to: a copy of the app (fetched from
 * BASE) in a temporary folder, served under /beltboard/ by this process.
 */
async function privateHost() {
    const root = await mkdtemp(join(tmpdir(), 'beltboard-host-'));
    for (const file of ['index.html', 'sw.js', ...(await serviceWorker()).precache]) {
        await mkdir(dirname(join(root, file)), { recursive: true });
        await writeFile(join(root, file), new Uint8Array(await (await get(file)).arrayBuffer()));
    }
    const server = createServer(async (request, response) => {
        const path = new URL(request.url, 'http://host').pathname;
        const file = path === '/beltboard/' ? 'index.html' : path.replace(/^\/beltboard\//, '');
        try {
            if (file === path || file.includes('..')) throw new Error('outside the app');
            const body = await readFile(join(root, file));
            response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
        } catch {
            response.writeHead(404).end();
        }
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
        root,
        url: `http://127.0.0.1:${server.address().port}/beltboard/`,
        async close() {
            server.closeAllConnections();
            await new Promise((resolve) => server.close(resolve));
            await rm(root, { recursive: true, force: true });
        },
    };
}

/** "Deploys a new build" to a private host: index.html changes, and the build hook writes sw.js again. */
async function deployNewBuild(root) {
    const index = join(root, 'index.html');
    const html = await readFile(index, 'utf8');
    await writeFile(index, html.replace('<title>', '<meta name="beltboard-test-build" content="2"><title>'));
    const script = fileURLToPath(new URL('../../scripts/write-sw.py', import.meta.url));
    const run = spawnSync('python3', [script], {
        env: { ...process.env, TRUNK_STAGING_DIR: root, TRUNK_PROFILE: 'release' },
        encoding: 'utf8',
    });
    assert.equal(run.status, 0, run.stderr);
    return JSON.parse((await readFile(join(root, 'sw.js'), 'utf8')).match(/^const VERSION = (.*);$/m)[1]);
}

test('the manifest, its icons and sw.js are served, and sw.js lists the whole shell', async () => {
    const index = await (await get('')).text();
    assert.match(index, /<link[^>]*href="?manifest\.webmanifest"?[^>]*rel="?manifest|rel="?manifest"?[^>]*href="?manifest\.webmanifest/);
    const manifest = await (await get('manifest.webmanifest')).json();
    assert.equal(manifest.short_name, 'Beltboard');
    assert.match(manifest.name, /Beltboard/);
    assert.equal(manifest.start_url, './');
    assert.equal(manifest.scope, './');
    assert.equal(manifest.display, 'standalone');
    assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/);
    assert.match(manifest.background_color, /^#[0-9a-f]{6}$/);
    const sizes = [];
    for (const icon of manifest.icons) {
        assert.ok(!icon.src.startsWith('/') && !/^[a-z]+:/.test(icon.src), `${icon.src} is relative`);
        const response = await get(new URL(icon.src, new URL('manifest.webmanifest', BASE)).href);
        assert.equal(response.headers.get('content-type'), icon.type, icon.src);
        if (icon.type === 'image/png') {
            const size = pngSize(new Uint8Array(await response.arrayBuffer()));
            assert.equal(size, icon.sizes, `${icon.src} is ${icon.sizes}`);
            sizes.push(size);
        } else {
            assert.match(await response.text(), /^<svg /);
            sizes.push(`svg ${icon.sizes}`);
        }
    }
    for (const size of ['192x192', '512x512', 'svg any']) assert.ok(sizes.includes(size), `an icon ${size}`);

    const sw = await serviceWorker();
    assert.match(sw.version, /^[0-9a-f]{16}$/);
    const appWasm = index.match(/app-[0-9a-f]+_bg\.wasm/)[0];
    const appJs = index.match(/app-[0-9a-f]+\.js/)[0];
    const css = index.match(/style-[0-9a-f]+\.css/)[0];
    for (const file of [appWasm, appJs, css, 'worker.js', 'worker_bg.wasm', 'manifest.webmanifest', 'icons/icon-192.png',
        'icons/icon-512.png', 'icons/icon.svg', 'pieces/wN.svg', 'pieces/bK.svg']) {
        assert.ok(sw.precache.includes(file), `sw.js precaches ${file}`);
    }
    assert.ok(sw.precache.some((f) => /^favicon-[0-9a-f]+\.svg$/.test(f)), 'sw.js precaches the favicon');
    // Code without a content hash in its name is revalidated online: the AI worker at least.
    assert.ok(sw.networkFirst.includes('worker.js') && sw.networkFirst.includes('worker_bg.wasm'));
    // And the live page's ICE servers (issue 26), which a host may edit; the live page is cached like the rest.
    assert.ok(sw.networkFirst.includes('config.json') && sw.precache.includes('live.html'));
    for (const file of sw.networkFirst) {
        assert.match(file, /\.(js|wasm)$|^config\.json$/);
        assert.doesNotMatch(file, /-[0-9a-f]{8,16}(_bg)?\.(js|wasm)$/, `${file} has no hash`);
    }
    // Every listed file exists, or the install would fail; count the shell's size.
    let raw = 0;
    for (const file of sw.precache) raw += (await (await get(file)).arrayBuffer()).byteLength;
    raw += index.length;
    console.log(`# sw.js version ${sw.version}: ${sw.precache.length + 1} files, ${raw} bytes to cache`);
});

test('after one visit the app loads and plays against the AI with the network off', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await waitForServiceWorker(page);
    // Let the first visit finish loading (pieces, worker) before reloading.
    await page.waitForLoadState('networkidle');
    const sw = await serviceWorker();
    const cached = await page.evaluate(async () => {
        const names = await caches.keys();
        return Promise.all(names.map(async (n) => [n, (await (await caches.open(n)).keys()).length]));
    });
    assert.deepEqual(cached, [[`beltboard ${BASE} ${sw.version}`, sw.precache.length + 1]], 'one cache: the whole build');

    await context.setOffline(true);
    const responses = [];
    page.on('response', (r) => responses.push(r));
    await page.reload();
    await page.waitForSelector('[data-square="e4"]');
    await eventually(async () => {
        assert.equal((await page.$$('[data-square]')).length, 64);
        assert.deepEqual(await boardState(page), { fen: FULL_BELT_START, phase: 'move', turn: 'w' });
        assert.match(await page.getAttribute('[data-square="g1"]', 'data-piece'), /^wN$/);
    }, 'the app loaded offline');

    await newGame(page, { mode: 'ai-black', level: '1' });
    await typeTurn(page, 'e2e3 a+1');
    await waitForTurn(page, 'w', 15000);
    await eventually(async () => {
        assert.match(await page.textContent('[data-ply="2"]'), /\S/, 'the AI played the second turn offline');
        assert.match(await page.textContent('[data-ai-info]'), /^AI: depth \d+/);
    }, 'the AI\'s turn, offline');

    await eventually(async () => {
        const served = responses.map((r) => [new URL(r.url()).pathname.split('/').pop(), r.fromServiceWorker()]);
        // The extras too: the new-game dialog above is theirs.
        for (const file of [sw.precache.find((f) => /^app-.*_bg\.wasm$/.test(f)), 'worker.js', 'worker_bg.wasm', 'extras.js', 'extras_bg.wasm']) {
            assert.deepEqual(served.find(([name]) => name === file), [file, true], `${file} came from the service worker`);
        }
    }, 'the code served by the service worker');
    // Any address of the app works offline: the query is the app's business.
    await page.goto(`${BASE}?from=offline-test#x`);
    await page.waitForSelector('[data-square="e4"]');
    await eventually(async () => assert.equal((await page.$$('[data-square]')).length, 64), 'the board, offline');
    assertClean(problems);
    // The network really is off: a file the service worker does not hold fails.
    const probe = await page.evaluate(() => fetch(`./not-cached-${Date.now()}`).then(() => 'fetched', () => 'failed'));
    assert.equal(probe, 'failed');
    await context.close();
});

test('Chromium considers the app installable', async () => {
    // A persistent profile: Playwright's other contexts are incognito, where
    // Chromium never offers to install.
    const profile = await mkdtemp(join(tmpdir(), 'beltboard-install-'));
    const context = await chromium.launchPersistentContext(profile, CHROMIUM_OPTIONS);
    try {
        const page = context.pages()[0] ?? (await context.newPage());
        const problems = [];
        page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
        page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
        await page.goto(BASE);
        await page.waitForSelector('[data-square="e4"]');
        await waitForServiceWorker(page);
        const cdp = await context.newCDPSession(page);
        const manifest = await cdp.send('Page.getAppManifest');
        assert.equal(manifest.url, new URL('manifest.webmanifest', BASE).href);
        assert.deepEqual(manifest.errors, []);
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        assert.deepEqual(installabilityErrors, []);
        assertClean(problems);
    } finally {
        await context.close();
        await rm(profile, { recursive: true, force: true });
    }
});

test('a new build takes effect on the next load and replaces the old cache', async () => {
    const host = await privateHost();
    const { page, context, problems } = await openApp(session.browser, { url: host.url });
    try {
        await waitForServiceWorker(page);
        await page.waitForLoadState('networkidle');
        const cacheNames = () => page.evaluate(() => caches.keys());
        const [oldCache, ...others] = await cacheNames();
        assert.deepEqual(others, []);
        const version = await deployNewBuild(host.root);
        assert.ok(!oldCache.endsWith(version), 'the new build has a new sw.js version');

        // Online, the next load is the new build; soon after it (Chromium checks
        // sw.js a moment after a navigation) the new service worker has cached
        // the new build, taken over and deleted the old build's cache.
        await page.reload();
        await page.waitForSelector('[data-square="e4"]');
        assert.ok(await page.$('meta[name="beltboard-test-build"]'), 'the new index.html');
        const want = `beltboard ${host.url} ${version}`;
        await eventually(async () => assert.equal((await cacheNames()).join(), want), 'the new build\'s cache alone', {
            timeout: 20000,
            interval: 100,
        });
        await page.waitForLoadState('networkidle');

        // Offline, the cache serves the new build.
        await context.setOffline(true);
        await page.reload();
        await page.waitForSelector('[data-square="e4"]');
        assert.ok(await page.$('meta[name="beltboard-test-build"]'), 'the new index.html, offline');
        await eventually(
            async () => assert.deepEqual(await boardState(page), { fen: FULL_BELT_START, phase: 'move', turn: 'w' }),
            'the new build plays offline',
        );
        assertClean(problems);
    } finally {
        await context.close();
        await host.close();
    }
});
