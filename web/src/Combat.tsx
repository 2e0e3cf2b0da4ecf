import { t } from "./i18n";
import { call } from "./api";
import { useState } from "preact/hooks";

const TYPES = ["corvette", "sentry", "destroyer", "dreadnought", "carrier", "voidborn"] as const;
const TECHS = [
  "shields", "targeting", "torpedoes", "deep_space_missiles", "energy_cells", "autonomous_drones",
  "destroyers", "dreadnoughts", "carriers",
];
const LEVELS = ["none", "basic", "improved"];
type Counts = Record<string, number>;

interface Answer { outcome: string; winner: string; survivors: { invader: string; defender: string }; lines: string[] }

function Side({ role, fleet, setFleet, tech, setTech }: {
  role: string; fleet: Counts; setFleet: (c: Counts) => void; tech: Counts | Record<string, string>;
  setTech: (t: Record<string, string>) => void;
}) {
  return (
    <fieldset>
      <legend>{role}</legend>
      <div class="grid">
        {TYPES.map((ft) => (
          <label>
            {t(`term.fleet.${ft}`)}{" "}
            <input
              type="number" min={0} max={ft === "voidborn" ? 99 : 14} inputMode="numeric" aria-label={t("combat.fleet", { side: role, fleet: t(`term.fleet.${ft}`) })}
              value={fleet[ft] ?? 0}
              onInput={(e) => setFleet({ ...fleet, [ft]: Math.max(0, Number(e.currentTarget.value) || 0) })}
            />
          </label>
        ))}
      </div>
      <details>
        <summary>{t("combat.technologies", { side: role })}</summary>
        <div class="grid">
          {TECHS.map((tech_) => (
            <label>
              {t(`term.tech.${tech_}`)}{" "}
              <select aria-label={t("combat.technology", { side: role, name: t(`term.tech.${tech_}`) })} value={String((tech as Record<string, string>)[tech_] ?? "none")}
                onChange={(e) => setTech({ ...(tech as Record<string, string>), [tech_]: e.currentTarget.value })}>
                {LEVELS.map((l) => <option value={l}>{t(`term.level.${l}`)}</option>)}
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
      setAnswer(await call<Answer>("/api/combat", {
        method: "POST",
        body: JSON.stringify({ invader, defender, invader_tech: clean(itech), defender_tech: clean(dtech), defenses, starbases }),
      }));
    } catch (e) {
      setError((e as Error).message);
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
        <Side role={t("combat.invader")} fleet={invader} setFleet={setInvader} tech={itech} setTech={setItech} />
        <Side role={t("combat.defender")} fleet={defender} setFleet={setDefender} tech={dtech} setTech={setDtech} />
        <div class="grid">
          <label>{t("combat.defenses")} <input type="number" min={0} max={3} aria-label={t("combat.defenses.of")} value={defenses} onInput={(e) => setDefenses(Number(e.currentTarget.value) || 0)} /></label>
          <label>{t("combat.starbases")} <input type="number" min={0} max={3} aria-label={t("combat.starbases.of")} value={starbases} onInput={(e) => setStarbases(Number(e.currentTarget.value) || 0)} /></label>
        </div>
        <button type="submit" class="primary" disabled={busy}>{busy ? t("combat.searching") : t("combat.search")}</button>
      </form>
      {error && <p role="alert" class="error">{error}</p>}
      {answer && (
        <section class="card" aria-labelledby="combat-result" aria-live="polite">
          <h2 id="combat-result">{answer.outcome === "tie" ? t("combat.result.tie") : t("combat.result", { side: answer.winner })}</h2>
          <p>{t("combat.survivors", answer.survivors)}</p>
          <ol class="steps">{answer.lines.map((l) => <li class={l.startsWith(" ") ? "sub" : "head"}>{l.trim()}</li>)}</ol>
        </section>
      )}
    </main>
  );
}
