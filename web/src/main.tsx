import { render } from "preact";
import { useEffect, useState } from "preact/hooks";
import { Lobby } from "./Lobby";
import { GameView } from "./Game";
import { ReplayView } from "./Replay";
import { CombatPage } from "./Combat";
import { LANGUAGES, lang, loadTexts, setLang, t } from "./i18n";
import "./style.css";

function route(): string[] {
  return location.hash.replace(/^#\/?/, "").split("/").filter(Boolean);
}

/** The language switch in the page header: the choice is remembered in this browser. */
function LanguageSwitch() {
  return (
    <label class="lang-switch">
      <span class="sr">{t("lang.label")}</span>
      <select aria-label={t("lang.label")} value={lang} onChange={(e) => setLang(e.currentTarget.value)}>
        {LANGUAGES.map((l) => <option value={l.code} lang={l.code}>{l.name}</option>)}
      </select>
    </label>
  );
}

function Page() {
  const [parts, setParts] = useState(route());
  useEffect(() => {
    const on = () => setParts(route());
    addEventListener("hashchange", on);
    return () => removeEventListener("hashchange", on);
  }, []);
  if (parts[0] === "combat") return <CombatPage />;
  if (parts[0] === "replay" && parts[1] && parts[2]) {
    return <ReplayView key={parts.join("/")} id={parts[1]} token={parts[2]} />;
  }
  if ((parts[0] === "play" || parts[0] === "watch") && parts[1] && parts[2]) {
    return <GameView key={parts.join("/")} id={parts[1]} token={parts[2]} handover={parts[3] === "handover"} />;
  }
  return <Lobby />;
}

function App() {
  return (
    <>
      <LanguageSwitch />
      <Page />
    </>
  );
}

void loadTexts().then(() => {
  document.documentElement.lang = lang;
  document.title = t("page.title");
  render(<App />, document.getElementById("app")!);
});
