/**
 * A hidden copy of the account's e-mail for password managers: a form that
 * changes or confirms a password should say whose password it is.
 */
export function UsernameHint({ email }: { email: string }) {
  return <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />;
}
