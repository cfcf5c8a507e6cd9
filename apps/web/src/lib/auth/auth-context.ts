import type { LoginInput, PublicUser, RegisterInput } from '@ritrova/shared';
import { createContext } from 'react';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  status: AuthStatus;
  user: PublicUser | null;
  /** A deliberate sign-out is on its way to its target page (guards must not redirect). */
  leaving: boolean;
  /** Signs in, or answers the challenge of the second factor still to come. */
  login(input: LoginInput): Promise<{ user: PublicUser } | { challenge: string }>;
  register(input: RegisterInput): Promise<PublicUser>;
  /** Ends the session on the server and here, then goes to /login. */
  logout(): Promise<void>;
  /** Forgets the session locally without a server call (after deleting the account) and goes to `to`. */
  endSession(to: string): Promise<void>;
  /** Stores a new token and user (after a password change). */
  setSession(token: string, user: PublicUser): void;
  setUser(user: PublicUser): void;
  /** Reloads the user from `GET /api/users/me`. */
  refreshUser(): Promise<PublicUser | null>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
