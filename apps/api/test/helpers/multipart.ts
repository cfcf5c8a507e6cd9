/** A part of a multipart body: a text field, or a file with its name, type and bytes. */
export type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer };

/** A multipart/form-data body as a browser sends it, with its content-type header (for `inject`). */
export function multipart(parts: Part[]) {
  const boundary = `----ritrova${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
          ),
          part.bytes,
          Buffer.from('\r\n'),
        ],
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
