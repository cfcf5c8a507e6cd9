import { startS3StandIn } from './s3-stand-in.ts';

/**
 * The S3 stand-in as a process of its own: the object storage several API processes share (the
 * topology tier, apps/api/topology/), or a developer trying `STORAGE=s3` without a bucket:
 * `S3_STAND_IN_PORT=9000 S3_BUCKET=ritrova node apps/api/test/helpers/s3-stand-in-server.ts`, then start
 * the server with the STORAGE, S3_BUCKET, S3_ENDPOINT and S3_* variables it prints. Objects live in
 * this process's memory, and go with it.
 */
const port = Number(process.env.S3_STAND_IN_PORT ?? 0);
const bucket = process.env.S3_BUCKET ?? 'ritrova';
const standIn = await startS3StandIn(bucket, port);
console.log(
  `S3 stand-in at ${standIn.url}: STORAGE=s3 S3_BUCKET=${bucket} S3_ENDPOINT=${standIn.url} S3_ACCESS_KEY_ID=stand-in S3_SECRET_ACCESS_KEY=stand-in S3_FORCE_PATH_STYLE=1`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void standIn.close().then(() => process.exit(0)));
}
