#!/usr/bin/env node
// A static file server for the built page, on 127.0.0.1 only (no dependencies).
//   node scripts/serve.mjs [dir] [port]      default: build/web/site, first free port from 8080
// Also imported by the browser tests: serve(dir, port, { csp }) resolves to { server, url, close },
// where close() stops the server and drops its open connections (the offline test's "server
// stopped"). Every file is sent with Cache-Control: no-cache and an ETag, so that a browser (or
// the service worker's install, web/sw.js) revalidates it and gets a 304 when it has not changed,
// and with the strict Content-Security-Policy below (docs/EMBED.md), so that every browser test
// runs under it; csp: another policy, or null for none; cors: false, no Access-Control-Allow-Origin. The example host pages (examples/, with
// their own inline scripts and frames) are not the page: they are sent without it.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

// The tightest policy the page runs under: its own scripts, styles, images, frames (the Embed
// dialog's preview), fetches (marbles.wasm, the service worker's), service worker and manifest,
// WebAssembly compiled, nothing else. No
// frame-ancestors: the page may be embedded anywhere.
export const POLICY = [
  "default-src 'none'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self'",
  "img-src 'self'", "frame-src 'self'", "connect-src 'self'", "worker-src 'self'", "manifest-src 'self'",
  "base-uri 'none'", "form-action 'none'",
].join('; ');

export function serve(dir, port = 0, { csp = POLICY, cors = true } = {}) {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      let file = normalize(join(root, path));
      if (!file.startsWith(root)) {
        res.writeHead(403).end('forbidden');
        return;
      }
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const info = await stat(file);
      const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
      const headers = {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
        ETag: etag,
        'Last-Modified': info.mtime.toUTCString(),
      };
      // A page in a sandboxed iframe (no allow-same-origin) has an opaque origin: its module
      // scripts and its fetch of marbles.wasm are cross-origin. Public static hosts send this
      // header too; cors: false leaves it out (the test of a host without it).
      if (cors) headers['Access-Control-Allow-Origin'] = '*';
      if (csp && !path.startsWith('/examples/')) headers['Content-Security-Policy'] = csp;
      const match = req.headers['if-none-match'];
      if (match && match.split(/\s*,\s*/).some((t) => t.replace(/^W\//, '') === etag)) {
        res.writeHead(304, headers).end();
        return;
      }
      const body = await readFile(file);
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      ok({
        server,
        url: `http://127.0.0.1:${server.address().port}/`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const here = dirname(fileURLToPath(import.meta.url));
  const dir = process.argv[2] ?? join(here, '..', 'build', 'web', 'site');
  let port = Number(process.argv[3] ?? 8080);
  for (;;) {
    try {
      const { url } = await serve(dir, port);
      console.log(`Serving ${dir}\nOpen ${url} in a browser (Ctrl+C to stop).`);
      break;
    } catch (e) {
      if (e.code !== 'EADDRINUSE' || process.argv[3]) throw e;
      port += 1;
    }
  }
}
