// The loading skeleton (issue 11): index.html's static board and "Loading
// Beltboard…" show before the wasm has run, in both colour schemes and in an
// embedded frame, and are gone once the app has rendered. Also reports (never
// asserts) the time to the first paint and to the first board, with and
// without a slow network.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, browserSession, preparePage, assertClean, eventually } from './harness.mjs';

const session = browserSession();

/**
 * Opens the app with the app's wasm held back until `release()` is called,
 * and waits for the skeleton. The page's HTML, CSS and JS load as usual.
 */
async function openHeld(options = {}) {
    const opened = await preparePage(session.browser, options);
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await opened.page.route(/\/app-[0-9a-f]+_bg\.wasm$/, async (route) => {
        await held;
        await route.continue();
    });
    await opened.page.goto(options.url ?? BASE, { waitUntil: 'commit' });
    await opened.page.waitForSelector('[data-skeleton]', { state: 'visible' });
    return { ...opened, release };
}

/** The skeleton's geometry and colours, and whether the page has painted. */
function skeleton(page) {
    return page.evaluate(() => {
        const root = document.querySelector('[data-skeleton]');
        const board = root.querySelector('.skeleton-board').getBoundingClientRect();
        // The app's dark square colour as this scheme resolves it (the
        // stylesheet writes light-dark(light, dark)): through a probe.
        const probe = document.createElement('i');
        probe.style.setProperty('color', 'var(--dark-sq)');
        document.documentElement.append(probe);
        const darkSquare = getComputedStyle(probe).color;
        probe.remove();
        return {
            // The page's language's line (the others are hidden, issue 24).
            text: [...root.querySelectorAll('[role=status]')].find((e) => e.checkVisibility()).textContent.trim(),
            board: { width: Math.round(board.width), height: Math.round(board.height), bottom: board.bottom },
            viewport: { width: innerWidth, height: innerHeight },
            border: getComputedStyle(root.querySelector('.skeleton-board')).borderTopColor,
            darkSquare,
            squares: document.querySelectorAll('[data-square]').length,
            painted: performance.getEntriesByType('paint').map((e) => e.name),
        };
    });
}

test('the served index.html holds the skeleton as plain markup, with no script in it', async () => {
    const html = await (await fetch(BASE)).text();
    const markup = html.match(/<div[^>]*data-skeleton[\s\S]*?Loading Beltboard…\s*<\/p>\s*<\/div>/);
    assert.ok(markup, 'the skeleton markup');
    assert.doesNotMatch(markup[0], /<script|\son[a-z]+=/i);
});

for (const colorScheme of ['light', 'dark']) {
    test(`${colorScheme}: the skeleton shows while the wasm loads, then the app replaces it`, async () => {
        const { page, context, problems, release } = await openHeld({ colorScheme });
        // The paint is reported a little after the skeleton is in the page.
        const shown = await eventually(async () => {
            const shown = await skeleton(page);
            assert.ok(shown.painted.includes('first-contentful-paint'), 'the skeleton was painted');
            return shown;
        }, 'the skeleton painted');
        assert.equal(shown.text, 'Loading Beltboard…');
        assert.equal(shown.squares, 0, 'no board yet');
        assert.equal(shown.board.width, shown.board.height, 'a square board');
        assert.ok(shown.board.width >= 300, `board ${shown.board.width} px wide`);
        // Drawn in the app's own square colour of this scheme.
        assert.equal(shown.border, shown.darkSquare);
        release();
        await page.waitForSelector('[data-square="e4"]');
        // (Yew empties <body> when it mounts.)
        await eventually(
            async () => assert.equal(await page.isHidden('[data-skeleton]'), true, 'the skeleton is gone'),
            'the skeleton gone',
        );
        await page.waitForLoadState('networkidle');
        assertClean(problems);
        await context.close();
    });
}

test('phone: the largest text is the skeleton\'s, painted before the wasm runs', async () => {
    // Issue 27 (LCP): the skeleton says what the games are in a paragraph
    // larger than any text the app renders later, so the page's largest
    // contentful paint is the first paint, not the app's introduction.
    const { page, context, problems, release } = await openHeld({ viewport: { width: 412, height: 823 } });
    await eventually(
        async () => assert.ok(await page.evaluate(() => performance.getEntriesByType('paint').length > 0)),
        'the skeleton painted',
    );
    const releasedAt = await page.evaluate(() => performance.now());
    release();
    await page.waitForSelector('[data-intro]');
    await page.waitForLoadState('networkidle');
    const last = await page.evaluate(
        () =>
            new Promise((done) => {
                new PerformanceObserver((list) => {
                    const entries = list.getEntries();
                    const e = entries[entries.length - 1];
                    done({ at: e.startTime, size: e.size });
                }).observe({ type: 'largest-contentful-paint', buffered: true });
            }),
    );
    assert.ok(last.at < releasedAt, `the largest paint (${last.size} px², at ${Math.round(last.at)} ms) came after the wasm was let through (${Math.round(releasedAt)} ms)`);
    assertClean(problems);
    await context.close();
});

test('the skeleton\'s stylesheet holds no :has() rule, which the page would re-check on every change', async () => {
    // Issue 27: a `body:has(> :not(...)) > [data-skeleton]` rule made
    // Chromium recompute the style of every button at each DOM insertion,
    // for the page's whole life. The skeleton goes when Yew empties <body>.
    const { page, context, problems, release } = await openHeld();
    const rules = await page.evaluate(() =>
        [...document.styleSheets]
            .filter((sheet) => !sheet.href)
            .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
    );
    assert.ok(rules.some((rule) => rule.includes('data-skeleton')), 'the inlined skeleton stylesheet was found');
    assert.deepEqual(rules.filter((rule) => rule.includes(':has(')), []);
    release();
    await page.waitForSelector('[data-square="e4"]');
    assert.equal(await page.locator('[data-skeleton]').count(), 0, 'the skeleton left the page');
    await page.waitForLoadState('networkidle');
    assertClean(problems);
    await context.close();
});

for (const [name, viewport, url] of [
    ['phone', { width: 390, height: 844 }, BASE],
    ['phone on its side', { width: 740, height: 360 }, BASE],
    ['embedded frame (5:6)', { width: 320, height: 384 }, `${BASE}?embed=1`],
]) {
    test(`${name}: the skeleton fits the screen`, async () => {
        const { page, context, problems, release } = await openHeld({ viewport, url });
        const shown = await skeleton(page);
        assert.ok(shown.board.width <= viewport.width - 16, `board ${shown.board.width} px in ${viewport.width}`);
        assert.ok(shown.board.bottom <= viewport.height, `board bottom ${shown.board.bottom} in ${viewport.height}`);
        assert.ok(
            await page.evaluate(() => [...document.querySelectorAll('.skeleton-text')].find((e) => e.checkVisibility()).getBoundingClientRect().bottom <= innerHeight),
            'the loading line is on screen',
        );
        release();
        await page.waitForSelector('[data-square="e4"]');
        await eventually(async () => assert.equal(await page.isHidden('[data-skeleton]'), true), 'the skeleton gone');
        await page.waitForLoadState('networkidle');
        assertClean(problems);
        await context.close();
    });
}

/** DevTools' "Slow 3G" profile: 2 s round trips (400 ms x 5), 500 kbit/s x 0.8 each way. */
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: (500 * 1024 * 0.8) / 8, uploadThroughput: (500 * 1024 * 0.8) / 8 };

for (const [name, network] of [['unthrottled', null], ['slow 3G', SLOW_3G]]) {
    test(`timings, ${name}: first paint and first board`, async () => {
        const { page, context, problems } = await preparePage(session.browser);
        if (network) {
            const cdp = await context.newCDPSession(page);
            await cdp.send('Network.enable');
            await cdp.send('Network.emulateNetworkConditions', network);
        }
        await page.goto(BASE, { waitUntil: 'commit', timeout: 120000 });
        await page.waitForSelector('[data-square="e4"]', { timeout: 120000 });
        const t = await page.evaluate(() => ({
            firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
            firstBoard: window.__beltboardFirstBoard,
        }));
        console.log(`# ${name}: first paint (the skeleton) ${Math.round(t.firstPaint)} ms, first board ${Math.round(t.firstBoard)} ms`);
        // The app renders only after the page's first frame (src/bin/app.rs),
        // so the skeleton is painted first even when the wasm comes at once.
        assert.ok(t.firstPaint < t.firstBoard, 'the first paint came before the board');
        await page.waitForLoadState('networkidle', { timeout: 120000 });
        assertClean(problems);
        await context.close();
    });
}

test('the skeleton speaks the language the app will: lang= in the address, then the browser\'s languages', async () => {
    // Issue 24: the page's first words were English in every language.
    const cases = [
        [{ url: `${BASE}?lang=de` }, 'de', /^Full Belt Chess: jeder Zug/, 'Beltboard wird geladen…'],
        [{ locale: 'ru-RU' }, 'ru', /^Шахматы «Полная лента»: каждый ход/, 'Загрузка Beltboard…'],
        [{ locale: 'pt-BR' }, 'en', /^Full Belt Chess: each turn/, 'Loading Beltboard…'],
    ];
    for (const [options, lang, intro, loading] of cases) {
        const { page, context, release } = await openHeld(options);
        assert.equal(await page.getAttribute('html', 'lang'), lang);
        const shown = await page.$$eval('[data-skeleton] p', (ps) => ps.filter((p) => p.checkVisibility()).map((p) => p.textContent));
        assert.equal(shown.length, 2, `one introduction and one loading line: ${shown}`);
        assert.match(shown[0], intro);
        assert.equal(shown[1], loading);
        release();
        await context.close();
    }
});
