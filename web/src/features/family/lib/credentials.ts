/**
 * The login details a parent copies for a child. The junior sign-in page pre-fills both fields from
 * a pasted text containing "username:" and "pin:" (spec 01 §2), so this is that text.
 */
export function credentialsText(username: string, pin: string): string {
  return `Username: ${username}\nPIN: ${pin}`;
}

/** Copies `text`; false when the browser refuses (no clipboard access), so the page can show it instead. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
