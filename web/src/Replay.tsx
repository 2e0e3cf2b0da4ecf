import { t } from "./i18n";
import { call } from "./api";
import { useEffect, useState } from "preact/hooks";
import type { GameMessage } from "./types";
import { ScoreSheet } from "./Mat";
import { GameBoard, whereText } from "./Boards";
import { NO_TARGETS } from "./Target";

type Replayed = GameMessage & { replay: { at: number; total: number } };

/** Step through a finished game move by move, as this seat (or a spectator) saw it. */
export function ReplayView({ id, token }: { id: string; token: string }) {
  const [at, setAt] = useState(0);
  const [msg, setMsg] = useState<Replayed | null>(null);
  const [error, setError] = useState("");

  useEffect(() => {
    let live = true;
    call<Replayed>(`/api/games/${encodeURIComponent(id)}/replay?at=${at}`, { headers: { "x-seat-token": token } }, "error.replay")
      .then((body) => { if (live) { setMsg(body); setError(""); } })
      .catch((e) => live && setError((e as Error).message));
    return () => { live = false; };
  }, [id, token, at]);

  const total = msg?.replay.total ?? 0;
  const go = (n: number) => setAt(Math.max(0, Math.min(total, n)));

  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      const t = ev.target as HTMLElement | null;
      if (t && (t.tagName === "INPUT" || t.tagName === "SELECT")) return;
      if (ev.key === "ArrowRight") go(at + 1);
      else if (ev.key === "ArrowLeft") go(at - 1);
      else return;
      ev.preventDefault();
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  });

  return (
    <main class="game replay">
      <header class="bar">
        <a href="#/" class="home">{t("game.lobby")}</a>
        <h1>{t("replay.title")}{msg ? `: ${msg.title}` : ""}</h1>
        {msg && (
          <p class="where">
            {whereText(msg)} ·{" "}
            <span class="moves">{t("game.moves", { n: msg.moves })}</span>
          </p>
        )}
        <a class="button" href={`#/play/${id}/${token}`}>{t("replay.back")}</a>
      </header>
      <section class="decision card" aria-label={t("replay.controls")}>
        <h2>{t("replay.move", { at, total })}</h2>
        <div class="actions">
          <button onClick={() => go(0)} disabled={at === 0}>{t("replay.first")}</button>
          <button onClick={() => go(at - 1)} disabled={at === 0} aria-keyshortcuts="ArrowLeft">{t("replay.previous")}</button>
          <button onClick={() => go(at + 1)} disabled={at >= total} aria-keyshortcuts="ArrowRight">{t("replay.next")}</button>
          <button onClick={() => go(total)} disabled={at >= total}>{t("replay.last")}</button>
        </div>
        <label class="slider">
          {t("replay.goto")}{" "}
          <input type="range" min={0} max={total} value={at} onInput={(e) => go(Number(e.currentTarget.value))} aria-valuetext={t("replay.valuetext", { at, total })} />
        </label>
        {msg && msg.log.length > 0 && <p class="last-line" aria-live="polite">{msg.log[msg.log.length - 1]}</p>}
        {error && <p role="alert" class="error">{error}</p>}
      </section>
      {msg && (
        <>
          {msg.score && at === total && <ScoreSheet msg={msg} />}
          <GameBoard msg={msg} t={NO_TARGETS} />
        </>
      )}
    </main>
  );
}
