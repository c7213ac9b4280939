// Beltboard's service worker: offline play after one visit (issue 6).
//
// scripts/write-sw.py (a Trunk post_build hook, see Trunk.toml) writes it into
// dist/ as sw.js: the constants above this comment are the build's, the rest
// is assets/sw-template.js. VERSION hashes every file of the build, so any new
// build changes sw.js and the browser installs the new service worker.
//
// - install: fetch every file of the build into a cache named for this scope
//   and VERSION, revalidating with the server (cache: 'no-cache': a file the
//   page has just loaded costs a 304, not a second download). Any failure
//   fails the install, so a cache is either the whole build or unused.
// - activate: delete this scope's caches of other versions.
// - navigations: network first (a new build is seen at once when online),
//   falling back to the cached page, or else the cached index.html, when the
//   network fails.
// - other GETs in scope: cache first, then the network. Except NETWORK_FIRST:
//   the code files whose names carry no content hash (worker.js and
//   worker_bg.wasm: Trunk names the AI worker so, and the app spawns it by
//   that name). Online they are revalidated with the server, so that a new
//   index.html (network first) never runs with the AI worker of an older
//   build still in the cache; offline they come from the cache.
// - Nothing is added to the cache at run time: it always holds exactly one
//   build, consistent with itself.
//
// Updates: skipWaiting() + clients.claim(). A new build's service worker
// takes over as soon as it has cached the new build (during the first visit
// after a deploy, which itself ran from the network), instead of waiting for
// every Beltboard tab to close; the next load runs entirely from the new
// cache. The old cache is deleted then, so a tab still open on the old build
// that goes offline and fetches a file it has not loaded yet gets the new
// build's file (or none). Such files: the extras (the game page's dialogs,
// fetched when one first opens), which refuse a page of another build by
// their protocol's version (src/ui/extras.rs), so that the page says the
// part could not be loaded; the puzzles and languages, read by their
// checked formats.

const CACHE_PREFIX = `beltboard ${self.registration.scope} `;
const CACHE = CACHE_PREFIX + VERSION;
const BASE = new URL('./', self.location).href;
const SHELL = BASE; // index.html is cached under the scope's own URL
const NETWORK_FIRST_URLS = new Set(NETWORK_FIRST.map((f) => new URL(f, BASE).href));

/** A cacheable copy of a response: a redirected one cannot answer a navigation. */
async function clean(response) {
    if (!response.redirected) return response;
    return new Response(await response.blob(), {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
    });
}

self.addEventListener('install', (event) => {
    event.waitUntil(
        (async () => {
            const cache = await caches.open(CACHE);
            const urls = [SHELL, ...PRECACHE.map((f) => new URL(f, BASE).href)];
            await Promise.all(
                urls.map(async (url) => {
                    const response = await fetch(url, { cache: 'no-cache' });
                    if (!response.ok) throw new Error(`precache: ${url}: HTTP ${response.status}`);
                    await cache.put(url, await clean(response));
                }),
            );
            await self.skipWaiting();
        })(),
    );
});

self.addEventListener('activate', (event) => {
    event.waitUntil(
        (async () => {
            for (const name of await caches.keys()) {
                if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
            }
            await self.clients.claim();
        })(),
    );
});

async function fromCache(request) {
    const cache = await caches.open(CACHE);
    return cache.match(request);
}

async function navigate(request) {
    try {
        return await fetch(request);
    } catch (error) {
        // Offline: a page of the build if it is one (query ignored), else the
        // app itself (index.html), which reads its own query and fragment.
        const cache = await caches.open(CACHE);
        const page = (await cache.match(request, { ignoreSearch: true })) ?? (await cache.match(SHELL));
        if (page) return page;
        throw error;
    }
}

async function networkFirst(request) {
    try {
        const response = await fetch(request, { cache: 'no-cache' });
        if (response.ok) return response;
        return (await fromCache(request)) ?? response;
    } catch (error) {
        const cached = await fromCache(request);
        if (cached) return cached;
        throw error;
    }
}

async function cacheFirst(request) {
    return (await fromCache(request)) ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
    const request = event.request;
    if (request.method !== 'GET' || !request.url.startsWith(BASE)) return;
    if (request.mode === 'navigate') {
        event.respondWith(navigate(request));
    } else if (NETWORK_FIRST_URLS.has(request.url.split(/[?#]/)[0])) {
        event.respondWith(networkFirst(request));
    } else {
        event.respondWith(cacheFirst(request));
    }
});
