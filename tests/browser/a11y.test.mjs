// Keyboard and screen reader (issue 6): the board as a WAI-ARIA grid with
// one tab stop, a whole turn (normal move and belt) by keyboard only, the
// aria-live announcement of each turn, and an axe-core scan of the page in
// its main states with no serious or critical violation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
    BASE, browserSession, openApp, preparePage, assertClean, boardState, newGame, typeTurn, seriousViolations, eventually, settled, waitForTurn,
} from './harness.mjs';

const session = browserSession();

const focused = (page) => page.evaluate(() => document.activeElement?.dataset?.square ?? document.activeElement?.tagName);
const announced = (page) => page.textContent('[data-announce]').then((t) => t.trim());

async function press(page, key, times = 1) {
    for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

test('a whole turn by keyboard only: the grid, the normal move, the belt, Enter to confirm', async () => {
    // Nf3 f+4 allows a win in one: the threat assistant (on for a first
    // visit) would ask about it first, so it is off in the stored preferences.
    const { page, context, problems } = await preparePage(session.browser);
    await page.addInitScript(() => {
        if (!localStorage.getItem('beltboard.prefs')) localStorage.setItem('beltboard.prefs', 'threats=0');
    });
    await page.goto(BASE);
    await page.waitForSelector('[data-square="e4"]');
    assert.equal(await page.getAttribute('.board', 'role'), 'grid');
    assert.equal(await page.$$eval('[role="row"]', (rows) => rows.length), 8);
    assert.equal(await page.$$eval('[data-square][tabindex="0"]', (els) => els.length), 1, 'one tab stop');
    // Tab from the top of the page until the board has the focus.
    let tabs = 0;
    while (!/^[a-h][1-8]$/.test(await focused(page))) {
        assert.ok(++tabs < 40, 'the board is reachable by Tab');
        await page.keyboard.press('Tab');
    }
    await eventually(async () => assert.equal(await focused(page), 'a1'), 'Tab reaches the board on a1');
    await press(page, 'ArrowRight', 6);
    await eventually(async () => assert.equal(await focused(page), 'g1'), 'the focus on g1');
    await press(page, 'Enter');
    await eventually(
        async () => assert.equal(await page.getAttribute('[data-square="g1"]', 'aria-selected'), 'true'),
        'g1 selected',
    );
    await press(page, 'ArrowUp', 2);
    await press(page, 'ArrowLeft');
    await eventually(async () => {
        assert.equal(await focused(page), 'f3');
        assert.match(await page.getAttribute('[data-square="f3"]', 'aria-label'), /^f3, empty, legal move$/);
    }, 'the focus on f3, a legal move');
    await press(page, ' ');
    await eventually(async () => {
        assert.equal((await boardState(page)).phase, 'belt');
        assert.match(await announced(page), /^Now shift a belt/);
    }, 'the belt phase, announced');
    // The belt: Enter on f3 marks it, Enter on f7 shifts file f by four.
    await press(page, 'Enter');
    await eventually(
        async () => assert.match(await page.getAttribute('[data-square="f3"]', 'aria-label'), /marked/),
        'f3 marked',
    );
    await press(page, 'ArrowUp', 4);
    await press(page, 'Enter');
    await eventually(async () => {
        assert.equal(await page.textContent('[data-action="confirm-belt"]'), 'Confirm f-file ↑4');
        assert.equal(await announced(page), 'Belt f+4 previewed: press Enter to confirm.');
    }, 'the belt f+4 previewed');
    await press(page, 'Enter');
    await eventually(async () => {
        assert.equal(await focused(page), 'f7', 'the focus stays on the board');
        assert.equal((await page.textContent('[data-ply="1"]')).trim(), 'Nf3 f-file ↑4');
        assert.equal(await announced(page), 'White: knight g1 to f3, then file f shifted up 4.');
        assert.equal(await page.getAttribute('[data-announce]', 'aria-live'), 'polite');
    }, 'the turn played and announced');
    // The AI (Black) replies; its turn is announced too.
    await waitForTurn(page, 'w', 15000);
    await eventually(async () => assert.match(await announced(page), /^Black: /), 'the AI\'s turn announced');
    // One tab stop: Tab leaves the board at once.
    await press(page, 'Tab');
    await eventually(async () => assert.doesNotMatch(await focused(page), /^[a-h][1-8]$/), 'Tab leaves the board');
    assertClean(problems);
    await context.close();
});

test('a promotion by keyboard only: the dialog takes the focus, keeps Tab inside, Escape cancels, the focus comes back', async () => {
    const fen = encodeURIComponent('8/P6k/8/8/8/8/8/K7 w - - 0 5');
    const { page, context, problems } = await openApp(session.browser, { url: `${BASE}?variant=full-belt&ai=none&fen=${fen}` });
    let tabs = 0;
    while (!/^[a-h][1-8]$/.test(await focused(page))) {
        assert.ok(++tabs < 40, 'the board is reachable by Tab');
        await page.keyboard.press('Tab');
    }
    await press(page, 'ArrowUp', 6);
    await press(page, 'Enter');
    await press(page, 'ArrowUp');
    await press(page, 'Enter');
    const dialog = page.locator('dialog[data-dialog="promotion"]');
    await dialog.waitFor();
    // The page behind a modal dialog is inert: Tab never lands there (it may
    // reach the browser's own controls, where the page sees no element).
    const inDialog = () =>
        page.evaluate(() => {
            const el = document.activeElement;
            return !el || el === document.body || !!el.closest('dialog[open]');
        });
    await page.waitForFunction(() => !!document.activeElement?.closest('dialog[open]'));
    for (let i = 0; i < 8; i++) {
        await press(page, 'Tab');
        await eventually(
            async () => assert.ok(await inDialog(), 'Tab never reaches the page behind the dialog'),
            'the focus in the dialog',
        );
    }
    await press(page, 'Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.dataset?.square === 'a8');
    await settled(page);
    assert.equal((await boardState(page)).phase, 'move', 'Escape cancels the promotion: the pawn stays');
    // Again, and this time choose the knight with the keyboard.
    await press(page, 'ArrowDown');
    await press(page, 'Enter');
    await press(page, 'ArrowUp');
    await press(page, 'Enter');
    await dialog.waitFor();
    await page.waitForFunction(() => !!document.activeElement?.closest('dialog[open]'));
    while ((await page.evaluate(() => document.activeElement?.dataset?.promotion)) !== 'n') await press(page, 'Tab');
    await press(page, 'Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelector('[data-fen]').dataset.phase === 'belt');
    await eventually(
        async () => assert.equal(await page.getAttribute('[data-square="a8"]', 'data-piece'), 'wN'),
        'a knight on a8',
    );
    await page.waitForFunction(() => /^[a-h][1-8]$/.test(document.activeElement?.dataset?.square ?? ''));
    assertClean(problems);
    await context.close();
});

test('the arrow keys on the board move the focus, not through the moves; a flipped board keeps its directions', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await newGame(page, { variant: 'no-pawns', mode: 'two-players' });
    await typeTurn(page, 'Nc3');
    await waitForTurn(page, 'b');
    const live = await boardState(page);
    await page.click('[data-action="flip"]');
    await page.waitForSelector('[data-action="flip"][aria-pressed="true"]');
    await page.focus('[data-square="d4"]');
    const start = await focused(page);
    await press(page, 'ArrowLeft');
    await settled(page);
    assert.deepEqual(await boardState(page), live, 'the live position stays');
    await press(page, 'ArrowUp');
    const [f0, r0] = [start.charCodeAt(0), Number(start[1])];
    await eventually(async () => {
        const now = await focused(page);
        assert.deepEqual([now.charCodeAt(0) - f0, Number(now[1]) - r0], [1, -1], 'flipped: left is toward h, up is toward rank 1');
    }, 'the focus moved by the arrows');
    // Chess without Pawns: a move by keyboard plays at once, and is announced with the check sign's words.
    await page.focus('[data-square="b8"]');
    await press(page, 'Enter');
    await page.focus('[data-square="c6"]');
    await press(page, 'Enter');
    await eventually(async () => {
        assert.equal((await page.textContent('[data-ply="2"]')).trim(), 'Nc6');
        assert.equal(await announced(page), 'Black: knight b8 to c6.');
    }, 'the move played and announced');
    assertClean(problems);
    await context.close();
});

const axe = seriousViolations;

test('axe-core finds no serious or critical violation, light and dark, in every main state', async () => {
    for (const colorScheme of ['light', 'dark']) {
        const { page, context, problems } = await openApp(session.browser, { colorScheme });
        await page.waitForLoadState('networkidle');
        assert.deepEqual(await axe(page), [], `${colorScheme}: the page`);
        await newGame(page, { mode: 'two-players' });
        await page.click('[data-square="g1"]');
        await page.click('[data-square="f3"]');
        await page.click('[data-belt-shift="f+"]');
        // Each scan waits for the state it is about.
        await page.waitForFunction(() => document.querySelector('[data-action="confirm-belt"]')?.textContent === 'Confirm f-file ↑1');
        assert.deepEqual(await axe(page), [], `${colorScheme}: the belt phase`);
        await page.click('[data-action="confirm-belt"]');
        await page.waitForSelector('[data-relay]');
        assert.deepEqual(await axe(page), [], `${colorScheme}: after a turn (play-by-link box)`);
        for (const action of ['new-game', 'share', 'rules']) {
            await page.click(`[data-action="${action}"]`);
            await page.waitForSelector('dialog[data-dialog][open]');
            assert.deepEqual(await axe(page), [], `${colorScheme}: the ${action} dialog`);
            await page.keyboard.press('Escape');
            await page.waitForSelector('[data-dialog]', { state: 'detached' });
        }
        assertClean(problems);
        await context.close();
    }
});

test('axe-core: the embedded board and the notice have no serious or critical violation either', async () => {
    for (const [what, query] of [['the embedded board', '?embed=1&variant=no-pawns&ai=none'], ['a notice', '?level=9']]) {
        const { page, context, problems } = await openApp(session.browser, { url: `${BASE}${query}` });
        await page.waitForLoadState('networkidle');
        if (what === 'a notice') assert.match(await page.textContent('[data-notice]'), /link parameter 'level'/);
        assert.deepEqual(await axe(page), [], what);
        assertClean(problems);
        await context.close();
    }
});

test('axe-core: the puzzle panel, before and after an answer, light and dark', async () => {
    for (const colorScheme of ['light', 'dark']) {
        const { page, context, problems } = await openApp(session.browser, { colorScheme, url: `${BASE}?puzzle=np-0001` });
        await page.waitForSelector('[data-puzzle-id="np-0001"]');
        await page.waitForLoadState('networkidle');
        assert.deepEqual(await axe(page), [], `${colorScheme}: the puzzle`);
        await page.click('[data-square="a3"]');
        await page.click('[data-square="b2"]');
        // A wrong try stays with the reply that refutes it, drawn and said; the solution asked for ends the puzzle.
        await page.waitForSelector('[data-puzzle][data-refutation]');
        assert.deepEqual(await axe(page), [], `${colorScheme}: a wrong try refuted`);
        await page.click('[data-action="puzzle-solution"]');
        await page.waitForSelector('[data-puzzle-result="failed"]');
        assert.deepEqual(await axe(page), [], `${colorScheme}: a failed answer`);
        assertClean(problems);
        await context.close();
    }
});
