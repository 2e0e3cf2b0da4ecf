import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { call, Live } from "./api";
import type { ErrorMessage, GameMessage, Option } from "./types";
import { ScoreSheet } from "./Mat";
import { GameBoard, whereText } from "./Boards";
import type { Targets } from "./Target";
import { remember, seatsHere } from "./store";
import { t } from "./i18n";

import { SEAT_COLOURS } from "./colours";
export { SEAT_COLOURS };

export function seatLabel(m: GameMessage, seat: number): string {
  const s = m.seats[seat];
  return s ? t("game.seat.named", { seat, name: s.name }) : t("game.seat", { seat });
}

export function GameView({ id, token, handover }: { id: string; token: string; handover?: boolean }) {
  const [msg, setMsg] = useState<GameMessage | null>(null);
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [status, setStatus] = useState<Live["status"]>("connecting");
  const [covered, setCovered] = useState(Boolean(handover));
  const [focusSector, setFocusSector] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const live = useRef<Live | null>(null);

  useEffect(() => {
    const conn = new Live(
      id,
      token,
      (m) => {
        setMsg(m);
        setPending(false);
        setError((e) => (e && e.error === "stale" ? null : e));
        if (m.you !== null) remember({ id, token, seat: m.you, title: m.title, at: Date.now() });
      },
      (e) => {
        setError(e);
        setPending(false);
      },
      setStatus,
    );
    live.current = conn;
    return () => conn.close();
  }, [id, token]);

  const decide = (o: Option) => {
    if (!msg || pending) return;
    setError(null);
    setFocusSector(null);
    if (live.current?.send({ type: "move", action: o.id, version: msg.version })) setPending(true);
  };
  const undo = () => {
    if (!msg) return;
    setError(null);
    if (live.current?.send({ type: "undo", version: msg.version })) setPending(true);
  };

  const mine = msg !== null && msg.you !== null && msg.you === msg.to_move;
  const shown = useMemo(() => {
    if (!msg || !mine) return [];
    return focusSector ? msg.options.filter((o) => o.target === focusSector) : msg.options;
  }, [msg, mine, focusSector]);

  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      const t = ev.target as HTMLElement | null;
      if (t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA")) return;
      if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
      if (ev.key === "u" && msg?.can_undo) { undo(); ev.preventDefault(); }
      const n = Number(ev.key);
      if (n >= 1 && n <= 9 && shown[n - 1]) { decide(shown[n - 1]); ev.preventDefault(); }
      if (ev.key === "Escape") setFocusSector(null);
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  });

  if (covered) {
    return (
      <main class="cover">
        <h1>{t("game.pass")}</h1>
        <p>{t("game.pass.text")}</p>
        <button class="primary" autoFocus onClick={() => setCovered(false)}>{t("game.pass.button")}</button>
      </main>
    );
  }
  if (!msg) {
    return (
      <main class="game">
        <p><a href="#/">{t("game.lobby")}</a></p>
        {error ? <p role="alert" class="error">{error.message}</p> : <p>{t("game.connecting")}</p>}
      </main>
    );
  }

  const counts = new Map<string, number>();
  if (mine) for (const o of msg.options) if (o.target) counts.set(o.target, (counts.get(o.target) ?? 0) + 1);
  const others = seatsHere(id).filter((h) => h.seat !== msg.you && h.seat === msg.to_move);

  const pick = (target: string) => {
    const opts = msg.options.filter((o) => o.target === target);
    if (opts.length === 1) decide(opts[0]);
    else if (opts.length > 1) setFocusSector(target);
  };
  const targets: Targets = { count: counts, pick, focus: focusSector };

  return (
    <main class="game">
      <header class="bar">
        <a href="#/" class="home">{t("game.lobby")}</a>
        <h1>{msg.title}</h1>
        <p class="where">
          {whereText(msg)}{" "}· <span class="moves">{t("game.moves", { n: msg.moves })}</span>
        </p>
        <p class="who">
          {msg.you === null ? t("game.spectating") : <>{t("game.you.are")} <strong style={{ color: SEAT_COLOURS[msg.you] }}>{seatLabel(msg, msg.you)}</strong></>}
        </p>
        <span class={`status ${status}`} role="status">{status === "live" ? t("game.live") : status === "connecting" ? t("game.connecting") : t("game.offline")}</span>
      </header>

      <section class="decision card" aria-labelledby="decision-title">
        {msg.to_move === null ? (
          <>
            <h2 id="decision-title">{t("game.over")}</h2>
            <p><a class="button" href={`#/replay/${id}/${token}`}>{t("game.replay")}</a></p>
          </>
        ) : mine ? (
          <>
            <h2 id="decision-title">{t("game.decision", { prompt: msg.prompt })}</h2>
            {focusSector && (
              <p>
                {focusSector.includes(":") ? t("game.options.chosen") : t("game.options.sector", { sector: focusSector })}{" "}
                <button class="link" onClick={() => setFocusSector(null)}>{t("game.all.options")}</button>
              </p>
            )}
            <ol class="options">
              {shown.map((o, i) => (
                <li>
                  <button
                    class="option"
                    disabled={pending}
                    title={o.rules.map((r) => `${r.id}: ${r.text}`).join("\n")}
                    onClick={() => decide(o)}
                  >
                    {i < 9 && <kbd aria-hidden="true">{i + 1}</kbd>} {o.label}
                  </button>
                  {o.rules.length > 0 && (
                    <details class="why">
                      <summary>{t("game.rules")}</summary>
                      <ul>{o.rules.map((r) => <li><strong>{r.id}</strong> {r.text}</li>)}</ul>
                    </details>
                  )}
                </li>
              ))}
            </ol>
          </>
        ) : (
          <h2 id="decision-title">{t(msg.seats[msg.to_move]?.bot ? "game.waiting.bot" : "game.waiting", { seat: seatLabel(msg, msg.to_move) })}</h2>
        )}
        {mine && <WhyNot id={id} token={token} />}
        <div class="actions">
          {msg.you !== null && (
            <button onClick={undo} disabled={!msg.can_undo || pending} aria-keyshortcuts="u" title={t("game.undo.title")}>
              {t("game.undo")}
            </button>
          )}
          {others.map((h) => (
            <a class="button primary" href={`#/play/${id}/${h.token}/handover`}>{t("game.handover", { seat: h.seat ?? "" })}</a>
          ))}
        </div>
        {error && (
          <p role="alert" class="error">
            {error.message}{error.rule ? t("game.rule", { rule: error.rule }) : ""}
          </p>
        )}
      </section>

      {msg.score && <ScoreSheet msg={msg} />}

      <GameBoard msg={msg} t={targets} />

      <section class="log card" aria-labelledby="log-title">
        <h2 id="log-title">{t("game.log")}</h2>
        <Log lines={msg.log} />
      </section>
    </main>
  );
}

function Log({ lines }: { lines: string[] }) {
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.scrollTop = ref.current.scrollHeight;
  }, [lines.length]);
  return (
    <ol class="lines" ref={ref} aria-live="polite" tabIndex={0}>
      {lines.slice(-120).map((l) => <li>{l}</li>)}
    </ol>
  );
}

interface WhyAnswer { allowed: boolean; message: string; rules: { id: string; text: string }[] }

/** "Why can't I…?": the rule that refuses an action you do not see among your options. */
function WhyNot({ id, token }: { id: string; token: string }) {
  const [text, setText] = useState("");
  const [answer, setAnswer] = useState<WhyAnswer | null>(null);
  const ask = async (ev: Event) => {
    ev.preventDefault();
    if (!text.trim()) return;
    try {
      setAnswer(await call<WhyAnswer>(`/api/games/${encodeURIComponent(id)}/why`, {
        method: "POST",
        headers: { "x-seat-token": token },
        body: JSON.stringify({ action: text.trim() }),
      }));
    } catch (e) {
      setAnswer({ allowed: false, message: (e as Error).message, rules: [] });
    }
  };
  return (
    <details class="whynot">
      <summary>{t("game.why")}</summary>
      <form onSubmit={ask}>
        <label>
          {t("game.why.hint", { example: "take 3" })}{" "}
          <input value={text} onInput={(e) => setText(e.currentTarget.value)} maxLength={200} />
        </label>{" "}
        <button type="submit">{t("game.ask")}</button>
      </form>
      {answer && (
        <div aria-live="polite">
          <p>{answer.allowed ? t("game.allowed") : t("game.refused")}{answer.message}</p>
          <ul>{answer.rules.map((r) => <li><strong>{r.id}</strong> {r.text}</li>)}</ul>
        </div>
      )}
    </details>
  );
}
