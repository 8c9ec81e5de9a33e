import { SHELL_ATTRIBUTE, SHELL_AUDIENCE, SHELL_NAME, SHELL_USERNAME } from './lib/playerShell';
import { readItem, readJson } from './lib/storage';
import { STORAGE_KEYS } from './lib/storageKeys';

/**
 * Runs inline right after the players' shell in the HTML's #root (build/prerender.ts inlines
 * it; the server's CSP allows it by its hash), before the first paint: the shell was rendered
 * for nobody, so this writes the stored player into it, their username into its links and
 * labels and the name the dashboard greets them by into its heading, the same one DashboardPage
 * shows (the stored record's name, else the username). The shell stays hidden until then
 * (data-shell-unfilled in styles.css), so no stand-in name is ever seen.
 */
function greetedName(username: string): string {
  const user = readJson(STORAGE_KEYS.user);
  const name = user && typeof user === 'object' && 'username' in user ? user.username : null;
  return typeof name === 'string' && name ? name : username;
}

function fill(shell: Element, username: string, name: string): void {
  const text = (value: string) => value.replaceAll(SHELL_USERNAME, username).replaceAll(SHELL_NAME, name);
  const walker = document.createTreeWalker(shell, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue) node.nodeValue = text(node.nodeValue);
  }
  for (const element of shell.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      if (!attribute.value.includes(SHELL_USERNAME) && !attribute.value.includes(SHELL_NAME)) continue;
      attribute.value =
        attribute.name === 'href' ? attribute.value.replaceAll(SHELL_USERNAME, encodeURIComponent(username)) : text(attribute.value);
    }
  }
  shell.removeAttribute('data-shell-unfilled');
}

try {
  const username = readItem(STORAGE_KEYS.username);
  if (username && readItem(STORAGE_KEYS.accessToken)) {
    const name = greetedName(username);
    for (const shell of document.querySelectorAll(`[${SHELL_ATTRIBUTE}="${SHELL_AUDIENCE}"]`)) fill(shell, username, name);
  }
} catch {
  // The shell stays hidden; the app renders the page as it would without it.
}
