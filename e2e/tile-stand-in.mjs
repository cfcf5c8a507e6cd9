#!/usr/bin/env node
// A local map tile server standing in for the configured provider (MAP_TILE_URL), so that the
// end-to-end tests never reach OpenStreetMap or anyone else: every `/{z}/{x}/{y}.png` is the same
// 256×256 PNG (light grey, its edges drawn so the grid shows). e2e/serve.mjs starts it on a free
// port of 127.0.0.1; `node e2e/tile-stand-in.mjs [port]` starts one alone and prints MAP_TILE_URL.
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const SIZE = 256;

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The one tile: 8-bit RGB, each row a filter byte (0) and its pixels. */
function tilePng() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rows = Buffer.alloc(SIZE * (1 + SIZE * 3));
  for (let y = 0; y < SIZE; y++) {
    const row = y * (1 + SIZE * 3);
    for (let x = 0; x < SIZE; x++) {
      const edge = x === 0 || y === 0;
      rows.fill(edge ? 0xc8 : 0xee, row + 1 + x * 3, row + 4 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Starts the stand-in on `host:port` (0: a free port); resolves with its MAP_TILE_URL and a way to stop it. */
export async function startTileStandIn({ port = 0, host = '127.0.0.1' } = {}) {
  const png = tilePng();
  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && /^\/\d{1,2}\/\d{1,8}\/\d{1,8}\.png$/.test(request.url ?? '')) {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length, 'cache-control': 'public, max-age=3600' });
      response.end(png);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not a tile');
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const origin = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    origin,
    tileUrl: `${origin}/{z}/{x}/{y}.png`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const standIn = await startTileStandIn({ port: Number(process.argv[2] ?? 0) });
  console.log(`map tile stand-in: MAP_TILE_URL=${standIn.tileUrl}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void standIn.close().then(() => process.exit(0)));
}
