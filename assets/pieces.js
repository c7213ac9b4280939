// The pieces as bitmaps (issue 27 point 5). The stylesheet draws each piece
// from its SVG (pieces/wK.svg ...); Chromium paints an SVG background anew
// each time its element is painted, which made the pieces most of the paint
// of a click that changes the position (at 4x CPU: 17 of 32 ms for a jump in
// the move list). So each SVG is drawn once into a bitmap the size the
// largest piece is shown at (device pixels, measured once the page has
// drawn its first pieces), and a stylesheet of this script's own
// (`.piece.wK { ... }`) points the pieces at those bitmaps; a bitmap paints
// as a copy. The SVGs stay the fallback: until the bitmaps are made, where
// a canvas cannot export, or on any error.
// Two things keep this light on the page's first seconds (issue 27 point 9):
// the size is read from a ResizeObserver, which reports after the browser's
// own layout (getBoundingClientRect forced a layout of a page still
// rendering: 12 to 28 ms at 4x), and the bitmaps come in a constructed
// stylesheet, which restyles the pieces alone (custom properties set on the
// root, the first way, restyled the whole page: 13 ms of style in
// Lighthouse's trace, unthrottled).
// A file of its own, loaded by every page that shows pieces: the page's
// policy allows it as 'self', and the bitmaps as blob: images (img-src).
(() => {
    const NAMES = ['wK', 'wQ', 'wR', 'wB', 'wN', 'wP', 'bK', 'bQ', 'bR', 'bB', 'bN', 'bP'];
    // The promotion dialog shows pieces at 64 CSS px: never drawn smaller.
    const LEAST_CSS_PX = 64;
    let made = 0; // the device pixels of the bitmaps in use
    let urls = [];
    let busy = false;
    let sheet = null; // the constructed stylesheet, once made

    /**
     * Gives `then` the size to draw at: the largest piece on the page, in
     * device pixels (0 when none is shown). Read from a ResizeObserver's
     * first report, which comes after the browser's next layout rather than
     * forcing one.
     */
    function wanted(then) {
        const pieces = document.querySelectorAll('.piece');
        if (pieces.length === 0 || !window.ResizeObserver) return then(0);
        const observer = new ResizeObserver((entries) => {
            observer.disconnect();
            let css = 0;
            for (const entry of entries) css = Math.max(css, entry.contentRect.width);
            then(css === 0 ? 0 : Math.ceil(Math.max(css, LEAST_CSS_PX) * (window.devicePixelRatio || 1)));
        });
        pieces.forEach((piece) => observer.observe(piece));
    }

    /**
     * Points the pieces at `next` (in NAMES' order): the rules of a
     * stylesheet of this script's own, adopted after the page's (so they win
     * over its rules of the same weight), or, where a page cannot adopt one,
     * the --piece-XX properties the page's stylesheet reads.
     */
    function show(next) {
        if (document.adoptedStyleSheets && window.CSSStyleSheet && 'replaceSync' in CSSStyleSheet.prototype) {
            const rules = NAMES.map((name, i) => `.piece.${name}{background-image:url("${next[i]}")}`).join('');
            if (!sheet) {
                sheet = new CSSStyleSheet();
                sheet.replaceSync(rules);
                document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
            } else {
                sheet.replaceSync(rules);
            }
        } else {
            const root = document.documentElement.style;
            NAMES.forEach((name, i) => root.setProperty(`--piece-${name}`, `url("${next[i]}")`));
        }
    }

    /** One piece's SVG drawn into a bitmap of px x px, as a blob: URL. */
    async function bitmap(name, px) {
        const image = new Image();
        image.src = new URL(`pieces/${name}.svg`, document.baseURI).href;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = px;
        canvas.getContext('2d').drawImage(image, 0, 0, px, px);
        const blob = await new Promise((done) => canvas.toBlob(done, 'image/png'));
        if (!blob) throw new Error('no bitmap');
        return URL.createObjectURL(blob);
    }

    /** Draws the bitmaps at `px` device pixels, if larger than those in use, and shows them. */
    async function draw(px) {
        // Larger only: a smaller window keeps the sharper bitmaps.
        if (px === 0 || px <= made) return;
        // Once the drawing under way is done (it may be too small).
        if (busy) return void setTimeout(() => draw(px), 500);
        busy = true;
        // One piece per idle turn: the page stays free for input between.
        const next = [];
        try {
            for (const name of NAMES) {
                await new Promise((done) => idle(done));
                next.push(await bitmap(name, px));
            }
            show(next);
            // The old bitmaps, once the new ones are painted.
            const old = urls;
            setTimeout(() => old.forEach((url) => URL.revokeObjectURL(url)), 2000);
            urls = next;
            made = px;
        } catch (_) {
            // The SVGs stay.
            next.forEach((url) => URL.revokeObjectURL(url));
        } finally {
            busy = false;
        }
    }

    // After the first pieces are drawn (the page's own renders first), when
    // the browser is idle if it says so; again when the window grows. (Drawn
    // sooner, at an estimate of the size while the page waits for its wasm,
    // they did not reach the board's first paint in Lighthouse's runs, whose
    // load is not slowed, and their restyle fell among the start's tasks.)
    const idle = (f) => (window.requestIdleCallback ? requestIdleCallback(f, { timeout: 2000 }) : setTimeout(f, 50));
    let tries = 0;
    const start = () => wanted((px) => (px > 0 ? idle(() => draw(px)) : ++tries <= 40 && setTimeout(start, 500)));
    // The game page adds this script after its load event; the others name it.
    const begin = () => setTimeout(start, 1000);
    if (document.readyState === 'complete') begin();
    else addEventListener('load', begin);
    let resized = null;
    addEventListener('resize', () => {
        clearTimeout(resized);
        resized = setTimeout(() => wanted((px) => idle(() => draw(px))), 500);
    });
})();
