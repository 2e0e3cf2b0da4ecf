import { useEffect, useState } from "preact/hooks";
import { catalog, createGame, mine, type Created, type Summary } from "./api";
import type { Catalog, Choice, Range } from "./types";
import { held, playLink, remember } from "./store";
import { t } from "./i18n";

export function Lobby() {
  const [games, setGames] = useState<Catalog[] | null>(null);
  const [error, setError] = useState("");
  useEffect(() => {
    catalog().then(setGames).catch((e) => setError(String(e.message ?? e)));
  }, []);
  return (
    <main class="lobby">
      <header class="top">
        <h1>Domineum</h1>
        <p class="sub">{t("lobby.sub")}</p>
      </header>
      {error && <p role="alert" class="error">{error}</p>}
      {games ? <Choose games={games} /> : !error && <p>{t("lobby.loading")}</p>}
      <p><a href="#/combat">{t("lobby.combat")}</a>{t("lobby.combat.hint")}</p>
      <MyGames />
    </main>
  );
}

function Choose({ games }: { games: Catalog[] }) {
  const [name, setName] = useState((games.find((g) => g.name === "voidfall") ?? games[0]).name);
  const cat = games.find((g) => g.name === name) ?? games[0];
  return (
    <>
      {games.length > 1 && (
        <label class="card pick-game">
          {t("lobby.game")}{" "}
          <select aria-label={t("lobby.game")} value={name} onChange={(e) => setName(e.currentTarget.value)}>
            {games.map((g) => <option value={g.name}>{g.title}</option>)}
          </select>
        </label>
      )}
      <NewGame key={cat.name} cat={cat} />
    </>
  );
}

function range(c: { players?: number | Range } | undefined, cat: Catalog): Range {
  const p = c?.players;
  if (p && typeof p === "object") return p;
  return { min: cat.players.min, max: cat.players.max };
}

function NewGame({ cat }: { cat: Catalog }) {
  const [mode, setMode] = useState(cat.modes[0]?.value ?? "");
  const modeRange = range(cat.modes.find((m) => m.value === mode), cat);
  const [players, setPlayers] = useState(Math.max(modeRange.min, Math.min(modeRange.max, cat.players.default)));
  const [seats, setSeats] = useState<string[]>(["human", cat.bots[cat.bots.length - 1].value, cat.bots[cat.bots.length - 1].value, cat.bots[cat.bots.length - 1].value]);
  const [houses, setHouses] = useState<string[]>(["", "", "", ""]);
  const [map, setMap] = useState("");
  const [difficulty, setDifficulty] = useState(cat.difficulties[0]?.value ?? "");
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const changeMode = (m: string) => {
    setMode(m);
    const r = range(cat.modes.find((x) => x.value === m), cat);
    setPlayers((n) => Math.max(r.min, Math.min(r.max, n)));
    setMap("");
  };
  const againstVoid = mode === "solo" || mode === "coop";
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [created, setCreated] = useState<Created | null>(null);

  // a map is for one mode; a co-op game may also take a competitive map (VF-SETUP-16)
  const fitsMode = (m: Choice) =>
    !m.mode || m.mode === mode || (mode === "coop" && m.mode === "competitive");
  const maps = cat.maps.filter((m) => m.players === players && fitsMode(m));
  const anyHouse = houses.slice(0, players).some((h) => h);
  // an option for some modes only (Incursion: solo and co-op, RS-MOD-05) is offered in those
  const offered = cat.options.filter((o) => !o.modes || o.modes.includes(mode));

  async function submit(ev: Event) {
    ev.preventDefault();
    setBusy(true);
    setError("");
    try {
      const picked = houses.slice(0, players);
      const options: Record<string, unknown> = { mode };
      if (againstVoid && difficulty) options.difficulty = difficulty;
      for (const o of offered) if (chosen[o.value]) options[o.value] = true;
      if (picked.some((h) => h)) {
        if (picked.some((h) => !h)) throw new Error(t("lobby.house.missing"));
        options.houses = picked;
      }
      if (map) options.map = map;
      const c = await createGame({ game: cat.name, players, seats: seats.slice(0, players), options });
      for (const s of c.seats) {
        if (s.token) remember({ id: c.id, token: s.token, seat: s.seat, title: cat.title, at: Date.now() });
      }
      setCreated(c);
    } catch (e) {
      setError(String((e as Error).message));
    } finally {
      setBusy(false);
    }
  }

  if (created) return <Invites created={created} />;
  return (
    <section aria-labelledby="new-game" class="card">
      <h2 id="new-game">{t("lobby.new", { title: cat.title })}</h2>
      <form onSubmit={submit}>
        {cat.modes.length > 1 && (
          <label>
            {t("lobby.mode")}{" "}
            <select aria-label={t("lobby.mode")} value={mode} onChange={(e) => changeMode(e.currentTarget.value)}>
              {cat.modes.map((m) => <option value={m.value}>{m.label}</option>)}
            </select>
          </label>
        )}
        {againstVoid && cat.difficulties.length > 0 && (
          <label>
            {t("lobby.difficulty")}{" "}
            <select aria-label={t("lobby.difficulty")} value={difficulty} onChange={(e) => setDifficulty(e.currentTarget.value)}>
              {cat.difficulties.map((d) => <option value={d.value}>{d.label}</option>)}
            </select>
          </label>
        )}
        <label>
          {t("lobby.players")}{" "}
          <select aria-label={t("lobby.players.aria")} value={players} onChange={(e) => { setPlayers(Number(e.currentTarget.value)); setMap(""); }}>
            {Array.from({ length: modeRange.max - modeRange.min + 1 }, (_, i) => modeRange.min + i).map((n) => (
              <option value={n}>{n}</option>
            ))}
          </select>
        </label>
        {cat.maps.length > 0 && (
          <label>
            {t("lobby.map")}{" "}
            <select aria-label={t("lobby.map")} value={map} onChange={(e) => setMap(e.currentTarget.value)}>
              <option value="">{players > 1 ? t("lobby.map.standard", { n: players }) : t("lobby.map.standard.one")}</option>
              {maps.map((m) => <option value={m.value}>{m.label}</option>)}
            </select>
          </label>
        )}
        <fieldset>
          <legend>{t("lobby.seats")}</legend>
          {Array.from({ length: players }, (_, i) => (
            <div class="seat-row">
              <span class="seat-name">{t("lobby.seat", { seat: i })}</span>
              <label>
                <span class="sr">{t("lobby.who", { seat: i })}</span>
                <select
                  aria-label={t("lobby.who", { seat: i })}
                  value={seats[i]}
                  onChange={(e) => setSeats(seats.map((s, k) => (k === i ? e.currentTarget.value : s)))}
                >
                  <option value="human">{t("lobby.person")}</option>
                  {cat.bots.map((b) => <option value={b.value}>{b.label}</option>)}
                </select>
              </label>
              {cat.houses.length > 0 && <label>
                <span class="sr">{t("lobby.house.of", { seat: i })}</span>
                <select
                  aria-label={t("lobby.house.of", { seat: i })}
                  value={houses[i]}
                  onChange={(e) => setHouses(houses.map((h, k) => (k === i ? e.currentTarget.value : h)))}
                >
                  <option value="">{t("lobby.house.random")}</option>
                  {cat.houses.map((h) => <option value={h.value}>{h.label}</option>)}
                </select>
              </label>}
            </div>
          ))}
          {anyHouse && <p class="hint">{t("lobby.house.hint")}</p>}
        </fieldset>
        {offered.map((o) => (
          <label class="check">
            <input type="checkbox" checked={Boolean(chosen[o.value])} onChange={(e) => setChosen({ ...chosen, [o.value]: e.currentTarget.checked })} /> {o.label}
          </label>
        ))}
        {error && <p role="alert" class="error">{error}</p>}
        <button type="submit" class="primary" disabled={busy}>{busy ? t("lobby.creating") : t("lobby.create")}</button>
      </form>
    </section>
  );
}

function Invites({ created }: { created: Created }) {
  const humans = created.seats.filter((s) => s.token);
  const spectate = `${location.origin}${location.pathname}#/watch/${created.id}/${created.spectator}`;
  return (
    <section class="card" aria-labelledby="invites">
      <h2 id="invites">{t("lobby.created")}</h2>
      <p>{t("lobby.links")}</p>
      <ul class="links">
        {humans.map((s) => (
          <li>
            <span>{t("lobby.seat", { seat: s.seat })}</span>{" "}
            <input readOnly aria-label={t("lobby.invite", { seat: s.seat })} value={playLink(created.id, s.token!)} onFocus={(e) => e.currentTarget.select()} />{" "}
            <CopyButton text={playLink(created.id, s.token!)} label={t("lobby.copy.seat", { seat: s.seat })} />{" "}
            <a class="button primary" href={`#/play/${created.id}/${s.token}`}>{t("lobby.play", { seat: s.seat })}</a>
          </li>
        ))}
        <li>
          <span>{t("lobby.spectators")}</span>{" "}
          <input readOnly aria-label={t("lobby.spectator.link")} value={spectate} onFocus={(e) => e.currentTarget.select()} />{" "}
          <CopyButton text={spectate} label={t("lobby.copy.spectator")} />{" "}
          <a class="button" href={`#/watch/${created.id}/${created.spectator}`}>{t("lobby.watch")}</a>
        </li>
      </ul>
      <p><a href="#/" onClick={() => location.reload()}>{t("lobby.another")}</a></p>
    </section>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => navigator.clipboard?.writeText(text).then(() => setDone(true), () => setDone(false))}
    >
      {done ? t("lobby.copied") : t("lobby.copy")}
    </button>
  );
}

function MyGames() {
  const [rows, setRows] = useState<Summary[] | null>(null);
  useEffect(() => {
    const entries = held().filter((h) => h.seat !== null).map((h) => ({ id: h.id, token: h.token }));
    if (!entries.length) { setRows([]); return; }
    mine(entries).then(setRows).catch(() => setRows([]));
  }, []);
  if (!rows || !rows.length) return null;
  const tokens = new Map(held().map((h) => [`${h.id}/${h.seat}`, h.token]));
  return (
    <section class="card" aria-labelledby="my-games">
      <h2 id="my-games">{t("lobby.mine")}</h2>
      <ul class="games">
        {rows.map((r) => {
          const token = tokens.get(`${r.id}/${r.you}`);
          const state = r.to_move === null ? t("lobby.finished") : r.to_move === r.you ? t("lobby.your.move") : t("lobby.to.move", { seat: r.to_move });
          return (
            <li>
              <a href={`#/play/${r.id}/${token}`}>
                {t("lobby.row", { title: r.title, you: r.you ?? 0, name: r.seats[r.you ?? 0], state, moves: r.moves, when: r.last })}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
