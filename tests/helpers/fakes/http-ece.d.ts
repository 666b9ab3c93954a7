/** http_ece (Encrypted Content-Encoding, RFC 8188), which web-push uses to encrypt; the tests decrypt with it. */
declare module "http_ece" {
  import type { ECDH } from "node:crypto";

  export function decrypt(
    buffer: Buffer,
    params: { version: "aes128gcm"; privateKey: ECDH; authSecret: string | Buffer },
  ): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
