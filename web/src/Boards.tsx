import type { Board, GameMessage, RvBoard } from "./types";
import { Galaxy } from "./Galaxy";
import { Mats, Offers } from "./Mat";
import { VoidPanel } from "./VoidPanel";
import { RevenantMap, RevenantPanels } from "./RevenantBoard";
import type { Targets } from "./Target";

/** Where the game stands, in one line, for the header. */
export function whereText(msg: GameMessage): string {
  if (msg.game === "revenant") {
    const b = msg.board as RvBoard;
    return `Cycle ${b.cycle}, ${b.phase} phase`;
  }
  const b = msg.board as Board;
  return `Cycle ${b.cycle}, round ${b.round}, ${b.phase} phase${b.event ? ` — Event: ${b.event.name}` : ""}`;
}

/** The board renderer of each game (the server's adapters send each game's own JSON). */
export function GameBoard({ msg, t }: { msg: GameMessage; t: Targets }) {
  if (msg.game === "revenant") {
    return (
      <>
        <section class="board card" aria-label="The sectors">
          <RevenantMap board={msg.board as RvBoard} t={t} />
          <p class="legend">
            Ships: House (3 letters) and class (Ar Arkship, Dr Dropship, Fi Fighter, Sh Shuttle), ·N damage ·
            red hull: corrupted · V: Voidborn · ⛨: Shields · red ring: a Rift · yellow ring: a sector or ship your
            options are about (click it).
          </p>
        </section>
        <RevenantPanels msg={msg} t={t} />
      </>
    );
  }
  const b = msg.board as Board;
  return (
    <>
      <section class="board card" aria-label="The galaxy">
        <Galaxy board={b} t={t} />
        <p class="legend">
          Pop: Population · Cv Se De Dn Ca: corvette, sentry, destroyer, dreadnought, carrier
          Fleet Power · V: Voidborn · G: Glory · B, R: Bounty and Reclaim tokens · Gu, In:
          Guilds and Installations · ⌂: Home sector · ✶: Harbingers · dotted red ring: Corrupted · dashed red
          line: Voidstorm · yellow ring: a sector your options are about (click it); boxed fleets,
          cards, Technologies, tracks and Agenda slots are click targets too.
        </p>
      </section>
      {b.void && <VoidPanel v={b.void} />}
      <Offers msg={msg} t={t} />
      <Mats msg={msg} t={t} />
    </>
  );
}
