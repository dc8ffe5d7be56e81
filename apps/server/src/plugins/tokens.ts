import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';

/** What a valid token says: whose it is, and the user's token version when it was signed. */
export interface VerifiedToken {
  userId: number;
  version: number;
}

export interface TokenSigner {
  /** `version`: the user's token version (users.token_version); a token of an older one is refused. */
  sign(userId: number, version?: number): Promise<string>;
  /** Whose a valid, unexpired token signed by us is; null for anything else. */
  verify(token: string): Promise<VerifiedToken | null>;
}

/** The claim that carries the token version; tokens signed before it existed are version 0. */
const VERSION_CLAIM = 'ver';

/** How many verified tokens are remembered, so that a client's next requests skip the signature check. */
const VERIFIED_TOKENS_KEPT = 1_000;

export function createTokenSigner(secret: string, expiresIn: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  // token → what it says and its expiry (ms). A signature stays valid until the token expires, so
  // a token checked once need not be checked again; Map order makes the first key the oldest.
  const verified = new Map<string, VerifiedToken & { expiresAtMs: number }>();
  const remember = (token: string, claims: VerifiedToken, expiresAtMs: number) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, { ...claims, expiresAtMs });
  };
  return {
    sign: (userId, version = 0) =>
      new SignJWT({ [VERSION_CLAIM]: version })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
    verify: async (token) => {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return { userId: known.userId, version: known.version };
        verified.delete(token);
        return null;
      }
      try {
        // Pinning the algorithm rejects `alg: none` and any other algorithm swap.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        const id = Number(payload.sub);
        if (!Number.isSafeInteger(id) || id <= 0) return null;
        const version = payload[VERSION_CLAIM] ?? 0;
        if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0)
          return null;
        const claims = { userId: id, version };
        if (payload.exp !== undefined) remember(token, claims, payload.exp * 1000);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
