import type { Catalog, ErrorMessage, GameMessage } from "./types";
import { lang, t, withLang } from "./i18n";

export class ApiError extends Error {
  constructor(public status: number, message: string, public rule?: string) {
    super(message);
  }
}

/** One request to the server in the reader's language; a refusal or an unreachable server is
 * an `ApiError` whose message the reader can read (the server's own words, else `refused`'s). */
export async function call<T>(path: string, init?: RequestInit, refused = "error.refused"): Promise<T> {
  let res: Response;
  try {
    res = await fetch(withLang(path), {
      ...init,
      headers: { "content-type": "application/json", ...(init?.headers ?? {}) },
    });
  } catch {
    throw new ApiError(0, t("error.network")); // the browser's own words would be English
  }
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new ApiError(res.status, body.message ?? t(refused), body.rule);
  return body as T;
}

export const catalog = () => call<Catalog[]>("/api/catalog");

export interface Created {
  id: string;
  seats: { seat: number; player: string; token: string | null }[];
  spectator: string;
}

export const createGame = (body: unknown) =>
  call<Created>("/api/games", { method: "POST", body: JSON.stringify(body) });

export interface Summary {
  id: string; title: string; you: number | null; to_move: number | null; moves: number;
  seats: string[];
  /** when the game last changed, in the reader's language and time zone */
  last: string;
}

export const mine = (games: { id: string; token: string }[]) =>
  call<Summary[]>("/api/mine", {
    method: "POST",
    body: JSON.stringify({ games, zone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
  });

type Listener = (m: GameMessage) => void;
type ErrorListener = (e: ErrorMessage) => void;

/** One live connection to a game for one token; reconnects by itself. */
export class Live {
  private ws: WebSocket | null = null;
  private closed = false;
  private retry = 250;
  private ref = 0;
  status: "connecting" | "live" | "offline" = "connecting";

  constructor(
    private id: string,
    private token: string,
    private onState: Listener,
    private onError: ErrorListener,
    private onStatus: (s: Live["status"]) => void,
  ) {
    this.open();
  }

  private open(): void {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(
      `${proto}://${location.host}/ws/games/${encodeURIComponent(this.id)}` +
        `?token=${encodeURIComponent(this.token)}&lang=${lang}`,
    );
    this.ws = ws;
    this.setStatus("connecting");
    ws.onopen = () => {
      this.retry = 250;
      this.setStatus("live");
    };
    ws.onmessage = (ev) => {
      const m = JSON.parse(ev.data as string);
      if (m.type === "state") this.onState(m as GameMessage);
      else if (m.type === "error") {
        this.onError(m as ErrorMessage);
        if (m.error === "forbidden" || m.error === "no_game") this.closed = true;
      }
    };
    ws.onclose = () => {
      this.setStatus("offline");
      if (!this.closed) {
        setTimeout(() => this.open(), this.retry);
        this.retry = Math.min(this.retry * 2, 5000);
      }
    };
  }

  private setStatus(s: Live["status"]): void {
    this.status = s;
    this.onStatus(s);
  }

  send(message: Record<string, unknown>): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify({ ...message, ref: ++this.ref }));
    return true;
  }

  close(): void {
    this.closed = true;
    this.ws?.close();
  }
}
