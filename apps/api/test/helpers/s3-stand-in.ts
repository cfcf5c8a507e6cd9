import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible store, speaking the subset of the S3
 * REST API (path-style) that lib/storage.ts uses: PutObject, GetObject,
 * ListObjectsV2 and DeleteObjects, with S3's XML answers and errors. It keeps
 * objects in memory and records requests; it does not check signatures.
 */
export async function startS3StandIn(bucket: string, port = 0) {
  const objects = new Map<string, { body: Buffer; contentType: string; cacheControl: string | undefined }>();
  const requests: { method: string; path: string }[] = [];
  const xml = (res: http.ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
  };
  const escapeXml = (s: string) => s.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] as string);

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({ method: req.method ?? '', path: url.pathname + url.search });
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (bucketName !== bucket) return xml(res, 404, '<Error><Code>NoSuchBucket</Code><Message>The specified bucket does not exist</Message></Error>');

    if (req.method === 'PUT' && key) {
      objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream'), cacheControl: req.headers['cache-control'] });
      res.writeHead(200, { etag: '"stand-in"' });
      return res.end();
    }
    if (req.method === 'GET' && key) {
      const object = objects.get(key);
      if (!object)
        return xml(res, 404, `<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${escapeXml(key)}</Key></Error>`);
      res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
      return res.end(object.body);
    }
    if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      const contents = keys.map((k) => `<Contents><Key>${escapeXml(k)}</Key><Size>${objects.get(k)?.body.length ?? 0}</Size></Contents>`).join('');
      return xml(
        res,
        200,
        `<ListBucketResult><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
      );
    }
    if (req.method === 'POST' && url.searchParams.has('delete')) {
      const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) =>
        (m[1] ?? '').replace(/&lt;|&gt;|&amp;/g, (e) => ({ '&lt;': '<', '&gt;': '>', '&amp;': '&' })[e] as string),
      );
      for (const k of keys) objects.delete(k);
      return xml(res, 200, `<DeleteResult>${keys.map((k) => `<Deleted><Key>${escapeXml(k)}</Key></Deleted>`).join('')}</DeleteResult>`);
    }
    return xml(res, 400, '<Error><Code>NotImplemented</Code><Message>Not supported by the stand-in</Message></Error>');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
