import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'selfsigned';

export interface KeyPair {
  key: string;
  cert: string;
}

/**
 * A self-signed certificate for 127.0.0.1, kept in `dir` so a developer who trusted it once in the browser
 * keeps it across restarts. Generated in JavaScript: no openssl binary needed. Key and certificate are kept in
 * one file written with a rename, so test workers starting together never read a key from one run and a
 * certificate from another.
 */
export async function localCertificate(dir: string): Promise<KeyPair> {
  const file = join(dir, 'certificate.json');
  try {
    const pair = JSON.parse(await readFile(file, 'utf8')) as KeyPair;
    if (pair.key && pair.cert) return pair;
  } catch {
    // Not there yet (or unreadable): make a new one below.
  }
  const notAfter = new Date();
  notAfter.setFullYear(notAfter.getFullYear() + 1);
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notAfterDate: notAfter,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }, { type: 2, value: 'localhost' }] }],
  });
  const pair: KeyPair = { key: pems.private, cert: pems.cert };
  await mkdir(dir, { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, JSON.stringify(pair), { mode: 0o600 });
  await rename(temp, file);
  return pair;
}
