import type { ComponentChildren } from "preact";
import { t as say } from "./i18n";

/** The options' board targets (target -> how many options are about it) and what a click does. */
export interface Targets { count: Map<string, number>; pick: (target: string) => void; focus: string | null }

export const NO_TARGETS: Targets = { count: new Map(), pick: () => {}, focus: null };

/** A board thing (a card, a Technology, a fleet, a track…): a button when some option is about
 * it, else plain text. ``label`` is its accessible name. */
export function Target({ id, label, t, children }: { id: string; label: string; t: Targets; children: ComponentChildren }) {
  const n = t.count.get(id) ?? 0;
  if (!n) return <span class="thing">{children}</span>;
  const name = `${label}: ${n === 1 ? say("target.one") : say("target.many", { n })}`;
  return (
    <button type="button" class={`thing target${t.focus === id ? " focused" : ""}`} aria-label={name} title={name} onClick={() => t.pick(id)}>
      {children}
    </button>
  );
}
