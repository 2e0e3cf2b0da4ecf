import type { GameMessage, RvBoard, RvSector } from "./types";
import { SEAT_COLOURS } from "./colours";
import { Target, type Targets } from "./Target";

const W = 800;
const R = 78;

/** Outer sectors on a ring, inner sectors on a smaller one (RV board: 8 outer, 4 inner). */
function place(sectors: RvSector[]): Map<string, [number, number]> {
  const out = new Map<string, [number, number]>();
  const outer = sectors.filter((s) => !s.inner);
  const inner = sectors.filter((s) => s.inner);
  outer.forEach((s, i) => {
    const a = (2 * Math.PI * i) / outer.length - Math.PI / 2;
    out.set(s.id, [W / 2 + 300 * Math.cos(a), W / 2 + 300 * Math.sin(a)]);
  });
  inner.forEach((s, i) => {
    const a = (2 * Math.PI * i) / Math.max(inner.length, 1) - Math.PI / 4;
    out.set(s.id, [W / 2 + 120 * Math.cos(a), W / 2 + 120 * Math.sin(a)]);
  });
  return out;
}

function describe(s: RvSector): string {
  const parts = [
    s.name,
    s.ships.length ? `ships: ${s.ships.map((x) => x.name).join(", ")}` : "no ships",
    s.voidborn ? `${s.voidborn} Voidborn` : "",
    s.shields ? `${s.shields} Shield(s)` : "",
    s.rift ? "a Rift" : "",
    ...s.planets.map((p) => `planet ${p.name}${p.cube ? " with its cube" : ""}${p.occupied ? ", occupied" : ""}`),
    s.frigates.length ? `Frigates of ${s.frigates.map((f) => `Player ${f + 1}`).join(", ")}` : "",
  ];
  return parts.filter(Boolean).join("; ");
}

/** Revenant's sectors as an SVG: ships, Voidborn, Shields, Rifts, planets, Frigates. Sectors and
 * ships some option is about are click targets (Enter or Space with the keyboard). */
export function RevenantMap({ board, t }: { board: RvBoard; t: Targets }) {
  const pos = place(board.sectors);
  return (
    <svg viewBox={`0 0 ${W} ${W}`} role="group" aria-label="Revenant's sectors and their adjacency" class="galaxy revenant">
      <g class="edges" aria-hidden="true">
        {board.edges.map(([a, b]) => {
          const pa = pos.get(a); const pb = pos.get(b);
          return pa && pb ? <line x1={pa[0]} y1={pa[1]} x2={pb[0]} y2={pb[1]} class="edge" /> : null;
        })}
      </g>
      {board.sectors.map((s) => {
        const [x, y] = pos.get(s.id)!;
        const n = t.count.get(s.id) ?? 0;
        const key = (e: KeyboardEvent, id: string) => {
          if (e.key === "Enter" || e.key === " ") { e.preventDefault(); t.pick(id); }
        };
        return (
          <g transform={`translate(${x},${y})`} class={`sector${n ? " target" : ""}${t.focus === s.id ? " focused" : ""}`}>
            <g
              role={n ? "button" : "img"}
              tabindex={n ? 0 : undefined}
              aria-label={describe(s) + (n ? `; ${n} option(s) here` : "")}
              onClick={n ? () => t.pick(s.id) : undefined}
              onKeyDown={n ? (e: KeyboardEvent) => key(e, s.id) : undefined}
            >
              <title>{describe(s)}</title>
              <circle r={R} class="body" style={{ stroke: s.rift ? "#b33939" : "#6b7280" }} />
              <text y={-56} class="sid">{s.name}</text>
              <text y={-40} class="stype">
                {s.voidborn ? `${s.voidborn}V ` : ""}{s.shields ? `${s.shields}⛨ ` : ""}{s.rift ? "Rift " : ""}
                {s.planets.length ? `${s.planets.length} planet${s.planets.length > 1 ? "s" : ""}` : ""}
              </text>
              {s.frigates.length > 0 && <text y={64} class="tokens">Frigate {s.frigates.map((f) => f + 1).join(",")}</text>}
              {n > 0 && <circle r={R + 5} class="ring" />}
            </g>
            {s.ships.map((ship, i) => {
              const id = `ship:${ship.id}`;
              const m = t.count.get(id) ?? 0;
              const col = i % 3;
              const row = Math.floor(i / 3);
              const label = `${ship.name}${ship.damage ? `, ${ship.damage} damage` : ""}${ship.corrupted ? ", corrupted" : ""}${ship.crewed ? ", crewed" : ""}${ship.landed ? ", landed" : ""}${m ? `; ${m} option(s)` : ""}`;
              return (
                <g
                  transform={`translate(${(col - 1) * 46},${row * 22 - 18})`}
                  class={`ship${m ? " target" : ""}${t.focus === id ? " focused" : ""}`}
                  role={m ? "button" : "img"}
                  tabindex={m ? 0 : undefined}
                  aria-label={label}
                  onClick={m ? (e: MouseEvent) => { e.stopPropagation(); t.pick(id); } : undefined}
                  onKeyDown={m ? (e: KeyboardEvent) => key(e, id) : undefined}
                >
                  <title>{label}</title>
                  <rect x={-22} y={-9} width={44} height={18} rx={4} class={`hull${ship.corrupted ? " corrupted" : ""}`} />
                  <text y={4} class="shiptext">{ship.house.slice(0, 3)} {ship.class.slice(0, 2)}{ship.damage ? `·${ship.damage}` : ""}</text>
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}

function cards(names: string[], t: Targets) {
  if (!names.length) return <>none</>;
  return <>{names.map((c, i) => <>{i ? ", " : ""}<Target id={`card:${c}`} label={c} t={t}>{c}</Target></>)}</>;
}

/** The Revenant, the offer and each player's boards. */
export function RevenantPanels({ msg, t }: { msg: GameMessage; t: Targets }) {
  const b = msg.board as RvBoard;
  return (
    <>
      <section class="offers card" aria-labelledby="rv-title">
        <h2 id="rv-title">The Revenant</h2>
        <p>Damage {b.revenant.damage} · Protection tokens {b.revenant.protection} · Failure deck {b.revenant.failure_deck}</p>
        <p>Display: top {b.revenant.top || "none"}, bottom {b.revenant.bottom || "none"}</p>
        <p>Offer: {cards(b.offer, t)}</p>
        {b.colony && <p>Colony: {b.colony}</p>}
        {msg.seats.length <= 2 && <p>Council deck: {b.council_deck} card(s)</p>}
        <p class="decks">
          Face down: Hidden Influence {b.decks.hidden_influence}, planets {b.decks.planets}, colonies {b.decks.colonies},
          Operations {b.decks.operations}
        </p>
      </section>
      <section class="mats" aria-label="The players">
        {b.players.map((p) => {
          const you = msg.you === p.seat;
          const turn = msg.to_move === p.seat;
          return (
            <article class={`mat card${turn ? " turn" : ""}`} aria-labelledby={`player-${p.seat}`} style={{ borderColor: SEAT_COLOURS[p.seat % 4] }}>
              <h3 id={`player-${p.seat}`}>
                <span class="dot" style={{ background: SEAT_COLOURS[p.seat % 4] }} aria-hidden="true" />
                {p.name}{you ? " (you)" : ""}{turn ? " — deciding" : ""}
              </h3>
              <p>{p.crew || "no Crew board yet"}{p.frigate_board ? ` · ${p.frigate_board}` : ""} · Captain rank {p.rank} · Tactics {p.tactics}</p>
              <dl class="res">
                {p.resources.map((r) => (<div><dt>{r.name}</dt><dd>{r.value}</dd></div>))}
              </dl>
              <p>
                Corrupted Compartments: {p.corrupted.join(", ") || "none"}{p.stuck ? ` (${p.stuck} resource(s) stuck)` : ""} ·
                Residue {p.residue} · Data {p.data}
              </p>
              <p>Influence: {p.influence.map((i) => `${i.name} ${i.value}`).join(", ") || "none"}</p>
              <p>Figures: {p.figures.map((f) => `${f.name}: ${f.where}`).join("; ")}</p>
              <p>Hidden Influence: {p.hidden_influence} card(s){you && p.hi.length ? <>: {cards(p.hi, t)}</> : ""}</p>
              <p>Hand: {p.hand_size} card(s){you && p.hand.length ? <>: {cards(p.hand, t)}</> : ""}</p>
              {you && p.agendas.length > 0 && <p>Agendas: {p.agendas.join(", ")}</p>}
              <p>Cadet cards: {p.cadet_cards.map((c) => c.join(", ") || "none").join(" | ")}</p>
              <p>Frigate cards: {p.frigate_cards.join(", ") || "none"} · Commands: {p.commands.join(", ") || "none"}</p>
            </article>
          );
        })}
      </section>
    </>
  );
}
