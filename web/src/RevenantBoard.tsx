import type { GameMessage, RvBoard, RvSector } from "./types";
import { SEAT_COLOURS } from "./colours";
import { Target, type Targets } from "./Target";
import { t as say } from "./i18n";

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
    s.ships.length ? say("rv.ships", { names: s.ships.map((x) => x.name).join(", ") }) : say("rv.ships.none"),
    s.voidborn ? say("rv.voidborn", { n: s.voidborn }) : "",
    s.shields ? say("rv.shields", { n: s.shields }) : "",
    s.rift ? say("rv.rift") : "",
    ...s.planets.map((p) => say("rv.planet", { name: p.name }) + (p.cube ? say("rv.planet.cube") : "") + (p.occupied ? say("rv.planet.occupied") : "")),
    s.frigates.length ? say("rv.frigates", { players: s.frigates.map((f) => f + 1).join(", ") }) : "",
  ];
  return parts.filter(Boolean).join("; ");
}

/** Revenant's sectors as an SVG: ships, Voidborn, Shields, Rifts, planets, Frigates. Sectors and
 * ships some option is about are click targets (Enter or Space with the keyboard). */
export function RevenantMap({ board, t }: { board: RvBoard; t: Targets }) {
  const pos = place(board.sectors);
  return (
    <svg viewBox={`0 0 ${W} ${W}`} role="group" aria-label={say("rv.map")} class="galaxy revenant">
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
              aria-label={describe(s) + (n ? "; " + say("board.options.here", { n }) : "")}
              onClick={n ? () => t.pick(s.id) : undefined}
              onKeyDown={n ? (e: KeyboardEvent) => key(e, s.id) : undefined}
            >
              <title>{describe(s)}</title>
              <circle r={R} class="body" style={{ stroke: s.rift ? "#b33939" : "#6b7280" }} />
              <text y={-56} class="sid">{s.name}</text>
              <text y={-40} class="stype">
                {s.voidborn ? `${s.voidborn}V ` : ""}{s.shields ? `${s.shields}⊕ ` : ""}{s.rift ? say("rv.rift.short") + " " : ""}
                {s.planets.length ? say("rv.planets", { n: s.planets.length }) : ""}
              </text>
              {s.frigates.length > 0 && <text y={64} class="tokens">{say("rv.frigate.short", { players: s.frigates.map((f) => f + 1).join(",") })}</text>}
              {n > 0 && <circle r={R + 5} class="ring" />}
            </g>
            {s.ships.map((ship, i) => {
              const id = `ship:${ship.id}`;
              const m = t.count.get(id) ?? 0;
              const col = i % 3;
              const row = Math.floor(i / 3);
              const label = ship.name + (ship.damage ? say("rv.ship.damage", { n: ship.damage }) : "") + (ship.corrupted ? say("rv.ship.corrupted") : "") +
                (ship.crewed ? say("rv.ship.crewed") : "") + (ship.landed ? say("rv.ship.landed") : "") + (m ? "; " + say("board.options", { n: m }) : "");
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
                  <text y={4} class="shiptext">{ship.house.slice(0, 3)} {ship.id.slice(0, 1).toUpperCase()}{ship.id.slice(1, 2)}{ship.damage ? `·${ship.damage}` : ""}</text>
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
  if (!names.length) return <>{say("board.none")}</>;
  return <>{names.map((c, i) => <>{i ? ", " : ""}<Target id={`card:${c}`} label={c} t={t}>{c}</Target></>)}</>;
}

/** The Revenant, the offer and each player's boards. */
export function RevenantPanels({ msg, t }: { msg: GameMessage; t: Targets }) {
  const b = msg.board as RvBoard;
  return (
    <>
      <section class="offers card" aria-labelledby="rv-title">
        <h2 id="rv-title">{say("rv.title")}</h2>
        <p>{say("rv.revenant", { damage: b.revenant.damage, protection: b.revenant.protection, failures: b.revenant.failure_deck })}</p>
        <p>{say("rv.display", { top: b.revenant.top || say("board.none"), bottom: b.revenant.bottom || say("board.none") })}</p>
        <p>{say("rv.offer")} {cards(b.offer, t)}</p>
        {b.colony && <p>{say("rv.colony", { name: b.colony })}</p>}
        {msg.seats.length <= 2 && <p>{say("rv.council", { n: b.council_deck })}</p>}
        <p class="decks">
          {say("rv.decks", { hidden: b.decks.hidden_influence, planets: b.decks.planets, colonies: b.decks.colonies, operations: b.decks.operations })}
        </p>
      </section>
      <section class="mats" aria-label={say("rv.players")}>
        {b.players.map((p) => {
          const you = msg.you === p.seat;
          const turn = msg.to_move === p.seat;
          return (
            <article class={`mat card${turn ? " turn" : ""}`} aria-labelledby={`player-${p.seat}`} style={{ borderColor: SEAT_COLOURS[p.seat % 4] }}>
              <h3 id={`player-${p.seat}`}>
                <span class="dot" style={{ background: SEAT_COLOURS[p.seat % 4] }} aria-hidden="true" />
                {p.name}{you ? say("mat.you") : ""}{turn ? say("mat.deciding") : ""}
              </h3>
              <p>{p.crew || say("rv.crew.none")}{p.frigate_board ? ` · ${p.frigate_board}` : ""} · {say("rv.rank", { rank: p.rank, tactics: p.tactics })}</p>
              <dl class="res">
                {p.resources.map((r) => (<div><dt>{r.name}</dt><dd>{r.value}</dd></div>))}
              </dl>
              <p>
                {say("rv.compartments", { n: p.corrupted.join(", ") || say("board.none") })}{p.stuck ? say("rv.stuck", { n: p.stuck }) : ""} ·
                {" "}{say("rv.residue", { residue: p.residue, data: p.data })}
              </p>
              <p>{say("rv.influence", { houses: p.influence.map((i) => `${i.name} ${i.value}`).join(", ") || say("board.none") })}</p>
              <p>{say("rv.figures", { figures: p.figures.map((f) => `${f.name}: ${f.where}`).join("; ") })}</p>
              <p>{say("rv.hidden", { n: p.hidden_influence })}{you && p.hi.length ? <>: {cards(p.hi, t)}</> : ""}</p>
              <p>{say("rv.hand", { n: p.hand_size })}{you && p.hand.length ? <>: {cards(p.hand, t)}</> : ""}</p>
              {you && p.agendas.length > 0 && <p>{say("rv.agendas", { names: p.agendas.join(", ") })}</p>}
              <p>{say("rv.cadets", { cards: p.cadet_cards.map((c) => c.join(", ") || say("board.none")).join(" | ") })}</p>
              <p>{say("rv.frigate.cards", { cards: p.frigate_cards.join(", ") || say("board.none"), commands: p.commands.join(", ") || say("board.none") })}</p>
            </article>
          );
        })}
      </section>
    </>
  );
}
