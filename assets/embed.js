// Beltboard embed script: turns every <div class="beltboard"> on the page
// into an iframe holding an embedded board (the app with ?embed=1).
//
//   <div class="beltboard" data-variant="full-belt" data-ai="b" data-level="2"></div>
//   <script src="https://example.org/beltboard/embed.js" async></script>
//
// Attributes (all optional): data-variant (full-belt, full-belt-howe,
// no-pawns, no-pawns-one-king), data-fen (a start position), data-moves
// (turns in machine form, comma-separated), data-ai (w, b or none),
// data-level (1-5), data-orientation (w or b), data-rule (no-belt-check),
// data-width (the largest width in CSS pixels, 480 by default),
// data-theme (light or dark, whatever the visitor's system),
// data-assist="1" (the threat assistant, which a board never shows otherwise),
// data-lang (en, ru, de, fr, es or it: the board's language; else the
// visitor's browser chooses),
// for a diagram (data-view with data-fen and no game) data-arrows, data-marks
// and data-caption,
// data-height="auto" (the frame takes its content's height: the board posts
// {type: 'resize', height} and this script applies it).
//
// A game viewer: data-view, with the game as PGN inside the div (comments
// become captions), or data-moves; data-ply (the turn to open at),
// data-autoplay and data-speed (slow, normal, fast or 200-10000 ms):
//
//   <div class="beltboard" data-view>[Variant "Full Belt Chess"] 1. Nf3 f+4 {The knight ends up on f7.} *</div>
//
// The PGN does not travel in the address (no length limit): once the frame
// posts 'ready', this script sends it {type: 'loadPgn', pgn} by postMessage,
// addressed to the app's origin.
// The app is the one next to this script. Each board gets an id (the div's
// own id, else beltboard-1, beltboard-2, ...), carried by every event it
// posts to this page: {source: 'beltboard', id, type: 'ready'|'move'|'gameover', ...}.
// The frame's address also carries this page's origin (origin=...), so that
// the board posts its events to this origin only: a frame from another
// origin cannot reliably find out its parent's (docs/embedding.md, Security).
(function () {
    'use strict';
    var script = document.currentScript;
    var app = new URL('./', script ? script.src : location.href).href;
    var APP_ORIGIN = new URL(app).origin;
    var PARAMETERS = ['variant', 'fen', 'moves', 'ai', 'level', 'orientation', 'rule',
        'ply', 'autoplay', 'speed', 'height', 'arrows', 'marks', 'caption', 'theme', 'assist', 'lang',
        'clock', 'sound'];
    var count = 0;
    // The viewers' PGN texts, by board id, sent when their frame is ready.
    var pgns = {};

    function mount(div) {
        if (div.getAttribute('data-beltboard-mounted')) return;
        div.setAttribute('data-beltboard-mounted', '1');
        count += 1;
        // The id travels in the address: letters, digits, - and _ only.
        var id = /^[A-Za-z0-9_-]{1,64}$/.test(div.id) ? div.id : 'beltboard-' + count;
        var query = ['embed=1', 'id=' + id];
        // "null" (an opaque origin: a file: page, a sandboxed frame) names no
        // origin a message can be addressed to: the board then posts to '*'.
        if (/^https?:\/\/[^/]+$/.test(location.origin)) query.push('origin=' + encodeURIComponent(location.origin));
        var view = div.hasAttribute('data-view');
        if (view) {
            query.push('view=1');
            // The PGN is the div's text; the frame replaces it on the page.
            var pgn = div.textContent.trim();
            if (pgn) pgns[id] = pgn;
            div.textContent = '';
        }
        PARAMETERS.forEach(function (name) {
            var value = div.getAttribute('data-' + name);
            if (value) query.push(name + '=' + encodeURIComponent(value));
        });
        var autoHeight = div.getAttribute('data-height') === 'auto';
        var width = parseInt(div.getAttribute('data-width'), 10);
        var frame = document.createElement('iframe');
        // A diagram (a view of a position, no game) is the studio page's,
        // which has its own, smaller wasm; anything else is the game page's.
        var diagram = view && !pgns[id] && div.getAttribute('data-fen') && !div.getAttribute('data-moves');
        frame.src = app + (diagram ? 'studio.html' : '') + '?' + query.join('&');
        frame.title = div.getAttribute('data-title') || 'Beltboard chess board';
        frame.setAttribute('data-beltboard-id', id);
        frame.setAttribute('allow', 'clipboard-write');
        // Width: the container's, up to data-width. Height: the board is
        // square and the status and buttons under it take about a fifth more.
        // With data-height="auto" the board sets the height (see 'resize').
        frame.style.cssText = 'display:block;border:0;width:100%;max-width:' +
            (width > 0 ? width : 480) + 'px;' + (autoHeight ? 'height:320px;' : 'aspect-ratio:5/6;height:auto;');
        div.appendChild(frame);
    }

    // The frame of board `id`, if `source` is its window.
    function frameOf(id, source) {
        var frames = document.querySelectorAll('iframe[data-beltboard-id]');
        for (var i = 0; i < frames.length; i++) {
            if (frames[i].getAttribute('data-beltboard-id') === id && frames[i].contentWindow === source) return frames[i];
        }
        return null;
    }

    // Messages from the boards: only from one of our frames, from the app's origin.
    addEventListener('message', function (event) {
        var data = event.data;
        if (event.origin !== APP_ORIGIN || !data || data.source !== 'beltboard' || typeof data.id !== 'string') return;
        var frame = frameOf(data.id, event.source);
        if (!frame) return;
        if (data.type === 'ready' && Object.prototype.hasOwnProperty.call(pgns, data.id)) {
            frame.contentWindow.postMessage({ type: 'loadPgn', pgn: pgns[data.id] }, APP_ORIGIN);
        } else if (data.type === 'resize' && typeof data.height === 'number' &&
                   data.height > 0 && data.height < 10000) {
            frame.style.height = Math.ceil(data.height) + 'px';
        }
    });

    function mountAll() {
        var divs = document.querySelectorAll('div.beltboard');
        for (var i = 0; i < divs.length; i++) mount(divs[i]);
    }

    if (document.readyState === 'loading') {
        document.addEventListener('DOMContentLoaded', mountAll);
    } else {
        mountAll();
    }
    // For boards added later: Beltboard.mount(div) or Beltboard.mountAll().
    window.Beltboard = { mount: mount, mountAll: mountAll };
})();
