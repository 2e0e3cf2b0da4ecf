import { t as say } from "./i18n";
import type { Board, GameMessage } from "./types";
import { SEAT_COLOURS } from "./colours";
import { Target, type Targets } from "./Target";

export function Mats({ msg, t }: { msg: GameMessage; t: Targets }) {
  const b = msg.board as Board;
  return (
    <section class="mats" aria-label={say("mat.houses")}>
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
              {say("mat.civilization")}{" "}
              {h.tracks.map((tr, i) => (
                <span>{i ? ", " : ""}<Target id={own(`track:${tr.name}`)} label={say("mat.track", { track: tr.label })} t={t}>{tr.label} {tr.value}{tr.corrupted ? say("mat.corrupted") : ""}</Target></span>
              ))}
            </p>
            <p>{say("mat.technologies")} {h.technologies.length ? h.technologies.map((x) => x.name + (x.improved ? say("mat.improved") : "")).join(", ") : say("board.none")}</p>
            <p>
              {say("mat.slots")}{" "}
              {h.agendas.map((a, i) => (
                <span>{i ? ", " : ""}<Target id={own(`slot:${i + 1}`)} label={say("mat.slot", { n: i + 1 })} t={t}>{i + 1}: {a.name || say("mat.slot.empty")}{a.trade ? say("mat.slot.trade") : ""}{a.corrupted ? say("mat.corrupted") : ""}</Target></span>
              ))}
            </p>
            <p>
              {say("mat.hand", { n: h.hand_size })}{you && h.hand.length ? ": " : ""}
              {you && h.hand.map((a, i) => <>{i ? ", " : ""}<Target id={`hand:${a}`} label={say("mat.agenda", { name: a })} t={t}>{a}</Target></>)}
            </p>
            <p>
              {say("mat.focus.hand")}{" "}
              {h.focus_hand.length ? h.focus_hand.map((f, i) => <>{i ? ", " : ""}<Target id={own(`focus:${f}`)} label={say("mat.focus.card", { name: f })} t={t}>{f}</Target></>) : say("board.none")}
            </p>
            {h.focus_played.length > 0 && <p>{say("mat.focus.played", { names: h.focus_played.join(", ") })}</p>}
            <p>
              {say("mat.trade", { n: h.trade_tokens })} · {say("mat.glory", { glory: h.glory.length ? h.glory.join(" + ") : say("board.none") })}
              {h.corruption ? " · " + say("mat.corruption", { n: h.corruption }) : ""}
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
      <p>{say("offers.ladder", { seats: b.trade_ladder.join(", ") })}</p>
      {b.event && <p>{say("offers.event", { name: b.event.name, n: b.event.rounds })}</p>}
      <p>
        {say("offers.agendas")}{" "}
        {b.agenda_offer.map((a, i) => <>{i ? "; " : ""}<Target id={`offer:${a.type}`} label={say("offers.agenda", { type: a.label, name: a.name || say("board.none") })} t={t}>{a.label}: {a.name || say("board.none")}</Target></>)}
      </p>
      {b.improved_offer.length > 0 && (
        <p>
          {say("offers.improved")}{" "}
          {b.improved_offer.map((n, i) => <>{i ? ", " : ""}<Target id={`tech:${n}`} label={say("offers.technology", { name: n })} t={t}>{n}</Target></>)}
        </p>
      )}
      <details open={b.technologies.some((x) => t.count.has(`tech:${x.name}`))}>
        <summary>{say("offers.technologies", { n: b.technologies.length })}</summary>
        <ul>{b.technologies.map((x) => <li><Target id={`tech:${x.name}`} label={say("offers.technology", { name: x.name })} t={t}>{x.name}</Target>: {say("offers.left", { n: x.copies })}</li>)}</ul>
      </details>
      <p class="decks">
        {say("offers.decks", {
          events: b.decks.events.join("/"), agendas: b.decks.agendas, improved: b.decks.improved,
          bounty: b.decks.bounty, reclaim: b.decks.reclaim,
        })}
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
