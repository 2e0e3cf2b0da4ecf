// The JSON the server sends (see docs/server.md). Only this seat's view ever arrives.

export interface RuleRef { id: string; text: string }
export interface Option { id: number; label: string; target: string | null; rules: RuleRef[] }
export interface SeatInfo { seat: number; name: string; player: string; bot: boolean }
export interface Space { filled: string; upkeep: boolean }
export interface Sector {
  id: string; type: string; home_of: number; controller: number; population: number;
  corrupted: boolean; guilds: Space[]; installations: Space[]; fleets: Record<string, number>;
  voidborn: number; glory: number[]; bounty: number; reclaim: number; fallen_house: string;
}
export interface Named { name: string; value: number }
export interface Track { name: string; value: number; corrupted: boolean }
export interface Agenda { name: string; corrupted: boolean; trade: boolean }
export interface House {
  seat: number; house: string; influence: number; resources: Named[]; fp_inactive: number;
  fp_active: number; tracks: Track[]; technologies: { name: string; improved: boolean }[];
  agendas: Agenda[]; hand_size: number; hand: string[]; focus_hand: string[];
  focus_played: string[]; trade_tokens: number; glory: number[]; corruption: number;
}
export interface Board {
  cycle: number; round: number; phase: string; event: { name: string; rounds: number } | null;
  turn_order: number[]; trade_ladder: number[]; sectors: Sector[]; edges: [string, string][];
  voidstorms: [string, string][]; houses: House[];
  agenda_offer: { type: string; name: string }[]; improved_offer: string[];
  technologies: { name: string; copies: number }[];
  decks: { events: number[]; agendas: number; improved: number; bounty: number; reclaim: number };
}
export interface ScoreRow {
  seat: number; name: string; influence: number; winner: boolean;
  lines: { source: string; influence: number }[];
}
export interface GameMessage {
  type: "state"; game: string; title: string; id: string; version: number; moves: number;
  you: number | null; seats: SeatInfo[]; to_move: number | null; prompt: string;
  options: Option[]; can_undo: boolean; board: Board; log: string[]; log_total: number;
  score: { rows: ScoreRow[]; winners: number[] } | null;
}
export interface ErrorMessage {
  type: "error"; error: string; message: string; rule?: string; ref?: unknown;
}
export interface Choice { value: string; label: string; players?: number }
export interface Catalog {
  name: string; title: string; players: { min: number; max: number; default: number };
  modes: Choice[]; houses: Choice[]; maps: Choice[]; options: Choice[]; bots: Choice[];
}
