import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@app/shared/session-keys';

/** The signed-in user as kept in local storage after login (SPEC.md section 3). */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: string;
}

export interface Session {
  token: string;
  user: SessionUser | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string; session: Session | null } | null = null;

function readSession(): Session | null {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const rawUser = localStorage.getItem(STORAGE_KEYS.user);
  const raw = `${token}\u0000${rawUser}`;
  if (cached?.raw === raw) return cached.session;
  let user: SessionUser | null = null;
  try {
    user = rawUser ? (JSON.parse(rawUser) as SessionUser) : null;
  } catch {
    user = null;
  }
  const session = token ? { token, user } : null;
  cached = { raw, session };
  return session;
}

function notify() {
  listeners.forEach((listener) => listener());
}

export function getSession(): Session | null {
  return typeof localStorage === 'undefined' ? null : readSession();
}

export function saveSession(token: string, user: SessionUser | null) {
  localStorage.setItem(STORAGE_KEYS.token, token);
  if (user) {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    localStorage.setItem(STORAGE_KEYS.email, user.email);
    localStorage.setItem(STORAGE_KEYS.role, user.role);
  }
  notify();
}

export function clearSession() {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
  localStorage.removeItem(STORAGE_KEYS.email);
  localStorage.removeItem(STORAGE_KEYS.role);
  notify();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as never)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current session; null while prerendering and before hydration, so markup matches. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, readSession, () => null);
}
