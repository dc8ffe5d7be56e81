import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';

export interface TokenSigner {
  sign(userId: number): Promise<string>;
  /** The user id in a valid, unexpired token signed by us; null for anything else. */
  verify(token: string): Promise<number | null>;
}

/** How many verified tokens are remembered, so that a client's next requests skip the signature check. */
const VERIFIED_TOKENS_KEPT = 1_000;

export function createTokenSigner(secret: string, expiresIn: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  // token → user id and expiry (ms). A signature stays valid until the token expires, so a token
  // checked once need not be checked again; Map order makes the first key the oldest.
  const verified = new Map<string, { userId: number; expiresAtMs: number }>();
  const remember = (token: string, userId: number, expiresAtMs: number) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, { userId, expiresAtMs });
  };
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
    verify: async (token) => {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return known.userId;
        verified.delete(token);
        return null;
      }
      try {
        // Pinning the algorithm rejects `alg: none` and any other algorithm swap.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        const id = Number(payload.sub);
        if (!Number.isSafeInteger(id) || id <= 0) return null;
        if (payload.exp !== undefined) remember(token, id, payload.exp * 1000);
        return id;
      } catch {
        return null;
      }
    },
  };
}
