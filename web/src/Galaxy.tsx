import { useMemo } from "preact/hooks";
import type { Board, Sector } from "./types";
import { SEAT_COLOURS } from "./colours";
import type { Targets } from "./Target";
import { t as say } from "./i18n";

const W = 1000;
const H = 760;
const R = 46;

/** A deterministic force-directed layout of the map graph (same map, same picture). */
function layout(ids: string[], edges: [string, string][]): Map<string, [number, number]> {
  const n = ids.length;
  const pos = ids.map((_, i) => {
    const a = (2 * Math.PI * i) / n;
    const r = 0.35 + 0.1 * ((i * 7) % 3);
    return [0.5 + r * Math.cos(a), 0.5 + r * Math.sin(a)];
  });
  const index = new Map(ids.map((id, i) => [id, i]));
  const links = edges
    .map(([a, b]) => [index.get(a), index.get(b)] as const)
    .filter((l): l is readonly [number, number] => l[0] !== undefined && l[1] !== undefined);
  const k = Math.sqrt(1 / Math.max(n, 1)) * 0.9;
  let t = 0.1;
  for (let step = 0; step < 400; step++) {
    const disp = pos.map(() => [0, 0]);
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const dx = pos[i][0] - pos[j][0];
        const dy = pos[i][1] - pos[j][1];
        const d = Math.max(Math.hypot(dx, dy), 1e-3);
        const f = (k * k) / d;
        disp[i][0] += (dx / d) * f; disp[i][1] += (dy / d) * f;
        disp[j][0] -= (dx / d) * f; disp[j][1] -= (dy / d) * f;
      }
    }
    for (const [a, b] of links) {
      const dx = pos[a][0] - pos[b][0];
      const dy = pos[a][1] - pos[b][1];
      const d = Math.max(Math.hypot(dx, dy), 1e-3);
      const f = (d * d) / k;
      disp[a][0] -= (dx / d) * f; disp[a][1] -= (dy / d) * f;
      disp[b][0] += (dx / d) * f; disp[b][1] += (dy / d) * f;
    }
    for (let i = 0; i < n; i++) {
      const d = Math.max(Math.hypot(disp[i][0], disp[i][1]), 1e-6);
      pos[i][0] += (disp[i][0] / d) * Math.min(d, t);
      pos[i][1] += (disp[i][1] / d) * Math.min(d, t);
    }
    t *= 0.985;
  }
  const xs = pos.map((p) => p[0]);
  const ys = pos.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const out = new Map<string, [number, number]>();
  ids.forEach((id, i) => {
    const x = R + 10 + ((pos[i][0] - x0) / Math.max(x1 - x0, 1e-6)) * (W - 2 * R - 20);
    const y = R + 30 + ((pos[i][1] - y0) / Math.max(y1 - y0, 1e-6)) * (H - 2 * R - 70); // room for space buttons above, fleet buttons below
    out.set(id, [x, y]);
  });
  return out;
}

const FLEET_SHORT: Record<string, string> = {
  corvette: "Cv", sentry: "Se", destroyer: "De", dreadnought: "Dn", carrier: "Ca",
};

function describe(s: Sector, options: number, names: Record<string, string>): string {
  const who = s.controller >= 0 ? say("galaxy.controlled", { seat: s.controller }) : s.voidborn ? say("galaxy.held.voidborn") : say("galaxy.uncontrolled");
  const fleets = Object.entries(s.fleets).map(([ft, n]) => `${n} ${names[ft] ?? ft}`).join(", ");
  const parts = [
    say("galaxy.sector", { sector: s.id, type: s.type }),
    who,
    s.home_of >= 0 ? say("galaxy.home", { seat: s.home_of }) : "",
    s.population ? say("galaxy.population", { n: s.population }) : say("galaxy.population.none"),
    s.corrupted ? say("galaxy.corrupted") : "",
    fleets ? say("galaxy.fleets", { fleets }) : "",
    s.voidborn ? say("galaxy.voidborn", { n: s.voidborn }) + (s.voidborn_types ? ` (${s.voidborn_types})` : "") : "",
    s.guilds.some((g) => g.filled) ? say("galaxy.guilds", { names: s.guilds.filter((g) => g.filled).map((g) => g.name).join(", ") }) : "",
    s.installations.some((g) => g.filled) ? say("galaxy.installations", { names: s.installations.filter((g) => g.filled).map((g) => g.name).join(", ") }) : "",
    s.glory.length ? say("galaxy.glory", { glory: s.glory.join("+") }) : "",
    s.bounty ? say("galaxy.bounty", { n: s.bounty }) : "",
    s.reclaim ? say("galaxy.reclaim", { n: s.reclaim }) : "",
    s.fallen_house ? say("galaxy.fallen", { house: s.fallen_house }) : "",
    s.vanguard >= 0 ? say("galaxy.vanguard", { seat: s.vanguard }) : "",
    s.rift ? say(s.rift.open ? "galaxy.rift.open" : "galaxy.rift.unopened", { types: s.rift.types }) : "",
    s.civil_defense >= 0 ? say("galaxy.civil_defense", { seat: s.civil_defense }) : "",
    options ? say("board.options.here", { n: options }) : "",
  ];
  return parts.filter(Boolean).join("; ");
}

function pressed(e: KeyboardEvent, go: () => void) {
  if (e.key === "Enter" || e.key === " ") { e.preventDefault(); go(); }
}

export function Galaxy({ board, t }: { board: Board; t: Targets }) {
  const ids = board.sectors.map((s) => s.id);
  const key = ids.join(",") + "|" + board.edges.map((e) => e.join("-")).join(",");
  const pos = useMemo(() => layout(ids, board.edges), [key]);
  const storms = new Set(board.voidstorms.map(([a, b]) => [a, b].sort().join("|")));
  const harbingers = board.void?.harbingers ?? {};
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="group" aria-label={say("galaxy.map")} class="galaxy">
      <g class="edges" aria-hidden="true">
        {board.edges.map(([a, b]) => {
          const pa = pos.get(a); const pb = pos.get(b);
          if (!pa || !pb) return null;
          const storm = storms.has([a, b].sort().join("|"));
          return <line x1={pa[0]} y1={pa[1]} x2={pb[0]} y2={pb[1]} class={storm ? "storm" : "edge"} />;
        })}
      </g>
      {board.sectors.map((s) => {
        const p = pos.get(s.id)!;
        const n = t.count.get(s.id) ?? 0;
        const colour = s.controller >= 0 ? SEAT_COLOURS[s.controller % 4] : s.voidborn ? "#9b59b6" : "#6b7280";
        const fleets = Object.entries(s.fleets);
        const picked = fleets.filter(([ft]) => t.count.has(`fleet:${s.id}:${ft}`));
        const plain = fleets.filter(([ft]) => !t.count.has(`fleet:${s.id}:${ft}`)).map(([ft, c]) => `${c}${FLEET_SHORT[ft] ?? ft}`).join(" ");
        const spaces = (["guild", "installation"] as const).flatMap((row) =>
          (row === "guild" ? s.guilds : s.installations).map((g, k) => ({ row, k, filled: g.filled, id: `${row}:${s.id}:${k}` })),
        ).filter((x) => t.count.has(x.id));
        const harb = harbingers[s.id] ?? 0;
        const label = describe(s, n, board.fleet_names) + (harb ? "; " + say("galaxy.harbingers", { n: harb }) : "");
        return (
          <g transform={`translate(${p[0]},${p[1]})`} class={`sector${n ? " target" : ""}${t.focus === s.id ? " focused" : ""}`}>
            <g
              aria-label={label}
              role={n ? "button" : "img"}
              tabindex={n ? 0 : undefined}
              onClick={n ? () => t.pick(s.id) : undefined}
              onKeyDown={n ? (e: KeyboardEvent) => pressed(e, () => t.pick(s.id)) : undefined}
            >
              <title>{label}</title>
              <circle r={R} class="body" style={{ stroke: colour }} />
              {s.corrupted && <circle r={R - 7} class="corrupt" />}
              <text y={-24} class="sid">{s.id}{harb ? ` ✶${harb}` : ""}{s.vanguard >= 0 ? ` ⚑${s.vanguard}` : ""}{s.rift ? (s.rift.open ? " ◉" : " ◎") : ""}{s.civil_defense >= 0 ? ` ⊕${s.civil_defense}` : ""}</text>
              <text y={-10} class="stype">{s.type.slice(0, 16)}</text>
              <text y={6} class="pop">{s.population ? say("galaxy.pop.short", { n: s.population }) : "—"}{s.home_of >= 0 ? " ⌂" : ""}</text>
              <text y={21} class="fleets">{plain}{s.voidborn ? ` ${s.voidborn}V` : ""}</text>
              <text y={35} class="tokens">
                {s.glory.length ? `G${s.glory.join("+")} ` : ""}
                {s.bounty ? `B${s.bounty} ` : ""}
                {s.reclaim ? `R${s.reclaim} ` : ""}
                {s.guilds.filter((g) => g.filled).length ? `Gu${s.guilds.filter((g) => g.filled).length} ` : ""}
                {s.installations.filter((g) => g.filled).length ? `In${s.installations.filter((g) => g.filled).length}` : ""}
              </text>
              {n > 0 && <circle r={R + 5} class="ring" />}
            </g>
            {picked.map(([ft, c], i) => {
              const id = `fleet:${s.id}:${ft}`;
              const m = t.count.get(id) ?? 0;
              const name = say("galaxy.fleet.target", { n: c, fleet: board.fleet_names[ft] ?? ft, sector: s.id, options: m });
              return (
                <g
                  transform={`translate(${(i - (picked.length - 1) / 2) * 40},${R + 14})`}
                  class={`ship target${t.focus === id ? " focused" : ""}`}
                  role="button"
                  tabindex={0}
                  aria-label={name}
                  onClick={() => t.pick(id)}
                  onKeyDown={(e: KeyboardEvent) => pressed(e, () => t.pick(id))}
                >
                  <title>{name}</title>
                  <rect x={-18} y={-10} width={36} height={20} rx={4} class="hull" />
                  <text y={5} class="shiptext">{c}{FLEET_SHORT[ft] ?? ft}</text>
                </g>
              );
            })}
            {spaces.map((x, i) => {
              const name = say("galaxy.space", {
                row: say(`galaxy.row.${x.row}`), n: x.k + 1, sector: s.id,
                what: x.filled || say("galaxy.space.free"), count: t.count.get(x.id) ?? 0,
              });
              return (
                <g
                  transform={`translate(${(i - (spaces.length - 1) / 2) * 40},${-R - 14})`}
                  class={`ship space target${t.focus === x.id ? " focused" : ""}`}
                  role="button"
                  tabindex={0}
                  aria-label={name}
                  onClick={() => t.pick(x.id)}
                  onKeyDown={(e: KeyboardEvent) => pressed(e, () => t.pick(x.id))}
                >
                  <title>{name}</title>
                  <rect x={-18} y={-10} width={36} height={20} rx={x.row === "guild" ? 10 : 2} class="hull" />
                  <text y={5} class="shiptext">{x.row === "guild" ? "Gu" : "In"}{x.k + 1}</text>
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}
