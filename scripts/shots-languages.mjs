// Screenshots and an overflow scan of the main states in each language
// (issue 24) at phone, desktop and embedded-frame sizes: LANGS, SCHEMES,
// STATES and OUT from the environment.
//   BELTBOARD_URL=http://127.0.0.1:PORT/ OUT=DIR node scripts/shots-languages.mjs
import { launch, preparePage } from '../tests/browser/harness.mjs';

const BASE = process.env.BELTBOARD_URL;
const OUT = process.env.OUT ?? '/work/shots/i18n';
const LANGS = (process.env.LANGS ?? 'en,ru,de,fr,es,it').split(',');
const SIZES = {
    phone: { viewport: { width: 390, height: 844 }, hasTouch: true, query: '' },
    desktop: { viewport: { width: 1280, height: 800 }, query: '' },
    embed: { viewport: { width: 480, height: 576 }, query: '&embed=1' },
};
const SCHEMES = (process.env.SCHEMES ?? 'light').split(',');
const STATES = (process.env.STATES ?? 'game,new-game,prefs,rules,puzzle,result,live').split(',');

async function overflow(page) {
    return page.evaluate(() => {
        const out = [];
        const vw = document.documentElement.clientWidth;
        for (const el of document.querySelectorAll('body *')) {
            const st = getComputedStyle(el);
            if (st.display === 'none' || st.visibility === 'hidden') continue;
            const r = el.getBoundingClientRect();
            if (r.width === 0 || r.height === 0) continue;
            const text = (el.textContent || '').trim().slice(0, 40);
            if (el.scrollWidth > el.clientWidth + 1 && st.overflowX !== 'auto' && st.overflowX !== 'scroll' && el.children.length === 0 && !['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName))
                out.push(`cut: <${el.tagName.toLowerCase()} class="${el.className?.baseVal ?? el.className}"> ${el.scrollWidth}>${el.clientWidth} "${text}"`);
            if (r.right > vw + 1 && !el.closest('[data-board], .board, svg')) out.push(`beyond: <${el.tagName.toLowerCase()} class="${el.className?.baseVal ?? el.className}"> right ${Math.round(r.right)} > ${vw} "${text}"`);
        }
        if (document.documentElement.scrollWidth > vw + 1) out.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${vw}`);
        return [...new Set(out)].slice(0, 12);
    });
}

const browser = await launch();
for (const lang of LANGS) for (const [size, opt] of Object.entries(SIZES)) for (const scheme of SCHEMES) for (const state of STATES) {
    if (size === 'embed' && !['game', 'result'].includes(state)) continue;
    const { page, context } = await preparePage(browser, { viewport: opt.viewport, hasTouch: opt.hasTouch, colorScheme: scheme });
    const url = state === 'live' ? `${BASE}live.html?lang=${lang}` : `${BASE}?lang=${lang}&variant=full-belt&ai=none${opt.query}`;
    try {
        await page.goto(url);
        if (state === 'live') {
            await page.waitForTimeout(1500);
        } else {
            await page.waitForSelector('[data-square="e4"]');
        }
        const open = async (action, dialog) => { await page.click(`[data-action="${action}"]`); await page.waitForSelector(`dialog[data-dialog="${dialog}"]`); };
        if (state === 'new-game') await open('new-game', 'new-game');
        if (state === 'prefs') await open('prefs', 'prefs');
        if (state === 'rules') await open('rules', 'rules');
        if (state === 'puzzle') { await page.click('[data-action="puzzles"]'); await page.waitForSelector('[data-puzzle]'); }
        if (state === 'result') { await page.click('[data-action="resign"]'); await page.click('[data-action="confirm-resign"]'); await page.waitForSelector('[data-result]'); }
        await page.waitForTimeout(300);
        const name = `${lang}-${size}-${scheme}-${state}`;
        await page.screenshot({ path: `${OUT}/${name}.png` });
        const o = await overflow(page);
        console.log(`${name}: ${o.length ? o.join(' | ') : 'ok'}`);
    } catch (e) {
        console.log(`${lang}-${size}-${scheme}-${state}: FAILED ${e.message.split('\n')[0]}`);
    }
    await context.close();
}
await browser.close();
