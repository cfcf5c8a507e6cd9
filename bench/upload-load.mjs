// The load of bench/upload.ts, in its own process so that its work does not delay the measuring one:
// one account uploading a 4000×4000 JPEG (about 3 MB) in N loops at once, each to its own bike,
// each starting again as soon as it is answered. Prints "ready" once loaded, and on SIGTERM the
// count of each status (0 = no answer) as JSON, after the loops' last answers. Asserts nothing.
import http from 'node:http';
import sharp from 'sharp';

const { base, authorization, bikes } = JSON.parse(process.argv[2]);

const noise = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#3366aa', noise: { type: 'gaussian', mean: 120, sigma: 50 } } })
  .png()
  .toBuffer();
const large = await sharp(noise).resize(4000, 4000).jpeg({ quality: 90 }).toBuffer();
const boundary = '----ritrova-bench-load';
const body = Buffer.concat([
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="bikePhoto"; filename="large.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
  large,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);
const headers = { authorization, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) };
const agent = new http.Agent({ keepAlive: true, maxSockets: bikes.length });

let running = true;
const statuses = {};
const upload = (bikeId) =>
  new Promise((resolve) => {
    const req = http.request(`${base}/api/photos/${bikeId}/photo`, { method: 'POST', agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.setTimeout(300_000, () => req.destroy());
    req.on('error', () => resolve(0));
    req.end(body);
  });

const loops = bikes.map(async (bikeId) => {
  while (running) {
    const status = await upload(bikeId);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
});
process.on('SIGTERM', async () => {
  running = false;
  await Promise.all(loops);
  agent.destroy();
  process.stdout.write(`${JSON.stringify(statuses)}\n`, () => process.exit(0));
});
console.log('ready');
