// The pieces as bitmaps (issue 27 point 5). The stylesheet draws each piece
// from its SVG (pieces/wK.svg ...); Chromium paints an SVG background anew
// each time its element is painted, which made the pieces most of the paint
// of a click that changes the position (at 4x CPU: 17 of 32 ms for a jump in
// the move list). So, once the page has drawn its first pieces, each SVG is
// drawn once into a bitmap the size the largest piece is shown at (device
// pixels), and the stylesheet's --piece-wK ... properties point at those
// bitmaps; a bitmap paints as a copy. The SVGs stay the fallback: until the
// bitmaps are made, where a canvas cannot export, or on any error.
// A file of its own, loaded by every page that shows pieces: the page's
// policy allows it as 'self', and the bitmaps as blob: images (img-src).
(() => {
    const NAMES = ['wK', 'wQ', 'wR', 'wB', 'wN', 'wP', 'bK', 'bQ', 'bR', 'bB', 'bN', 'bP'];
    // The promotion dialog shows pieces at 64 CSS px: never drawn smaller.
    const LEAST_CSS_PX = 64;
    let made = 0; // the device pixels of the bitmaps in use
    let urls = [];
    let busy = false;

    /** The size to draw at: the largest piece on the page, in device pixels. */
    function wanted() {
        let css = 0;
        for (const piece of document.querySelectorAll('.piece')) {
            css = Math.max(css, piece.getBoundingClientRect().width);
        }
        if (css === 0) return 0;
        return Math.ceil(Math.max(css, LEAST_CSS_PX) * (window.devicePixelRatio || 1));
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

    async function draw() {
        const px = wanted();
        // Larger only: a smaller window keeps the sharper bitmaps.
        if (busy || px === 0 || px <= made) return;
        busy = true;
        // One piece per idle turn: the page stays free for input between.
        const next = [];
        try {
            for (const name of NAMES) {
                await new Promise((done) => idle(done));
                next.push(await bitmap(name, px));
            }
            const root = document.documentElement.style;
            NAMES.forEach((name, i) => root.setProperty(`--piece-${name}`, `url("${next[i]}")`));
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
    // the browser is idle if it says so; again when the window grows.
    const idle = (f) => (window.requestIdleCallback ? requestIdleCallback(f, { timeout: 2000 }) : setTimeout(f, 50));
    let tries = 0;
    const start = () => (wanted() > 0 ? idle(draw) : ++tries <= 40 && setTimeout(start, 500));
    // The game page adds this script after its load event; the others name it.
    const begin = () => setTimeout(start, 1000);
    if (document.readyState === 'complete') begin();
    else addEventListener('load', begin);
    let resized = null;
    addEventListener('resize', () => {
        clearTimeout(resized);
        resized = setTimeout(() => idle(draw), 500);
    });
})();
