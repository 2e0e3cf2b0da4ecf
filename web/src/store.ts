// The seats this browser holds: the seat token is the credential (no accounts).

export interface Held { id: string; token: string; seat: number | null; title: string; at: number }

const KEY = "domineum.games";

export function held(): Held[] {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(raw) ? (raw as Held[]) : [];
  } catch {
    return [];
  }
}

export function remember(entry: Held): void {
  const rest = held().filter((h) => !(h.id === entry.id && h.token === entry.token));
  localStorage.setItem(KEY, JSON.stringify([entry, ...rest].slice(0, 200)));
}

export function forget(id: string, token: string): void {
  localStorage.setItem(
    KEY, JSON.stringify(held().filter((h) => !(h.id === id && h.token === token))),
  );
}

export function seatsHere(id: string): Held[] {
  return held().filter((h) => h.id === id && h.seat !== null);
}

export function playLink(id: string, token: string): string {
  return `${location.origin}${location.pathname}#/play/${id}/${token}`;
}
