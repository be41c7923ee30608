import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'selfsigned';

export interface KeyPair {
  key: string;
  cert: string;
}

/**
 * A self-signed certificate for 127.0.0.1, kept in `dir` so a developer who trusted it once in the browser
 * keeps it across restarts. Generated in JavaScript: no openssl binary needed.
 */
export async function localCertificate(dir: string): Promise<KeyPair> {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  try {
    return { key: await readFile(keyFile, 'utf8'), cert: await readFile(certFile, 'utf8') };
  } catch {
    const notAfter = new Date();
    notAfter.setFullYear(notAfter.getFullYear() + 1);
    const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
      keySize: 2048,
      algorithm: 'sha256',
      notAfterDate: notAfter,
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }, { type: 2, value: 'localhost' }] }],
    });
    await mkdir(dir, { recursive: true });
    await writeFile(keyFile, pems.private, { mode: 0o600 });
    await writeFile(certFile, pems.cert);
    return { key: pems.private, cert: pems.cert };
  }
}
