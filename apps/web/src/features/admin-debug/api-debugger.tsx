/** The admins' floating API debugger (spec §2, §7). */
export function ApiDebugger() {
  return null;
}
