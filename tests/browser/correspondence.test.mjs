// A correspondence game with a friend through the real relay on loopback:
// the inviting page shows the friend's link, the friend's page joins, and
// two turns go across, each side reloading its page in between (the game
// comes back from what the browser kept, the friend's turn from the relay).
// The pages are the copy of the build whose config.json lists the run's
// relay (RELAY_BASE, see harness.mjs).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { boardState, CHROMIUM_OPTIONS, eventually, RELAY_BASE, typeTurn, watchCsp } from './harness.mjs';

const skip = !RELAY_BASE ? 'no loopback relay (scripts/test.sh starts one)' : false;
let browser;

before(async () => {
    if (skip) return;
    browser = await chromium.launch(CHROMIUM_OPTIONS);
});

after(async () => {
    await browser?.close();
});

/** A device, counting the EVENT frames its page sends to relays. */
async function device() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await watchCsp(context);
    await context.addInitScript(() => {
        window.__relayEvents = 0;
        const send = WebSocket.prototype.send;
        WebSocket.prototype.send = function (data) {
            if (typeof data === 'string' && data.startsWith('["EVENT"')) window.__relayEvents += 1;
            return send.call(this, data);
        };
    });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    return { context, page, problems };
}

/** The page's game: its state (`pending`, `playing`, `looking`) and turns played. */
async function game(page) {
    return page.evaluate(() => {
        const app = document.querySelector('[data-corr]');
        return {
            corr: app?.dataset.corr,
            turns: app?.dataset.turns === undefined ? undefined : Number(app.dataset.turns),
            turn: document.querySelector('[data-corr-turn]')?.dataset.corrTurn,
        };
    });
}

/** Waits until `page` plays the game with `turns` played and `turn` ("me" or "friend") to move. */
async function reaches(page, turns, turn, what) {
    await eventually(
        async () => assert.deepEqual(await game(page), { corr: 'playing', turns, turn }),
        what,
        { timeout: 15000 },
    );
}

/** Clicks the centre of `selector`'s box, where a finger or the mouse lands. */
async function clickCentre(page, selector) {
    const box = await page.locator(selector).boundingBox();
    assert.ok(box, `${selector} is shown`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Reloads `page` once it has settled, and waits for its board. */
async function reloaded(page) {
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.waitForSelector('[data-corr]');
}

test('correspondence: an invitation, then two turns across a reload of each side', { skip }, async (t) => {
    const [host, guest] = [await device(), await device()];
    await host.page.goto(`${new URL('live.html', RELAY_BASE).href}?corr=new&variant=full-belt&color=white&days=1`);
    await host.page.waitForSelector('[data-corr-link="invite"]');
    const link = await host.page.inputValue('[data-corr-link="invite"]');
    assert.match(link, /live\.html#corr=[0-9a-f]{64}&join=[0-9a-f]{16}\.full-belt\.0\.1\.w\.[0-9a-f]{64}\.\d+$/);
    await eventually(async () => assert.match(host.page.url(), /#corr=[0-9a-f]{64}&me=[0-9a-f]{64}$/), 'the own link in the address');
    assert.equal((await game(host.page)).corr, 'pending');

    await guest.page.goto(link);
    await reaches(guest.page, 0, 'friend', 'the friend joined: White to move');
    await eventually(
        async () => assert.match(guest.page.url(), /#corr=[0-9a-f]{64}&me=[0-9a-f]{64}$/),
        'the friend keeps its own link, not the invitation',
    );
    await reaches(host.page, 0, 'me', 'the inviter adopted the friend\'s state');
    await host.page.waitForSelector('[data-corr-news="joined"]');
    assert.equal(await host.page.locator('[data-corr-link="invite"]').count(), 0, 'no invitation once joined');

    // Turn 1, then the friend reloads: the game from its browser, the turn from the relay.
    await typeTurn(host.page, 'g1f3 f+4');
    await reaches(host.page, 1, 'friend', 'White played');
    await reaches(guest.page, 1, 'me', 'the turn reached the friend');
    await reloaded(guest.page);
    await reaches(guest.page, 1, 'me', 'the friend\'s page, reloaded');
    assert.equal((await boardState(guest.page)).fen, (await boardState(host.page)).fen);

    // Turn 2, then the inviter reloads.
    await typeTurn(guest.page, 'a7a5 1+1');
    await reaches(guest.page, 2, 'friend', 'Black played');
    await reaches(host.page, 2, 'me', 'the turn reached the inviter');
    await reloaded(host.page);
    await reaches(host.page, 2, 'me', 'the inviter\'s page, reloaded');
    assert.equal((await boardState(guest.page)).fen, (await boardState(host.page)).fen);

    // The game page's library lists the game with whose move it is, and opens its own page.
    const own = host.page.url();
    await host.page.goto(new URL('index.html', RELAY_BASE).href);
    await host.page.waitForSelector('[data-action="library"]');
    await clickCentre(host.page, '[data-action="library"]');
    const entry = host.page.locator('[data-dialog="library"] [data-game-entry^="beltboard.library.corr-"]');
    await entry.waitFor();
    assert.match(await entry.locator('[data-corr-entry]').innerText(), /^Your move since \d{4}\.\d\d\.\d\d$/);
    await clickCentre(host.page, '[data-game-entry^="beltboard.library.corr-"] [data-action="open-corr"]');
    await reaches(host.page, 2, 'me', 'the game opened from the library');
    assert.equal(new URL(host.page.url()).hash, new URL(own).hash);

    // The page reopened publishes its state once, and nothing more.
    await host.page.waitForFunction(() => window.__relayEvents === 1);
    const events = [await host.page.evaluate(() => window.__relayEvents), await guest.page.evaluate(() => window.__relayEvents)];
    t.diagnostic(`events sent since each page's last load: inviter ${events[0]} (reopened from the library), friend ${events[1]} (one when a page opens, one per change)`);
    assert.deepEqual(events, [1, 2], 'no event on a timer');
    assert.deepEqual([...host.problems, ...guest.problems], []);
    await host.context.close();
    await guest.context.close();
});
