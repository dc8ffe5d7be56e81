import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';

export interface TokenSigner {
  sign(userId: number): Promise<string>;
  /** The user id in a valid, unexpired token signed by us; null for anything else. */
  verify(token: string): Promise<number | null>;
}

export function createTokenSigner(secret: string, expiresIn: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
    verify: async (token) => {
      try {
        // Pinning the algorithm rejects `alg: none` and any other algorithm swap.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        const id = Number(payload.sub);
        return Number.isSafeInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
  };
}
