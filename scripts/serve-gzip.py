#!/usr/bin/env python3
"""Serves a folder on the loopback interface with gzip, as a real host would.

For scripts/lighthouse.sh: Python's own http.server sends everything
uncompressed, which would make the page look slower to load than it is
behind any ordinary web server. Text files and the wasm are sent
`Content-Encoding: gzip` (level 6, compressed once and kept in memory) to a
client that accepts it; `.wasm` goes out as `application/wasm`, which
`WebAssembly.instantiateStreaming` requires.

Usage: scripts/serve-gzip.py DIR [PORT]   (PORT 0, the default, picks a free
one). The first line printed is `serving DIR on http://127.0.0.1:PORT/`.
"""
import gzip
import http.server
import os
import sys
import threading
from functools import partial

COMPRESSED = {".html", ".js", ".mjs", ".css", ".wasm", ".svg", ".json", ".webmanifest", ".txt", ".map"}
TYPES = {".wasm": "application/wasm", ".webmanifest": "application/manifest+json", ".mjs": "text/javascript"}


class Handler(http.server.SimpleHTTPRequestHandler):
    """A static file handler that gzips what compresses."""

    cache = {}
    lock = threading.Lock()
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        ext = os.path.splitext(path)[1].lower()
        wants_gzip = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (wants_gzip and ext in COMPRESSED and os.path.isfile(path)):
            return super().send_head()
        stat = os.stat(path)
        key = (path, stat.st_mtime_ns, stat.st_size)
        with self.lock:
            body = self.cache.get(key)
            if body is None:
                with open(path, "rb") as f:
                    body = gzip.compress(f.read(), compresslevel=6, mtime=0)
                self.cache[key] = body
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()
        return _Body(body)

    def log_message(self, *args):
        pass


class _Body:
    """A file-like object over bytes, for SimpleHTTPRequestHandler's copyfile."""

    def __init__(self, data):
        self.data = data

    def read(self, n=-1):
        data, self.data = (self.data, b"") if n < 0 else (self.data[:n], self.data[n:])
        return data

    def close(self):
        pass


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: serve-gzip.py DIR [PORT]")
    root = sys.argv[1]
    if not os.path.isdir(root):
        sys.exit(f"serve-gzip: no folder {root}")
    port = int(sys.argv[2]) if len(sys.argv) == 3 else 0
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), partial(Handler, directory=root))
    print(f"serving {root} on http://127.0.0.1:{server.server_address[1]}/", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
