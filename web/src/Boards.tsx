import type { Board, GameMessage, RvBoard } from "./types";
import { Galaxy } from "./Galaxy";
import { Mats, Offers } from "./Mat";
import { VoidPanel } from "./VoidPanel";
import { RevenantMap, RevenantPanels } from "./RevenantBoard";
import type { Targets } from "./Target";
import { t as say } from "./i18n";

/** Where the game stands, in one line, for the header. */
export function whereText(msg: GameMessage): string {
  if (msg.game === "revenant") {
    const b = msg.board as RvBoard;
    return say("where.rv", { cycle: b.cycle, phase: b.phase });
  }
  const b = msg.board as Board;
  return say("where.vf", { cycle: b.cycle, round: b.round, phase: b.phase_name }) + (b.event ? " — " + say("where.event", { name: b.event.name }) : "");
}

/** The board renderer of each game (the server's adapters send each game's own JSON). */
export function GameBoard({ msg, t }: { msg: GameMessage; t: Targets }) {
  if (msg.game === "revenant") {
    return (
      <>
        <section class="board card" aria-label={say("rv.sectors")}>
          <RevenantMap board={msg.board as RvBoard} t={t} />
          <p class="legend">
            {say("rv.legend", { classes: (msg.board as RvBoard).class_names.map((c) => `${c.short} ${c.name}`).join(", ") })}
          </p>
        </section>
        <RevenantPanels msg={msg} t={t} />
      </>
    );
  }
  const b = msg.board as Board;
  return (
    <>
      <section class="board card" aria-label={say("galaxy.title")}>
        <Galaxy board={b} t={t} />
        <p class="legend">
          {say("galaxy.legend", { fleets: Object.values(b.fleet_names).join(", ") })}
          {b.resurgence.length > 0 && " · " + say("resurgence.legend")}
        </p>
      </section>
      {b.void && <VoidPanel v={b.void} />}
      {b.resurgence.length > 0 && (
        <section class="resurgence card" aria-labelledby="resurgence-title">
          <h2 id="resurgence-title">{say("resurgence.title")}</h2>
          <ul>{b.resurgence.map((line) => <li>{line}</li>)}</ul>
        </section>
      )}
      <Offers msg={msg} t={t} />
      <Mats msg={msg} t={t} />
    </>
  );
}
