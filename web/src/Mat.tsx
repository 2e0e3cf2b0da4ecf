import { t as say } from "./i18n";
import type { Board, GameMessage } from "./types";
import { SEAT_COLOURS } from "./colours";
import { Target, type Targets } from "./Target";

export function Mats({ msg, t }: { msg: GameMessage; t: Targets }) {
  const b = msg.board as Board;
  return (
    <section class="mats" aria-label="The Houses">
      {b.houses.map((h) => {
        const you = msg.you === h.seat;
        const own = (id: string) => (you ? id : "");
        const turn = msg.to_move === h.seat;
        return (
          <article class={`mat card${turn ? " turn" : ""}`} aria-labelledby={`house-${h.seat}`} style={{ borderColor: SEAT_COLOURS[h.seat % 4] }}>
            <h3 id={`house-${h.seat}`}>
              <span class="dot" style={{ background: SEAT_COLOURS[h.seat % 4] }} aria-hidden="true" />
              {say("mat.house", { seat: h.seat, house: h.house })}{you ? say("mat.you") : ""}{turn ? say("mat.deciding") : ""}
            </h3>
            <p class="influence">{say("score.influence")} <strong>{h.influence}</strong> · {msg.seats[h.seat]?.player}</p>
            <dl class="res">
              {h.resources.map((r) => (<div><dt>{r.name}</dt><dd>{r.value}</dd></div>))}
            </dl>
            <p>{say("mat.fleet", { active: h.fp_active, inactive: h.fp_inactive })}</p>
            <p>
              Civilization:{" "}
              {h.tracks.map((tr, i) => (
                <span>{i ? ", " : ""}<Target id={own(`track:${tr.name}`)} label={`${tr.name} track`} t={t}>{tr.name} {tr.value}{tr.corrupted ? " (Corrupted)" : ""}</Target></span>
              ))}
            </p>
            <p>Technologies: {h.technologies.length ? h.technologies.map((t) => t.name + (t.improved ? " (Improved)" : "")).join(", ") : "none"}</p>
            <p>
              Agenda slots:{" "}
              {h.agendas.map((a, i) => (
                <span>{i ? ", " : ""}<Target id={own(`slot:${i + 1}`)} label={`Agenda slot ${i + 1}`} t={t}>{i + 1}: {a.name || "empty"}{a.trade ? " + Trade token" : ""}{a.corrupted ? " (Corrupted)" : ""}</Target></span>
              ))}
            </p>
            <p>
              Agenda hand: {h.hand_size} card(s){you && h.hand.length ? ": " : ""}
              {you && h.hand.map((a, i) => <>{i ? ", " : ""}<Target id={`hand:${a}`} label={`Agenda ${a}`} t={t}>{a}</Target></>)}
            </p>
            <p>
              Focus cards in hand:{" "}
              {h.focus_hand.length ? h.focus_hand.map((f, i) => <>{i ? ", " : ""}<Target id={own(`focus:${f}`)} label={`Focus card ${f}`} t={t}>{f}</Target></>) : "none"}
            </p>
            {h.focus_played.length > 0 && <p>Focus cards played: {h.focus_played.join(", ")}</p>}
            <p>
              Trade tokens {h.trade_tokens} · Glory {h.glory.length ? h.glory.join(" + ") : "none"}
              {h.corruption ? ` · Corruption on the mat ${h.corruption}` : ""}
            </p>
          </article>
        );
      })}
    </section>
  );
}

export function Offers({ msg, t }: { msg: GameMessage; t: Targets }) {
  const b = msg.board as Board;
  return (
    <section class="offers card" aria-labelledby="offers-title">
      <h2 id="offers-title">{say("mat.galactic")}</h2>
      <p>{say("mat.order")}{b.turn_order.map((s) => say("game.seat", { seat: s })).join(" → ")}</p>
      <p>Trade ladder (top to bottom): {b.trade_ladder.join(", ")}</p>
      {b.event && <p>Galactic Event: {b.event.name} ({b.event.rounds} rounds)</p>}
      <p>
        Agenda offer:{" "}
        {b.agenda_offer.map((a, i) => <>{i ? "; " : ""}<Target id={`offer:${a.type}`} label={`${a.type} Agenda offer: ${a.name || "none"}`} t={t}>{a.type}: {a.name || "none"}</Target></>)}
      </p>
      {b.improved_offer.length > 0 && (
        <p>
          Improved Technologies offered:{" "}
          {b.improved_offer.map((n, i) => <>{i ? ", " : ""}<Target id={`tech:${n}`} label={`Technology ${n}`} t={t}>{n}</Target></>)}
        </p>
      )}
      <details open={b.technologies.some((x) => t.count.has(`tech:${x.name}`))}>
        <summary>Technologies available ({b.technologies.length})</summary>
        <ul>{b.technologies.map((x) => <li><Target id={`tech:${x.name}`} label={`Technology ${x.name}`} t={t}>{x.name}</Target>: {x.copies} left</li>)}</ul>
      </details>
      <p class="decks">
        Face down: Events {b.decks.events.join("/")}, Agendas {b.decks.agendas}, Improved {b.decks.improved},
        Bounty {b.decks.bounty}, Reclaim {b.decks.reclaim}
      </p>
    </section>
  );
}

export function ScoreSheet({ msg }: { msg: GameMessage }) {
  const score = msg.score!;
  const sources = Array.from(new Set(score.rows.flatMap((r) => r.lines.map((l) => l.source))));
  return (
    <section class="score card" aria-labelledby="score-title">
      <h2 id="score-title">{say("score.title")}</h2>
      <p>
        {score.winners.length === 1 ? say("score.winner") : say("score.winners")}
        {score.winners.length ? score.winners.map((w) => score.rows.find((r) => r.seat === w)?.name ?? say("game.seat", { seat: w })).join(", ") : say("score.void")}
      </p>
      <table>
        <thead>
          <tr><th scope="col">{say("score.source")}</th>{score.rows.map((r) => <th scope="col">{r.seat === null ? r.name : say("score.seat", { seat: r.seat, name: r.name })}{r.winner ? " ★" : ""}</th>)}</tr>
        </thead>
        <tbody>
          {sources.map((src) => (
            <tr><th scope="row">{src}</th>{score.rows.map((r) => <td>{r.lines.find((l) => l.source === src)?.influence ?? 0}</td>)}</tr>
          ))}
          <tr class="total"><th scope="row">{score.points ?? say("score.influence")}</th>{score.rows.map((r) => <td>{r.influence}</td>)}</tr>
        </tbody>
      </table>
    </section>
  );
}
