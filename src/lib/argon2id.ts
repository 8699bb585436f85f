import { argon2id } from 'hash-wasm';

/**
 * argon2id's 256 bits for the work vault (src/lib/work-vault.ts): its own chunk, imported only
 * when a password is derived, so no page carries hash-wasm (WebAssembly, ~12 KB gzip) before
 * it. Only argon2id is imported from hash-wasm's ES module, so only it (and the BLAKE2b it
 * builds on) is bundled.
 */
export async function argon2idBits(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  memoryKiB: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const hash = await argon2id({
    password,
    salt,
    parallelism: 1,
    iterations: 2,
    memorySize: memoryKiB,
    hashLength: 32,
    outputType: 'binary',
  });
  // A view, not its buffer: WebCrypto refuses a bare buffer of another realm (a test's jsdom).
  return new Uint8Array(hash);
}
