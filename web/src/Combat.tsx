import { t, withLang } from "./i18n";
import { useState } from "preact/hooks";

const TYPES = ["corvette", "sentry", "destroyer", "dreadnought", "carrier", "voidborn"] as const;
const TECHS = [
  "shields", "targeting", "torpedoes", "deep_space_missiles", "energy_cells", "autonomous_drones",
  "destroyers", "dreadnoughts", "carriers",
];
const LEVELS = ["none", "basic", "improved"];
type Counts = Record<string, number>;

interface Answer { outcome: string; survivors: { invader: string; defender: string }; lines: string[] }

const words = (s: string) => s.replace(/_/g, " ");

function Side({ role, fleet, setFleet, tech, setTech }: {
  role: string; fleet: Counts; setFleet: (c: Counts) => void; tech: Counts | Record<string, string>;
  setTech: (t: Record<string, string>) => void;
}) {
  return (
    <fieldset>
      <legend>{role}</legend>
      <div class="grid">
        {TYPES.map((t) => (
          <label>
            {words(t)}{" "}
            <input
              type="number" min={0} max={t === "voidborn" ? 99 : 14} inputMode="numeric" aria-label={`${role}: ${t} Fleet Power`}
              value={fleet[t] ?? 0}
              onInput={(e) => setFleet({ ...fleet, [t]: Math.max(0, Number(e.currentTarget.value) || 0) })}
            />
          </label>
        ))}
      </div>
      <details>
        <summary>{role}'s Technologies</summary>
        <div class="grid">
          {TECHS.map((t) => (
            <label>
              {words(t)}{" "}
              <select aria-label={`${role}: ${words(t)} Technology`} value={String((tech as Record<string, string>)[t] ?? "none")}
                onChange={(e) => setTech({ ...(tech as Record<string, string>), [t]: e.currentTarget.value })}>
                {LEVELS.map((l) => <option value={l}>{l}</option>)}
              </select>
            </label>
          ))}
        </div>
      </details>
    </fieldset>
  );
}

/** The Combat calculator: both sides playing best, told step by step (VF-COMBAT). */
export function CombatPage() {
  const [invader, setInvader] = useState<Counts>({ corvette: 2, destroyer: 1 });
  const [defender, setDefender] = useState<Counts>({ sentry: 2 });
  const [itech, setItech] = useState<Record<string, string>>({});
  const [dtech, setDtech] = useState<Record<string, string>>({});
  const [defenses, setDefenses] = useState(0);
  const [starbases, setStarbases] = useState(0);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState("");

  const clean = (t: Record<string, string>) => Object.fromEntries(Object.entries(t).filter(([, l]) => l !== "none"));
  async function run(ev: Event) {
    ev.preventDefault();
    setBusy(true); setError(""); setAnswer(null);
    try {
      const r = await fetch(withLang("/api/combat"), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ invader, defender, invader_tech: clean(itech), defender_tech: clean(dtech), defenses, starbases }),
      });
      const body = await r.json();
      if (!r.ok) setError(body.message ?? "the calculator refused this Combat");
      else setAnswer(body as Answer);
    } catch (e) {
      setError(String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main class="lobby combat">
      <p><a href="#/">{t("game.lobby")}</a></p>
      <h1>{t("combat.title")}</h1>
      <p class="sub">
        {t("combat.sub")}
      </p>
      <form class="card" onSubmit={run}>
        <Side role="Invader" fleet={invader} setFleet={setInvader} tech={itech} setTech={setItech} />
        <Side role="Defender" fleet={defender} setFleet={setDefender} tech={dtech} setTech={setDtech} />
        <div class="grid">
          <label>Sector Defenses <input type="number" min={0} max={3} aria-label="Defender's Sector Defenses" value={defenses} onInput={(e) => setDefenses(Number(e.currentTarget.value) || 0)} /></label>
          <label>Starbases <input type="number" min={0} max={3} aria-label="Defender's Starbases" value={starbases} onInput={(e) => setStarbases(Number(e.currentTarget.value) || 0)} /></label>
        </div>
        <button type="submit" class="primary" disabled={busy}>{busy ? t("combat.searching") : t("combat.search")}</button>
      </form>
      {error && <p role="alert" class="error">{error}</p>}
      {answer && (
        <section class="card" aria-labelledby="combat-result" aria-live="polite">
          <h2 id="combat-result">{answer.outcome === "tie" ? t("combat.result.tie") : t("combat.result", { side: answer.outcome })}</h2>
          <p>{t("combat.survivors", answer.survivors)}</p>
          <ol class="steps">{answer.lines.map((l) => <li class={l.startsWith(" ") ? "sub" : "head"}>{l.trim()}</li>)}</ol>
        </section>
      )}
    </main>
  );
}
