import type { VoidBoard, VoidSpace } from "./types";
import { t } from "./i18n";

function space(s: VoidSpace, i: number) {
  const text = s.kind === "free" ? t("void.space.free") : s.name;
  return (
    <li class={`space ${s.kind}`} title={s.text ?? ""} aria-label={t("void.space", { n: i + 1, name: text }) + (s.text ? ` — ${s.text}` : "")}>
      {text}
    </li>
  );
}

/** The Void in a solo or co-op game: Crisis board, Alert deck, Crises, Harbingers, Refuges,
 * Catastrophes, and the Void's explained log lines (VF-MODE-03). */
export function VoidPanel({ v }: { v: VoidBoard }) {
  const none = t("board.none");
  return (
    <section class="void card" aria-labelledby="void-title">
      <h2 id="void-title">{t("void.title", { difficulty: v.difficulty })}</h2>
      <p>
        {t("void.catastrophes", { n: v.catastrophes, of: v.catastrophe_spaces })} · {t("void.influence", { n: v.influence })}
        {v.result && <> · <strong>{t(v.result === "won" ? "void.won" : "void.lost")}</strong></>}
      </p>
      <p>
        {t("void.alert", { alert: v.alert ? v.alert.text : t("void.alert.none") })} · {t("void.alert.deck", { n: v.alert_deck, discard: v.alert_discard })}
      </p>
      {v.current_crisis && (
        <p class="crisis">{t("void.crisis", { name: v.current_crisis.name, type: v.current_crisis.type })} — {v.current_crisis.text}</p>
      )}
      <p>{t("void.crisis.decks", { decks: Object.entries(v.crisis_decks).map(([tier, n]) => t("void.tier", { tier, n })).join(", ") })}</p>
      <h3>{t("void.board")}</h3>
      <p>{t("void.military", { modifier: `${v.military_modifier >= 0 ? "+" : ""}${v.military_modifier}` })}</p>
      <ol class="track" aria-label={t("void.military.track")}>{v.military.map(space)}</ol>
      <p>{t("void.economic", { cost: v.economic_cost.map((c) => `${c.value} ${c.name}`).join(", ") || t("void.economic.nothing") })}</p>
      <ol class="track" aria-label={t("void.economic.track")}>{v.economic.map(space)}</ol>
      <p>
        {t("void.harbingers", {
          supply: v.harbinger_supply,
          sectors: Object.entries(v.harbingers).map(([s, n]) => `${s} ×${n}`).join(", ") || none,
        })}
      </p>
      <p>{t("void.refuges", { refuges: v.refuges.map((r) => `${r.placed}/${r.spaces}`).join(", ") || none })}</p>
      {v.erased.length > 0 && <p>{t("void.erased", { names: v.erased.join(", ") })}</p>}
      {v.explained.length > 0 && (
        <details open>
          <summary>{t("void.explained")}</summary>
          <ol class="lines void-log">{v.explained.map((l) => <li>{l}</li>)}</ol>
        </details>
      )}
    </section>
  );
}
