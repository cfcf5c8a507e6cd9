import type { LoginInput, PublicUser, RegisterInput } from '@ritrova/shared';
import { createContext } from 'react';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  status: AuthStatus;
  user: PublicUser | null;
  login(input: LoginInput): Promise<PublicUser>;
  register(input: RegisterInput): Promise<PublicUser>;
  /** Ends the session on the server and here, then goes to /login. */
  logout(): Promise<void>;
  /** Forgets the session locally (after deleting the account) without a server call. */
  clearSession(): void;
  /** Stores a new token and user (after a password change). */
  setSession(token: string, user: PublicUser): void;
  setUser(user: PublicUser): void;
  /** Reloads the user from `GET /api/users/me`. */
  refreshUser(): Promise<PublicUser | null>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
