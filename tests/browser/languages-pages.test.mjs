// Six languages beyond the game page (issue 24): data-lang on an embed.js
// div reaches the frame as lang=, the game viewer and the studio's diagram
// speak the language asked for, the screen reader hears the turn in Russian
// (the move list keeps SAN), the share dialog and the library speak Russian,
// and the installed app's manifest follows the language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, browserSession, openApp, preparePage, openHostPage, assertClean, eventually, newGame, typeTurn, waitForTurn } from './harness.mjs';

const session = browserSession();

test('data-lang="fr" on an embed.js div: the frame asks for lang=fr and the board speaks French', async () => {
    const { page, context, problems } = await preparePage(session.browser);
    await openHostPage(page, 'lang-host.html', '<div class="beltboard" id="fr" data-lang="fr" data-ai="none"></div>'
        + '<script src="embed.js"></script>');
    const frame = page.frameLocator('iframe[data-beltboard-id="fr"]');
    await frame.locator('[data-square="e4"]').waitFor();
    assert.match(await page.getAttribute('iframe[data-beltboard-id="fr"]', 'src'), /[?&]lang=fr(&|$)/);
    await eventually(async () => {
        assert.equal(await frame.locator('html').getAttribute('lang'), 'fr');
        assert.match(await frame.locator('[data-status]').textContent(), /^Aux blancs de jouer/);
    }, 'the embedded board speaks French');
    assertClean(problems);
    await context.close();
});

test('the game viewer with lang=de speaks German', async () => {
    const { page, context, problems } = await preparePage(session.browser, { viewport: { width: 420, height: 640 } });
    await page.goto(`${BASE}?embed=1&view=1&moves=g1f3_f%2B4&ply=0&lang=de`);
    await page.waitForSelector('[data-viewer] [data-square="e4"]');
    await eventually(async () => {
        assert.equal(await page.getAttribute('html', 'lang'), 'de');
        assert.equal(await page.textContent('[data-viewer-turn]'), 'Anfang (0/1)');
    }, 'the viewer speaks German');
    assertClean(problems);
    await context.close();
});

test('Russian: the turn heard, the share dialog, the library and the manifest', async () => {
    const { page, context, problems } = await openApp(session.browser, { url: `${BASE}?lang=ru` });
    await eventually(async () => assert.equal(await page.getAttribute('html', 'lang'), 'ru'), 'Russian');
    await newGame(page, { mode: 'two-players' });
    await typeTurn(page, 'Nf3 f+4');
    await waitForTurn(page, 'b');
    await eventually(async () => assert.equal(
        (await page.textContent('[data-announce]')).trim(),
        'Белые: конь g1 на f3, затем вертикаль f сдвинута вверх на 4.',
    ), 'the screen reader hears the turn in Russian');
    assert.equal(await page.getAttribute('[data-square="e4"]', 'aria-label'), 'e4, пусто');
    assert.match(await page.textContent('[data-ply="1"]'), /Nf3/, 'the move list keeps SAN');

    await page.click('[data-action="share"]');
    await eventually(async () => {
        assert.equal(await page.textContent('[data-dialog="share"] h2'), 'Поделиться, экспорт и импорт');
        assert.equal(await page.textContent('[data-action="download-pgn"]'), 'Скачать PGN');
    }, 'the share dialog in Russian');
    await page.fill('[data-input="import"]', '1. e2e5');
    await page.click('[data-action="import"]');
    await eventually(async () => assert.match(await page.textContent('[data-import-error]'), /^Этот PGN не загружается: /),
        'the import error in Russian');
    await page.keyboard.press('Escape');

    await page.click('[data-action="library"]');
    await eventually(async () => {
        assert.equal(await page.textContent('[data-dialog="library"] h2'), 'Ваши партии');
        assert.match(await page.textContent('[data-game-entry].current'), /1 ход/);
        assert.equal(await page.textContent('[data-game-entry].current .entry-here'), 'Идёт здесь');
    }, 'the library in Russian');

    const href = await page.getAttribute('link[rel="manifest"]', 'href');
    assert.equal(href, 'lang/manifest-ru.webmanifest');
    const manifest = await page.evaluate(async (h) => (await fetch(h)).json(), href);
    assert.equal(manifest.lang, 'ru');
    assert.match(manifest.name, /Шахматы без пешек/);
    assert.equal(new URL(manifest.start_url, new URL(href, page.url())).href, new URL('./', page.url()).href.split('?')[0]);
    assertClean(problems);
    await context.close();
});
