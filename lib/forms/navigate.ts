/** Sends the browser to another page (a module of its own so tests can stand in for it). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
