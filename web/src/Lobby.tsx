import { useEffect, useState } from "preact/hooks";
import { catalog, createGame, mine, type Created, type Summary } from "./api";
import type { Catalog, Choice, Range } from "./types";
import { held, playLink, remember } from "./store";

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
        <p class="sub">Voidfall in the browser — play friends or bots, leave and come back any time.</p>
      </header>
      {error && <p role="alert" class="error">{error}</p>}
      {games ? <Choose games={games} /> : !error && <p>Loading…</p>}
      <p><a href="#/combat">Combat calculator</a>: enter two fleets and read the best play, step by step.</p>
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
          Game{" "}
          <select aria-label="Game" value={name} onChange={(e) => setName(e.currentTarget.value)}>
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

  async function submit(ev: Event) {
    ev.preventDefault();
    setBusy(true);
    setError("");
    try {
      const picked = houses.slice(0, players);
      const options: Record<string, unknown> = { mode };
      if (againstVoid && difficulty) options.difficulty = difficulty;
      for (const o of cat.options) if (chosen[o.value]) options[o.value] = true;
      if (picked.some((h) => h)) {
        if (picked.some((h) => !h)) throw new Error("Choose a House for every seat, or Random for all.");
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
      <h2 id="new-game">New game of {cat.title}</h2>
      <form onSubmit={submit}>
        {cat.modes.length > 1 && (
          <label>
            Mode{" "}
            <select aria-label="Mode" value={mode} onChange={(e) => changeMode(e.currentTarget.value)}>
              {cat.modes.map((m) => <option value={m.value}>{m.label}</option>)}
            </select>
          </label>
        )}
        {againstVoid && cat.difficulties.length > 0 && (
          <label>
            Difficulty{" "}
            <select aria-label="Difficulty" value={difficulty} onChange={(e) => setDifficulty(e.currentTarget.value)}>
              {cat.difficulties.map((d) => <option value={d.value}>{d.label}</option>)}
            </select>
          </label>
        )}
        <label>
          Players{" "}
          <select aria-label="Number of players" value={players} onChange={(e) => { setPlayers(Number(e.currentTarget.value)); setMap(""); }}>
            {Array.from({ length: modeRange.max - modeRange.min + 1 }, (_, i) => modeRange.min + i).map((n) => (
              <option value={n}>{n}</option>
            ))}
          </select>
        </label>
        {cat.maps.length > 0 && (
          <label>
            Map{" "}
            <select aria-label="Map" value={map} onChange={(e) => setMap(e.currentTarget.value)}>
              <option value="">The standard map for {players} player{players > 1 ? "s" : ""}</option>
              {maps.map((m) => <option value={m.value}>{m.label}</option>)}
            </select>
          </label>
        )}
        <fieldset>
          <legend>Seats</legend>
          {Array.from({ length: players }, (_, i) => (
            <div class="seat-row">
              <span class="seat-name">Seat {i}</span>
              <label>
                <span class="sr">Who plays seat {i}</span>
                <select
                  aria-label={`Who plays seat ${i}`}
                  value={seats[i]}
                  onChange={(e) => setSeats(seats.map((s, k) => (k === i ? e.currentTarget.value : s)))}
                >
                  <option value="human">A person</option>
                  {cat.bots.map((b) => <option value={b.value}>{b.label}</option>)}
                </select>
              </label>
              {cat.houses.length > 0 && <label>
                <span class="sr">House of seat {i}</span>
                <select
                  aria-label={`House of seat ${i}`}
                  value={houses[i]}
                  onChange={(e) => setHouses(houses.map((h, k) => (k === i ? e.currentTarget.value : h)))}
                >
                  <option value="">Random House</option>
                  {cat.houses.map((h) => <option value={h.value}>{h.label}</option>)}
                </select>
              </label>}
            </div>
          ))}
          {anyHouse && <p class="hint">Choose a House for every seat, or leave all on Random.</p>}
        </fieldset>
        {cat.options.map((o) => (
          <label class="check">
            <input type="checkbox" checked={Boolean(chosen[o.value])} onChange={(e) => setChosen({ ...chosen, [o.value]: e.currentTarget.checked })} /> {o.label}
          </label>
        ))}
        {error && <p role="alert" class="error">{error}</p>}
        <button type="submit" class="primary" disabled={busy}>{busy ? "Creating…" : "Create game"}</button>
      </form>
    </section>
  );
}

function Invites({ created }: { created: Created }) {
  const humans = created.seats.filter((s) => s.token);
  const spectate = `${location.origin}${location.pathname}#/watch/${created.id}/${created.spectator}`;
  return (
    <section class="card" aria-labelledby="invites">
      <h2 id="invites">Game created</h2>
      <p>Each link opens one seat: send it only to the person who plays that seat. Keep yours.</p>
      <ul class="links">
        {humans.map((s) => (
          <li>
            <span>Seat {s.seat}</span>{" "}
            <input readOnly aria-label={`Invite link for seat ${s.seat}`} value={playLink(created.id, s.token!)} onFocus={(e) => e.currentTarget.select()} />{" "}
            <CopyButton text={playLink(created.id, s.token!)} what={`seat ${s.seat}'s link`} />{" "}
            <a class="button primary" href={`#/play/${created.id}/${s.token}`}>Play seat {s.seat}</a>
          </li>
        ))}
        <li>
          <span>Spectators</span>{" "}
          <input readOnly aria-label="Spectator link" value={spectate} onFocus={(e) => e.currentTarget.select()} />{" "}
          <CopyButton text={spectate} what="the spectator link" />{" "}
          <a class="button" href={`#/watch/${created.id}/${created.spectator}`}>Watch</a>
        </li>
      </ul>
      <p><a href="#/" onClick={() => location.reload()}>Create another game</a></p>
    </section>
  );
}

function CopyButton({ text, what }: { text: string; what: string }) {
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      aria-label={`Copy ${what}`}
      onClick={() => navigator.clipboard?.writeText(text).then(() => setDone(true), () => setDone(false))}
    >
      {done ? "Copied" : "Copy"}
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
      <h2 id="my-games">My games</h2>
      <ul class="games">
        {rows.map((r) => {
          const token = tokens.get(`${r.id}/${r.you}`);
          const state = r.to_move === null ? "finished" : r.to_move === r.you ? "your move" : `Seat ${r.to_move} to move`;
          return (
            <li>
              <a href={`#/play/${r.id}/${token}`}>
                {r.title}: Seat {r.you} ({r.seats[r.you ?? 0]}) — {state}, {r.moves} moves
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
