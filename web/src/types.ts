// The JSON the server sends (see docs/server.md). Only this seat's view ever arrives.

export interface RuleRef { id: string; text: string }
export interface Option { id: number; label: string; target: string | null; rules: RuleRef[] }
export interface SeatInfo { seat: number; name: string; player: string; bot: boolean }
export interface Space { filled: string; name: string; upkeep: boolean }
export interface Sector {
  id: string; type: string; home_of: number; controller: number; population: number;
  corrupted: boolean; guilds: Space[]; installations: Space[]; fleets: Record<string, number>;
  voidborn: number; voidborn_types: string; vanguard: number;
  rift: { open: boolean; types: string } | null; civil_defense: number; glory: number[]; bounty: number; reclaim: number; fallen_house: string;
}
export interface Named { name: string; value: number }
export interface Track { name: string; label: string; value: number; corrupted: boolean }
export interface Agenda { name: string; corrupted: boolean; trade: boolean }
export interface House {
  seat: number; house: string; influence: number; resources: Named[]; fp_inactive: number;
  fp_active: number; tracks: Track[]; technologies: { name: string; improved: boolean }[];
  agendas: Agenda[]; hand_size: number; hand: string[]; focus_hand: string[];
  focus_played: string[]; trade_tokens: number; glory: number[]; corruption: number;
}
export interface VoidSpace { kind: "free" | "harbinger" | "crisis"; name: string; text?: string; type?: string }
export interface VoidBoard {
  difficulty: string; catastrophes: number; catastrophe_spaces: number;
  alert: { kind: string; text: string } | null; alert_deck: number; alert_discard: number;
  current_crisis: { name: string; type: string; text: string } | null;
  crisis_decks: Record<string, number>; military: VoidSpace[]; military_modifier: number;
  economic: VoidSpace[]; economic_cost: Named[]; harbinger_supply: number;
  harbingers: Record<string, number>; refuges: { placed: number; spaces: number }[];
  erased: string[]; influence: number; result: string; explained: string[];
}
export interface Board {
  mode: string; void: VoidBoard | null;
  /** the Resurgence modules' pieces in words (Vanguards, Voidborn by type, Incursion) */
  resurgence: string[];
  cycle: number; round: number; phase: string; phase_name: string;
  event: { name: string; rounds: number } | null; fleet_names: Record<string, string>;
  turn_order: number[]; trade_ladder: number[]; sectors: Sector[]; edges: [string, string][];
  voidstorms: [string, string][]; houses: House[];
  agenda_offer: { type: string; label: string; name: string }[]; improved_offer: string[];
  technologies: { name: string; copies: number }[];
  decks: { events: number[]; agendas: number; improved: number; bounty: number; reclaim: number };
}
export interface ScoreRow {
  seat: number | null; name: string; influence: number; winner: boolean;
  lines: { source: string; influence: number }[];
}
export interface GameMessage {
  type: "state"; game: string; title: string; id: string; version: number; moves: number;
  you: number | null; seats: SeatInfo[]; to_move: number | null; prompt: string;
  options: Option[]; can_undo: boolean; board: Board | RvBoard; log: string[]; log_total: number;
  score: { rows: ScoreRow[]; winners: number[]; points?: string } | null;
}
export interface ErrorMessage {
  type: "error"; error: string; message: string; rule?: string; ref?: unknown;
}
export interface Range { min: number; max: number }
export interface Choice { value: string; label: string; players?: number | Range; mode?: string; modes?: string[] }
export interface Catalog {
  name: string; title: string; players: { min: number; max: number; default: number };
  modes: Choice[]; difficulties: Choice[]; houses: Choice[]; maps: Choice[]; options: Choice[];
  bots: Choice[];
}

// Revenant's board JSON (src/domineum/server/games/revenant.py)
export interface RvShip {
  id: string; name: string; house: string; class: string; damage: number; corrupted: boolean;
  crewed: boolean; landed: boolean;
}
export interface RvSector {
  id: string; name: string; inner: boolean; ships: RvShip[]; voidborn: number; shields: number;
  rift: boolean; planets: { name: string; cube: boolean; occupied: boolean }[]; frigates: number[];
}
export interface RvPlayer {
  seat: number; name: string; crew: string; frigate_board: string; rank: number; tactics: number;
  resources: Named[]; stuck: number; corrupted: number[]; residue: number; data: number;
  influence: Named[]; figures: { name: string; where: string }[]; hidden_influence: number;
  hand_size: number; hi: string[]; hand: string[]; agendas: string[]; cadet_cards: string[][];
  frigate_cards: string[]; commands: string[];
}
export interface RvBoard {
  cycle: number; phase: string; class_names: { short: string; name: string }[]; order: number[];
  sectors: RvSector[];
  edges: [string, string][];
  players: RvPlayer[];
  revenant: { damage: number; top: string; bottom: string; protection: number; failure_deck: number };
  offer: string[]; colony: string; council_deck: number;
  decks: { hidden_influence: number; planets: number; colonies: number; operations: number };
}
