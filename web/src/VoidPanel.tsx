import type { VoidBoard, VoidSpace } from "./types";

function space(s: VoidSpace, i: number) {
  const text = s.kind === "free" ? "free" : s.kind === "harbinger" ? "Harbinger" : s.name;
  return (
    <li class={`space ${s.kind}`} title={s.text ?? ""} aria-label={`Space ${i + 1}: ${text}${s.text ? ` — ${s.text}` : ""}`}>
      {text}
    </li>
  );
}

/** The Void in a solo or co-op game: Crisis board, Alert deck, Crises, Harbingers, Refuges,
 * Catastrophes, and the Void's explained log lines (VF-MODE-03). */
export function VoidPanel({ v }: { v: VoidBoard }) {
  return (
    <section class="void card" aria-labelledby="void-title">
      <h2 id="void-title">The Void ({v.difficulty})</h2>
      <p>
        Catastrophes <strong>{v.catastrophes}</strong> of {v.catastrophe_spaces} · Void Influence{" "}
        <strong>{v.influence}</strong>
        {v.result && <> · the players have <strong>{v.result === "won" ? "won" : "lost"}</strong></>}
      </p>
      <p>
        Alert: {v.alert ? v.alert.text : "none this round"} · Alert deck {v.alert_deck} card(s), discard {v.alert_discard}
      </p>
      {v.current_crisis && (
        <p class="crisis">Current Crisis: <strong>{v.current_crisis.name}</strong> ({v.current_crisis.type}) — {v.current_crisis.text}</p>
      )}
      <p>Crisis decks: {Object.entries(v.crisis_decks).map(([t, n]) => `tier ${t}: ${n}`).join(", ")}</p>
      <h3>Crisis board</h3>
      <p>Military track (Skirmish {v.military_modifier >= 0 ? "+" : ""}{v.military_modifier})</p>
      <ol class="track" aria-label="Military track">{v.military.map(space)}</ol>
      <p>Economic track (pay {v.economic_cost.map((c) => `${c.value} ${c.name}`).join(", ") || "nothing"})</p>
      <ol class="track" aria-label="Economic track">{v.economic.map(space)}</ol>
      <p>
        Harbingers: {v.harbinger_supply} in the supply; in space:{" "}
        {Object.entries(v.harbingers).map(([s, n]) => `${s} ×${n}`).join(", ") || "none"}
      </p>
      <p>Refuges: {v.refuges.map((r) => `${r.placed}/${r.spaces} Fleet Power`).join(", ") || "none"}</p>
      {v.erased.length > 0 && <p>Erased Technologies: {v.erased.join(", ")}</p>}
      {v.explained.length > 0 && (
        <details open>
          <summary>What the Void did</summary>
          <ol class="lines void-log">{v.explained.map((l) => <li>{l}</li>)}</ol>
        </details>
      )}
    </section>
  );
}
