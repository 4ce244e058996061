// Forwards to the demo server; a page asked with ?sf=off comes without the bundle's script tag (the same page minus the bundle).
import http from 'node:http';
const [port = '4195', target = '4194'] = process.argv.slice(2);
const TAG = /<script\b[^>]*\bsrc="[^"]*\/dist\/storefront\.js"[^>]*><\/script>\s*/;
http
  .createServer((req, res) => {
    const off = /[?&]sf=off\b/.test(req.url);
    const url = req.url.replace(/[?&]sf=off\b/, '');
    const up = http.request({ host: '127.0.0.1', port: target, path: url, method: req.method, headers: { ...req.headers, host: `127.0.0.1:${target}`, 'accept-encoding': 'identity' } }, (r) => {
      const html = off && /text\/html/.test(r.headers['content-type'] ?? '');
      if (!html) {
        res.writeHead(r.statusCode, r.headers);
        r.pipe(res);
        return;
      }
      const chunks = [];
      r.on('data', (c) => chunks.push(c));
      r.on('end', () => {
        const body = Buffer.from(Buffer.concat(chunks).toString('utf8').replace(TAG, ''));
        const h = { ...r.headers, 'content-length': String(body.length) };
        delete h['transfer-encoding'];
        res.writeHead(r.statusCode, h);
        res.end(body);
      });
    });
    // The demo server not up yet (or gone): an answer, not a crash of the proxy.
    up.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
    req.pipe(up);
  })
  .listen(Number(port), '127.0.0.1', () => console.log(`proxy ${port} -> ${target}`));
