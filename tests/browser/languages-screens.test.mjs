// Six languages (issue 24), the screens a player meets: with lang=ru the
// game page, the new-game dialog, the rules help, Preferences, the puzzle
// panel and a finished game's banner hold no word of the English catalogue
// (notation and the names Russian keeps aside); a browser whose language is
// ru-RU opens in Russian with no parameter; lang=de reaches an iframe's board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { BASE, browserSession, openApp, preparePage, openHostPage, assertClean, eventually } from './harness.mjs';

const session = browserSession();

/** The words (3 letters or more, lower case) of a catalogue's messages: their
 * values, not their ids, variables, selector keys or comments. */
function catalogueWords(file) {
    const text = readFileSync(new URL(`../../locales/${file}`, import.meta.url), 'utf8');
    const words = new Set();
    for (const line of text.split('\n')) {
        if (/^\s*#/.test(line)) continue;
        const value = line
            .replace(/^\s*(\.?[a-z][\w-]*)\s*=/, ' ') // `id =`, `.title =`
            .replace(/^\s*\*?\[[^\]]*\]/, ' ') // a variant's `[white]`
            .replace(/\{[^{}]*\}/g, ' ') // a placeable
            .replace(/[{$][\w-]*|-[a-z][\w-]*|->/g, ' '); // what is left of a selector, a term
        for (const w of value.match(/\p{L}{3,}/gu) ?? []) words.add(w.toLowerCase());
    }
    return words;
}

const ENGLISH = catalogueWords('en.ftl');
// Words Russian writes too (Beltboard, PGN, FEN, the notation's letters),
// and each language's name in itself, as the language menu lists them.
const KEPT = catalogueWords('ru.ftl');
for (const file of ['en.ftl', 'de.ftl', 'fr.ftl', 'es.ftl', 'it.ftl']) {
    const text = readFileSync(new URL(`../../locales/${file}`, import.meta.url), 'utf8');
    const name = text.match(/^language-name = (.*)$/m)?.[1] ?? '';
    for (const w of name.match(/\p{L}{3,}/gu) ?? []) KEPT.add(w.toLowerCase());
}

/** Every text of the page a person reads or hears: its text, the document
 * title, and the spoken attributes. */
function pageText(page) {
    return page.evaluate(() => {
        const out = [document.title];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
            const parent = walker.currentNode.parentElement;
            if (parent && !parent.closest('script, style, noscript')) out.push(walker.currentNode.textContent);
        }
        for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-description]')) {
            for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
                if (el.hasAttribute(name)) out.push(el.getAttribute(name));
            }
        }
        return out.join('\n');
    });
}

/** The English catalogue's words in the page's text, with where each stands. */
async function englishWords(page) {
    const text = await pageText(page);
    const found = new Map();
    for (const line of text.split('\n')) {
        for (const w of line.match(/\p{L}{3,}/gu) ?? []) {
            const word = w.toLowerCase();
            if (ENGLISH.has(word) && !KEPT.has(word) && !found.has(word)) found.set(word, line.trim().slice(0, 80));
        }
    }
    return [...found].map(([word, line]) => `${word} (in "${line}")`);
}

async function assertRussian(page, screen) {
    const left = await englishWords(page);
    assert.deepEqual(left, [], `${screen}: English words left`);
}

test('lang=ru: the game page, its dialogs, the puzzle panel and a finished game speak no English', async () => {
    const { page, context, problems } = await openApp(session.browser, { url: `${BASE}?lang=ru&variant=full-belt&ai=none` });
    await eventually(async () => assert.equal(await page.getAttribute('html', 'lang'), 'ru'), 'the page speaks Russian');
    // <html lang> is marked as the catalogue arrives; the page's words follow
    // with the next render.
    await eventually(() => assertRussian(page, 'the game page'), 'the game page in Russian');
    if (await page.$('[data-action="dismiss-intro"]')) await page.click('[data-action="dismiss-intro"]');

    for (const [action, dialog] of [['new-game', 'new-game'], ['rules', 'rules'], ['prefs', 'prefs']]) {
        await page.click(`[data-action="${action}"]`);
        await page.waitForSelector(`dialog[data-dialog="${dialog}"]`);
        await assertRussian(page, `the dialog ${dialog}`);
        await page.click(`dialog[data-dialog="${dialog}"] [data-action="close"]`);
        await page.waitForSelector('[data-dialog]', { state: 'detached' });
    }

    await page.click('[data-action="puzzles"]');
    await page.waitForSelector('[data-puzzle]');
    await assertRussian(page, 'the puzzle panel');
    await context.close();

    // A finished game: its banner.
    const finished = await openApp(session.browser, { url: `${BASE}?lang=ru&variant=no-pawns&ai=none` });
    await finished.page.click('[data-action="resign"]');
    await finished.page.click('[data-action="confirm-resign"]');
    await finished.page.waitForSelector('[data-result]');
    await assertRussian(finished.page, 'a finished game');
    assertClean(problems);
    assertClean(finished.problems);
    await finished.context.close();
});

test('a browser whose language is ru-RU opens in Russian with no parameter', async () => {
    const { page, context, problems } = await openApp(session.browser, { locale: 'ru-RU' });
    await eventually(async () => {
        assert.equal(await page.getAttribute('html', 'lang'), 'ru');
        assert.equal(await page.textContent('[data-action="undo"]'), 'Отменить');
    }, 'the page speaks Russian');
    assertClean(problems);
    await context.close();
});

test('lang=de in an iframe: the embedded board speaks German', async () => {
    const { page, context, problems } = await preparePage(session.browser);
    const src = new URL('?embed=1&lang=de&ai=none', BASE).href;
    await openHostPage(page, 'lang-frame.html', `<iframe id="de" src="${src}" width="480" height="576"></iframe>`);
    const frame = page.frameLocator('#de');
    await frame.locator('[data-square="e4"]').waitFor();
    await eventually(async () => {
        assert.equal(await frame.locator('html').getAttribute('lang'), 'de');
        assert.match(await frame.locator('[data-status]').textContent(), /^Weiß am Zug/);
    }, 'the embedded board speaks German');
    assertClean(problems);
    await context.close();
});
