// Islands still waiting for their first interaction. A client-side navigation
// opens them all (instrumentation-client.ts): React cannot re-render a tree that
// holds server HTML it has not hydrated, so the navigation would wait forever.
const waiting = new Set<() => void>();

export function registerGate(open: () => void): void {
  waiting.add(open);
}

export function openAllGates(): void {
  for (const open of waiting) open();
  waiting.clear();
}
