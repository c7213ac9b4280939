// Live play with a friend on another device (issue 26): two browser
// contexts of one Chromium (two devices) connect by a WebRTC data channel
// set up from the invitation and answer codes, with no server but the
// static one (the devices and the steps of a connection are in
// live-devices.mjs, with the browser's flags for this machine).
//
// BELTBOARD_SHOTS=<dir> also saves screenshots (invite, join, game,
// disconnect) at 390 and 1280 px, light and dark.
import { test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import jsQR from 'jsqr';
import { BASE, takeCspViolations, boardState, typeTurn, eventually, pieces } from './harness.mjs';
import { startBrowser, stopBrowser, device, invite, join, connect, clickCentre, connectedPair } from './live-devices.mjs';

before(startBrowser);
afterEach(() => assert.deepEqual(takeCspViolations(), [], 'Content Security Policy violations'));
after(stopBrowser);

const SHOTS = process.env.BELTBOARD_SHOTS;

/**
 * The text of the QR code drawn in `selector`: its SVG path (one rectangle
 * `M x y h w v1 h-w z` per run of dark modules) painted at 4 pixels a
 * module, quiet zone included, then read by jsQR, a reader from npm.
 */
async function readQr(page, selector) {
    const { view, path } = await page.$eval(`${selector} svg`, (svg) => ({
        view: Number(svg.getAttribute('viewBox').split(' ')[2]),
        path: svg.querySelector('path').getAttribute('d'),
    }));
    const scale = 4;
    const side = view * scale;
    const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
    for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
        for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
            for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++) {
                pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
            }
        }
    }
    return jsQR(pixels, side, side)?.data;
}

async function shot(page, name) {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('invite, join by the answer text, play a turn each way, refuse a hostile turn, resign on both', async (t) => {
    const white = await device({ spy: true });
    const black = await device();
    const link = await invite(white.page, 'w');
    assert.ok(link.length < 700, `the invitation link is ${link.length} characters`);
    const modules = Number(await white.page.getAttribute('[data-invite-qr] svg', 'data-modules'));
    const code = link.slice(link.lastIndexOf('live=') + 5);
    t.diagnostic(`invitation: code ${code.length} characters, link ${link.length}, QR ${modules} modules (version ${(modules - 17) / 4})`);
    assert.equal(await readQr(white.page, '[data-invite-qr]'), link, 'the QR code reads back as the invitation');
    const started = Date.now();
    const answer = await join(black.page, link, 'Full Belt Chess, you play Black, no clock');
    assert.equal(await readQr(black.page, '[data-answer-qr]'), answer, 'the QR code reads back as the answer');
    // The answer pasted as its bare text works as well as the link.
    await connect(white.page, black.page, answer.slice(answer.indexOf('#answer=') + 8));
    // A figure for the report, not an assertion (the machine is noisy).
    t.diagnostic(`from the invitation to connected on both: ${Date.now() - started} ms (gathering included)`);

    // The belt bar's hint for the player to move: on White's board, not on
    // Black's while White plays.
    assert.ok(await white.page.isVisible('.belt-bar.idle .belt-idle'), 'the hint on the board of the side to move');
    assert.ok(!(await black.page.isVisible('.belt-bar.idle .belt-idle')), 'no hint while the friend plays');
    await typeTurn(white.page, 'g1f3 f+4');
    const afterWhite = (await boardState(white.page)).fen;
    await eventually(async () => assert.equal((await boardState(black.page)).fen, afterWhite), 'White\'s turn on Black\'s board');
    await typeTurn(black.page, 'a7a5 1+1');
    const afterBlack = (await boardState(black.page)).fen;
    assert.notEqual(afterBlack, afterWhite);
    await eventually(async () => assert.equal((await boardState(white.page)).fen, afterBlack), 'Black\'s turn on White\'s board');

    // A hostile peer: White's first turn sent again as turn 3 (its knight left g1 long ago).
    const sent = await white.page.evaluate(() => window.__liveSent);
    const first = sent.find((bytes) => bytes[0] === 1 && bytes[1] === 0);
    assert.ok(first, 'the first turn went through the channel');
    await white.page.evaluate((bytes) => {
        bytes[1] = 2;
        window.__liveChannel.send(new Uint8Array(bytes));
        window.__liveChannel.send(new Uint8Array([250, 1, 2, 3]));
    }, first);
    await black.page.waitForSelector('[data-live-refused]');
    assert.match(await black.page.textContent('[data-live-refused]'), /could not be read|illegal/);
    assert.equal((await boardState(black.page)).fen, afterBlack, 'nothing changed');

    // Both keep the game in the game page's library, under a live key.
    for (const page of [white.page, black.page]) {
        const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('beltboard.library.live-')));
        assert.equal(keys.length, 1, 'one live entry in the library');
    }

    await black.page.click('[data-action="live-resign"]');
    for (const page of [white.page, black.page]) {
        await page.waitForSelector('[data-live-result]');
        assert.match(await page.textContent('[data-live-result]'), /^1-0 · White wins by resignation/);
    }
    assert.deepEqual([...white.problems, ...black.problems], []);
    await white.context.close();
    await black.context.close();
});

test('a whole game of Chess without Pawns, to the king\'s capture that wins it, on both devices', async (t) => {
    const white = await device();
    const black = await device();
    const link = await invite(white.page, 'w', 'no-pawns');
    const answer = await join(black.page, link, 'Chess without Pawns, you play Black, no clock');
    await connect(white.page, black.page, answer);
    // Black's knight walks to e2, next to both white kings and unprotected:
    // a king takes it and wins at once (docs/rules.md).
    const turns = ['a1a2', 'b8c6', 'a2a1', 'c6d4', 'a1a2', 'd4e2', 'e1e2'];
    const delays = [];
    for (const [i, turn] of turns.entries()) {
        const [mover, other] = i % 2 === 0 ? [white.page, black.page] : [black.page, white.page];
        await typeTurn(mover, turn);
        const fen = (await boardState(mover)).fen;
        const played = Date.now();
        await eventually(async () => assert.equal((await boardState(other)).fen, fen), `turn ${i + 1} (${turn}) on the other board`);
        delays.push(Date.now() - played);
    }
    // A figure for the report, not an assertion (the machine is noisy; the
    // check polls every 50 ms).
    t.diagnostic(`a turn on the other board after ${delays.join(', ')} ms (most ${Math.max(...delays)} ms)`);
    for (const page of [white.page, black.page]) {
        await page.waitForSelector('[data-live-result]');
        assert.match(await page.textContent('[data-live-result]'), /^1-0/);
        assert.equal(await page.$('[data-action="live-resign"]'), null, 'the game is over');
        assert.ok(await page.$('[data-action="offer-rematch"]'), 'a rematch can be offered');
    }
    assert.deepEqual([...white.problems, ...black.problems], []);
    await white.context.close();
    await black.context.close();
});

test('a takeback, a draw by agreement and a rematch, asked on one device and answered on the other', async () => {
    const white = await device();
    const black = await device();
    const link = await invite(white.page, 'w');
    const answer = await join(black.page, link, 'Full Belt Chess, you play Black, no clock');
    await connect(white.page, black.page, answer);
    const start = (await boardState(white.page)).fen;
    await typeTurn(white.page, 'g1f3 f+4');
    const afterWhite = (await boardState(white.page)).fen;
    await eventually(async () => assert.equal((await boardState(black.page)).fen, afterWhite), 'White\'s turn arrives');
    await typeTurn(black.page, 'a7a5 1+1');
    const afterBlack = (await boardState(black.page)).fen;
    await eventually(async () => assert.equal((await boardState(white.page)).fen, afterBlack), 'Black\'s turn arrives');

    // White asks to take back: back to White's move, both turns undone.
    await white.page.click('[data-action="offer-takeback"]');
    await white.page.waitForSelector('[data-offer-sent]');
    await black.page.waitForSelector('[data-offer-received]');
    await black.page.click('[data-action="accept-offer"]');
    for (const page of [white.page, black.page]) {
        await eventually(async () => assert.equal((await boardState(page)).fen, start), 'the takeback on both boards');
    }
    assert.equal(await white.page.$('[data-offer-sent]'), null, 'the proposal answered');

    // A turn again, then Black offers a draw and White accepts it.
    await typeTurn(white.page, 'b1c3 a+1');
    await eventually(async () => assert.equal((await boardState(black.page)).fen, (await boardState(white.page)).fen), 'the new turn arrives');
    await black.page.click('[data-action="offer-draw"]');
    await white.page.waitForSelector('[data-offer-received]');
    await white.page.click('[data-action="accept-offer"]');
    for (const page of [white.page, black.page]) {
        await page.waitForSelector('[data-live-result]');
        assert.match(await page.textContent('[data-live-result]'), /[Dd]raw/);
        assert.equal(await page.$('[data-action="live-resign"]'), null, 'the game is over');
    }

    // A rematch: a new game on both, colours swapped.
    const firstGame = await white.page.getAttribute('[data-live-game]', 'data-live-game');
    await white.page.click('[data-action="offer-rematch"]');
    await black.page.waitForSelector('[data-offer-received]');
    await black.page.click('[data-action="accept-offer"]');
    for (const [page, me] of [[white.page, 'Black'], [black.page, 'White']]) {
        await eventually(async () => {
            assert.equal(await page.getAttribute('[data-live-game]', 'data-me'), me);
            assert.notEqual(await page.getAttribute('[data-live-game]', 'data-live-game'), firstGame);
            assert.equal((await boardState(page)).fen, start);
            assert.equal(await page.$('[data-live-result]'), null);
        }, `the rematch, playing ${me}`);
    }
    assert.equal(await white.page.getAttribute('[data-live-game]', 'data-live-game'),
        await black.page.getAttribute('[data-live-game]', 'data-live-game'), 'one rematch game on both');
    assert.deepEqual([...white.problems, ...black.problems], []);
    await white.context.close();
    await black.context.close();
});

// The live page as the game page: each side is told its colour, sees
// both players and the move list; Enter confirms a belt shown by clicking
// its arrow; a declined proposal is told to the side that made it; the
// answer link opened again is news, not an error over the game.
test('each side is told its colour, sees both players and the moves of both', async () => {
    const { white, black, host, hostSide } = await connectedPair('random');
    // The colour drawn at random is the one the inviting side plays.
    assert.equal(await host.page.getAttribute('[data-live-game]', 'data-me'), hostSide);
    for (const [page, me, them] of [[white.page, 'White', 'Black'], [black.page, 'Black', 'White']]) {
        assert.equal(await page.textContent('[data-live-me]'), `You play ${me}`);
        const bar = (who) => page.locator(`[data-live-player="${who}"]`);
        assert.equal(await bar('me').locator('.player-name').textContent(), 'You');
        assert.equal(await bar('me').locator('.player-side').textContent(), me);
        assert.equal(await bar('friend').locator('.player-name').textContent(), 'Friend');
        assert.equal(await bar('friend').locator('.player-side').textContent(), them);
        // This side's own bar under its board, the friend's above it.
        const [mine, theirs, board] = await Promise.all([bar('me').boundingBox(), bar('friend').boundingBox(),
            page.locator('.board').boundingBox()]);
        assert.ok(theirs.y < board.y && mine.y > board.y + board.height / 2, 'the friend above the board, this side below');
    }
    await typeTurn(white.page, 'g1f3 f+4');
    for (const page of [white.page, black.page]) {
        await eventually(async () => assert.equal(await page.textContent('.move-list [data-ply="1"]'), 'Nf3 f-file ↑4'),
            'the move list shows the turn on both sides');
    }
    assert.deepEqual([...white.problems, ...black.problems], []);
    await white.context.close();
    await black.context.close();
});

test('on Black\'s turned board, an arrow says the way it points, and Enter after a click on it confirms the belt', async () => {
    const { white, black } = await connectedPair('w');
    await typeTurn(white.page, 'g1f3 f+4');
    const afterWhite = (await boardState(white.page)).fen;
    await eventually(async () => assert.equal((await boardState(black.page)).fen, afterWhite), 'White\'s turn arrives');
    await clickCentre(black.page, '[data-square="b8"]');
    await clickCentre(black.page, '[data-square="c6"]');
    await eventually(async () => assert.equal((await boardState(black.page)).phase, 'belt'), 'the belt phase');
    // Black's board is turned: rank 6's left-hand arrow shifts it toward
    // the h-file, which is on the left there.
    const arrow = '.belt-arrow.left[data-belt-shift="6+"]';
    assert.equal(await black.page.getAttribute(arrow, 'aria-label'), 'Shift rank 6 left one square');
    assert.equal(await black.page.getAttribute('.belt-arrow.right[data-belt-shift="6-"]', 'aria-label'),
        'Shift rank 6 right one square');
    const before = await pieces(black.page);
    await clickCentre(black.page, arrow);
    await eventually(async () => assert.notDeepEqual(await pieces(black.page), before), 'the shift is shown');
    await black.page.keyboard.press('Enter');
    await eventually(async () => assert.deepEqual(await black.page.locator('.move-list [data-ply="2"]').allTextContents(), ['Nc6 rank 6 →1']),
        'Enter confirmed the turn as shown (one step, not two)');
    const played = (await boardState(black.page)).fen;
    assert.notEqual(played, afterWhite);
    await eventually(async () => assert.equal((await boardState(white.page)).fen, played), 'the turn reaches White');
    assert.deepEqual([...white.problems, ...black.problems], []);
    await white.context.close();
    await black.context.close();
});

test('a declined draw is told to the side that offered it; the answer link opened again is calm news', async () => {
    const { white, black, host, answer } = await connectedPair('w');
    await clickCentre(white.page, '[data-action="offer-draw"]');
    await black.page.waitForSelector('[data-offer-received="a draw"]');
    await clickCentre(black.page, '[data-action="decline-offer"]');
    await eventually(async () => assert.equal(await white.page.textContent('[data-offer-declined="a draw"]'),
        'Your friend declined your draw offer.'), 'White is told');
    assert.equal(await white.page.$('[data-offer-sent]'), null, 'the proposal answered');
    assert.ok(await white.page.$('[data-action="live-resign"]'), 'the game goes on');
    // The friend's answer link tapped once more in the chat: a tab of its own
    // hands it to the game's page, which says it calmly.
    const tab = await host.context.newPage();
    await tab.goto(answer);
    await tab.waitForSelector('[data-live-refused-code]');
    await eventually(async () => assert.match(await host.page.textContent('[data-live-notice]'), /read already/),
        'the game\'s page notes it');
    assert.equal(await host.page.locator('[data-live-error], [role="alert"]').count(), 0, 'no error over the game');
    assert.ok(await host.page.$('.app[data-peer="connected"]'), 'still connected');
    await typeTurn(white.page, 'g1f3 f+4');
    await eventually(async () => assert.equal((await boardState(black.page)).fen, (await boardState(white.page)).fen),
        'the game goes on');
    assert.deepEqual([...white.problems, ...black.problems], []);
    await white.context.close();
    await black.context.close();
});

test('no connection within 20 s: the page says what likely failed and offers play by link with the game', async () => {
    const white = await device();
    const black = await device();
    const link = await invite(white.page, 'b');
    // The friend answers, but the answer never reaches the inviting device.
    await join(black.page, link, 'Full Belt Chess, you play White, no clock');
    await black.page.waitForSelector('[data-live-slow]', { timeout: 40000 });
    assert.match(await black.page.textContent('[data-live-slow]'), /different networks/);
    const href = await black.page.getAttribute('[data-live-slow] [data-action="play-by-link"]', 'href');
    // No turn yet: the same game on the game page, to play and send on by link.
    assert.match(href, /^index\.html#variant=full-belt&ai=none/);
    await black.page.click('[data-live-slow] [data-action="play-by-link"]');
    await black.page.waitForSelector('[data-square="e4"]');
    assert.match(black.page.url(), /\/index\.html/);
    assert.deepEqual([...white.problems, ...black.problems], []);
    await white.context.close();
    await black.context.close();
});

// Issue 25 (clocklive): a flag in a live game.
test('a flag ends a timed live game on both sides, with the result announced', async () => {
    const white = await device();
    const black = await device({ width: 390, scheme: 'dark' });
    await white.page.goto(`${new URL('live.html', BASE).href}?variant=no-pawns&color=w&clock=0.25%2B0`);
    await white.page.waitForSelector('[data-invite-qr] svg path', { timeout: 15000 });
    const link = await white.page.inputValue('[data-invite-link]');
    await black.page.goto(link);
    await black.page.waitForSelector('[data-live-terms]');
    assert.match(await black.page.textContent('[data-live-terms]'), /Chess without Pawns, you play Black, 0\.25\+0/);
    await black.page.click('[data-action="accept-invite"]');
    await black.page.waitForSelector('[data-answer-link]', { timeout: 15000 });
    await connect(white.page, black.page, await black.page.inputValue('[data-answer-link]'));
    await typeTurn(white.page, 'b1c3');
    // Both faces of Black's running clock, read at the same moment, agree within 300 ms.
    const face = (page) => page.getAttribute('[data-live-clock="Black"]', 'data-ms').then(Number);
    await eventually(async () => assert.ok((await face(white.page)) < 15000), 'Black\'s clock runs on White\'s side');
    for (let i = 0; i < 5; i++) {
        const [w, b] = await Promise.all([face(white.page), face(black.page)]);
        assert.ok(Math.abs(w - b) <= 300, `Black's clock: ${w} ms on White's side, ${b} ms on Black's`);
    }
    // Black does not answer: its 15 seconds run out, seen by both clocks.
    for (const page of [white.page, black.page]) {
        await page.waitForSelector('[data-live-result]', { timeout: 40000 });
        assert.match(await page.textContent('[data-live-result]'), /^1-0 · White wins on time/);
        await eventually(async () => assert.equal(await page.getAttribute('[data-live-clock="Black"]', 'data-ms'), '0'), 'Black\'s clock at zero');
    }
    assert.equal(await black.page.locator('[data-live-refused]').count(), 0, 'the flag agreed with Black\'s own clock');
    await shot(white.page, 'live-flag-1280-light');
    await shot(black.page, 'live-flag-390-dark');
    // The game page's library lists it as a live game against "Friend".
    await black.page.goto(BASE);
    await black.page.waitForSelector('[data-square="e4"]');
    await black.page.click('[data-action="library"]');
    await black.page.waitForSelector('[data-live-entry]');
    assert.equal(await black.page.textContent('[data-live-entry]'), 'Live: you (Black) against Friend');
    await shot(black.page, 'library-live-390-dark');
    assert.deepEqual([...white.problems, ...black.problems], []);
    await white.context.close();
    await black.context.close();
});

test('a disconnect shows at once on the other side, and a new invitation resumes the same game', async () => {
    const host = await device();
    const guest = await device();
    const link = await invite(host.page, 'b');
    const answer = await join(guest.page, link, 'Full Belt Chess, you play White, no clock');
    await connect(host.page, guest.page, answer);
    const game = await host.page.getAttribute('[data-live-game]', 'data-live-game');
    await typeTurn(guest.page, 'g1f3 f+4');
    const fen = (await boardState(guest.page)).fen;
    await eventually(async () => assert.equal((await boardState(host.page)).fen, fen), 'the turn on the host');
    // The host's tab goes away (its browser keeps the game).
    await host.page.close();
    await guest.page.waitForSelector('.app[data-peer="disconnected"]', { timeout: 20000 });
    await guest.page.click('[data-action="reinvite"]');
    await guest.page.waitForSelector('[data-invite-link]', { timeout: 15000 });
    const again = await guest.page.inputValue('[data-invite-link]');
    const back = await host.context.newPage();
    host.page = back;
    const reply = await join(back, again, 'Full Belt Chess, you play Black, no clock, resuming after 1 turn');
    await connect(guest.page, back, reply);
    for (const page of [guest.page, back]) {
        assert.equal(await page.getAttribute('[data-live-game]', 'data-live-game'), game, 'the same game');
        await eventually(async () => assert.equal((await boardState(page)).fen, fen), 'the same position');
        assert.equal(await page.$('[data-live-refused]'), null, 'both sides agree');
    }
    assert.deepEqual([...host.problems, ...guest.problems], []);
    await host.context.close();
    await guest.context.close();
});

test('the answer link opened in the inviting browser connects too', async () => {
    const host = await device();
    const guest = await device();
    const link = await invite(host.page, 'w');
    const answer = await join(guest.page, link, 'Full Belt Chess, you play Black, no clock');
    const tab = await host.context.newPage();
    await tab.goto(answer);
    await tab.waitForSelector('[data-live-refused-code]');
    for (const page of [host.page, guest.page]) {
        await page.waitForSelector('.app[data-peer="connected"]', { timeout: 20000 });
    }
    await host.context.close();
    await guest.context.close();
});

test('the answer\'s QR code scanned by the camera connects, and the camera is stopped', async () => {
    const host = await device({ scanner: true });
    const guest = await device();
    const link = await invite(host.page, 'w');
    const answer = await join(guest.page, link, 'Full Belt Chess, you play Black, no clock');
    await host.page.click('[data-action="scan-answer"]');
    await host.page.waitForSelector('[data-scan-video]');
    await host.page.evaluate((text) => { window.__scanText = text; }, answer);
    for (const page of [host.page, guest.page]) {
        await page.waitForSelector('.app[data-peer="connected"]', { timeout: 20000 });
    }
    assert.equal(await host.page.locator('[data-scan-video]').count(), 0, 'the camera view is closed');
    assert.deepEqual([...host.problems, ...guest.problems], []);
    await host.context.close();
    await guest.context.close();
});

test('an expired or damaged invitation says so', async () => {
    const friend = await device();
    await friend.page.goto(`${BASE}live.html#live=AAAA`);
    await friend.page.waitForSelector('[data-live-refused-code]');
    assert.match(await friend.page.textContent('[data-live-refused-code]'), /damaged/);
    await friend.context.close();
});

test('screenshots of the invitation, the join prompt, a game and a disconnect', { skip: !SHOTS }, async () => {
    for (const width of [390, 1280]) {
        for (const scheme of ['light', 'dark']) {
            const tag = `${width}-${scheme}`;
            const white = await device({ width, scheme });
            const black = await device({ width, scheme });
            const link = await invite(white.page, 'w');
            await shot(white.page, `invite-${tag}`);
            await black.page.goto(link);
            await black.page.waitForSelector('[data-live-terms]');
            await shot(black.page, `join-${tag}`);
            await black.page.click('[data-action="accept-invite"]');
            await black.page.waitForSelector('[data-answer-link]', { timeout: 15000 });
            await connect(white.page, black.page, await black.page.inputValue('[data-answer-link]'));
            await typeTurn(white.page, 'g1f3 f+4');
            await black.page.waitForSelector('[data-ply]').catch(() => {});
            await shot(black.page, `game-${tag}`);
            await white.context.close();
            await black.page.waitForSelector('.app[data-peer="disconnected"]', { timeout: 20000 });
            await shot(black.page, `disconnect-${tag}`);
            await black.context.close();
        }
    }
});

// Issue 24: the live page speaks the language of its link (the new-game
// dialog passes the one its page speaks) and keeps it; an invitation
// carries none, so that the friend's page speaks the friend's.
test('the live page speaks the language of its link and passes it on', async () => {
    const white = await device();
    const black = await device({ width: 390 });
    await white.page.goto(`${new URL('live.html', BASE).href}?variant=no-pawns&color=w&lang=de`);
    await white.page.waitForSelector('[data-invite-qr] svg path', { timeout: 15000 });
    await eventually(async () => {
        assert.equal(await white.page.getAttribute('html', 'lang'), 'de');
        assert.equal(await white.page.title(), 'Beltboard · Live-Partie');
        assert.equal(await white.page.textContent('[data-live-panel="invite"] h2'), 'Laden Sie Ihren Freund ein');
        assert.equal(await white.page.textContent('[data-action="connect"]'), 'Verbinden');
        assert.equal(await white.page.getAttribute('.back', 'href'), 'index.html?lang=de');
    }, 'the inviting side speaks German');
    await eventually(async () => assert.match(white.page.url(), /\?game=[0-9a-f]{16}&lang=de$/), 'its address keeps lang= for a reload');
    const link = await white.page.inputValue('[data-invite-link]');
    assert.doesNotMatch(link, /lang=/, 'the invitation leaves the language to the friend');
    await black.page.goto(link.replace('#', '?lang=ru#'));
    await black.page.waitForSelector('[data-live-terms]');
    await eventually(async () => {
        assert.equal(await black.page.textContent('[data-live-terms]'), 'Шахматы без пешек, вы играете чёрными, без часов');
        assert.equal(await black.page.textContent('[data-action="accept-invite"]'), 'Принять');
    }, 'the friend reads the terms in Russian');
    assert.deepEqual([...white.problems, ...black.problems], []);
    await white.context.close();
    await black.context.close();
});

test('the new-game dialog in French opens the live page in French', async () => {
    const white = await device();
    await white.page.goto(`${BASE}?lang=fr`);
    await white.page.waitForSelector('[data-square="e4"]');
    await eventually(async () => assert.equal(await white.page.getAttribute('html', 'lang'), 'fr'), 'the game page speaks French');
    await white.page.click('[data-action="new-game"]');
    await eventually(async () => {
        assert.equal(await white.page.textContent('[data-setting="mode"] option[value="live"]'), 'Un ami sur un autre appareil');
        assert.equal(await white.page.textContent('[data-action="start"]'), 'Commencer');
    }, 'the dialog speaks French');
    await white.page.selectOption('[data-setting="mode"]', 'live');
    await white.page.click('[data-action="start"]');
    await white.page.waitForSelector('[data-invite-qr] svg path', { timeout: 15000 });
    assert.match(white.page.url(), /[?&]lang=fr(&|$)/);
    await eventually(async () => {
        assert.equal(await white.page.getAttribute('html', 'lang'), 'fr');
        assert.equal(await white.page.textContent('[data-live-panel="invite"] h2'), 'Invitez votre ami');
    }, 'the live page speaks French');
    assert.deepEqual(white.problems, []);
    await white.context.close();
});

// A live game's end is kept with it: a draw both sides agreed to is listed
// over, with its reason, in the game page's library, and a reload of the
// live page shows the game over before any connection.
test('an agreed draw is in the library as a draw by agreement and a reload shows it over', async () => {
    const { white, black } = await connectedPair('w');
    await typeTurn(white.page, 'g1f3 f+4');
    await eventually(async () => assert.equal((await boardState(black.page)).fen, (await boardState(white.page)).fen),
        'White\'s turn arrives');
    await clickCentre(black.page, '[data-action="offer-draw"]');
    await white.page.waitForSelector('[data-offer-received]');
    await clickCentre(white.page, '[data-action="accept-offer"]');
    const result = '1/2-1/2 · Draw by agreement';
    for (const page of [white.page, black.page]) {
        await eventually(async () => assert.equal(await page.textContent('[data-live-result]'), result), 'the draw on both');
    }
    const liveAddress = black.page.url();
    assert.match(liveAddress, /\?game=[0-9a-f]{16}$/);

    // The game page's library, in the same browser: the game, over, with its reason.
    await black.page.goto(BASE);
    await black.page.waitForSelector('[data-square="e4"]');
    await clickCentre(black.page, '[data-action="library"]');
    await black.page.waitForSelector('[data-dialog="library"] [data-game-entry]');
    const rows = await black.page.$$eval('[data-dialog="library"] [data-game-entry]', (els) => els.map((e) => ({
        over: e.dataset.over ?? null,
        line: e.querySelector('.entry-text span:last-child').textContent,
    })));
    const ended = rows.filter((r) => r.over !== null);
    assert.equal(ended.length, 1, JSON.stringify(rows));
    assert.equal(ended[0].over, 'Draw by agreement');
    assert.match(ended[0].line, / · draw \(by agreement\) · 1 move$/);

    // The live page reloaded: the game over, no resignation to offer.
    await black.page.goto(liveAddress);
    await black.page.waitForSelector('[data-live-result]');
    assert.equal(await black.page.textContent('[data-live-result]'), result);
    assert.equal(await black.page.$('[data-action="live-resign"]'), null, 'the game is over');
    assert.deepEqual([...white.problems, ...black.problems], []);
    await white.context.close();
    await black.context.close();
});
