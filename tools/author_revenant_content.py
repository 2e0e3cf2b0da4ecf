"""Write Revenant's project-authored content pack (src/domineum/revenant/content/data/).

The seed rulebook (004) names almost no card text (see ../shared/rules/revenant-content-facts.md);
this script authors the missing cards following the rules' structure, deterministically, so the
pack can be regenerated and reviewed. Every entry it writes is marked ``source: project-authored``
unless the seed states it (``source: seed-004``). A user who owns the game replaces the files.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

OUT = Path(__file__).resolve().parent.parent / "src/domineum/revenant/content/data"
HOUSES = ["shiveus", "zenor", "yarvek", "fenrax", "belitan", "dunlork", "novaris"]
RES = ["material", "energy", "science", "neutronium"]
PA = "project-authored"
SEED = "seed-004"


def dump(name: str, data: Any) -> None:
    text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)
    (OUT / name).write_text(f"# Revenant content pack: {name} (see docs/revenant.md)\n" + text)


def board() -> None:
    outer = [str(i) for i in range(1, 9)]
    edges = [[outer[i], outer[(i + 1) % 8]] for i in range(8)]
    inner = {
        "i1": ["1", "2", "3"],
        "i2": ["3", "4", "5"],
        "i3": ["5", "6", "7"],
        "i4": ["7", "8", "1"],
    }
    for k, v in inner.items():
        edges += [[k, s] for s in v]
    edges += [["i1", "i2"], ["i2", "i3"], ["i3", "i4"], ["i4", "i1"]]
    dump(
        "board.yaml",
        {
            "source": f"{SEED} (ring, limits, set-up); {PA} (inner adjacency, hypothesis H-A)",
            "outer": outer,
            "inner": list(inner),
            "edges": edges,
            "arkship_limit": {s: (2 if s in ("3", "7") else 1) for s in outer},
            "small_ship_limit": 4,
            "voidborn_limit": 6,
            "setup": {
                "arkships": {"1": 1, "3": 2, "4": 1, "6": 1, "7": 2},
                "no_fighter": "4",
                "no_dropship": "6",
                "rifts": ["1", "3", "5", "7"],
                "planets": {"1-3": ["2", "5", "8"], "4": ["2", "4", "6", "8"]},
                "voidborn": {
                    "1-2": {"1": 2, "2": 1, "3": 2, "4": 1, "5": 2, "6": 1, "7": 2, "8": 1},
                    "3": {"1": 2, "2": 2, "3": 3, "4": 1, "5": 2, "6": 2, "7": 3, "8": 1},
                    "4": {"1": 3, "2": 2, "3": 3, "4": 2, "5": 3, "6": 2, "7": 3, "8": 2},
                },
                "voidborn_source": PA,
            },
            "rift_dice": {
                "source": PA,
                "1-2": [[0, 1, 0], [1, 1, 0], [0, 1, 1], [1, 2, 0], [0, 2, 1], [1, 2, 1]],
                "3": [[0, 2, 0], [1, 2, 0], [0, 2, 1], [1, 2, 1], [1, 3, 0], [0, 3, 1]],
                "4": [[1, 2, 0], [0, 2, 1], [1, 2, 1], [1, 3, 1], [0, 3, 1], [1, 3, 0]],
            },
            "supply": {
                "voidborn": 32,
                "shields": 12,
                "data": 15,
                "resource_each": 20,
                "protection_tokens": 2,
                "hidden_influence_per_house": 9,
                "source": SEED,
            },
            "ship_damage_spaces": {
                "arkship": 3,
                "fighter": 2,
                "dropship": 2,
                "shuttle": 0,
                "source": f"{PA} (seed: shuttle 0, arkship at least 2)",
            },
            # RV-SETUP-01: the seed says "one of the four available colors", naming none
            "player_colors": ["red", "blue", "green", "yellow"],
            "player_colors_source": PA,
        },
    )


def houses() -> None:
    rewards = {
        "shiveus": "contain",
        "zenor": "neutronium",
        "yarvek": "data",
        "fenrax": "material",
        "belitan": "science",
        "dunlork": "energy",
        "novaris": "tactics",
    }
    options = {
        "belitan": ["provision_trade", "calculate"],
        "dunlork": ["provision_science", "charge"],
        "fenrax": ["mobilize", "control"],
        "novaris": ["recon", "provision_material"],
        "shiveus": ["purge", "ascend"],
        "yarvek": ["provision_neutronium", "fabricate"],
        "zenor": ["replicate", "clone"],
    }
    dump(
        "houses.yaml",
        [{"id": h, "reward": rewards[h], "arkship": options[h], "source": SEED} for h in HOUSES],
    )


def effect_pool(i: int) -> str:
    pool = [
        "gain material 1",
        "gain energy 1",
        "gain science 1",
        "gain neutronium 1",
        "gain_any 1",
        "tactics 1",
        "shield 1",
        "contain 1",
        "data 1",
        "draw_ops 1",
        "remove_damage 1",
        "destroy 1",
    ]
    return pool[i % len(pool)]


def cost_of(i: int) -> dict[str, int]:
    a, b = RES[i % 4], RES[(i + 1) % 4]
    if i % 3 == 0:
        return {a: 1}
    if i % 3 == 1:
        return {a: 1, b: 1}
    return {a: 2} if i % 2 else {a: 1, b: 1, RES[(i + 2) % 4]: 1}


ADJ = [
    "Vigilant",
    "Ashen",
    "Silent",
    "Radiant",
    "Hollow",
    "Iron",
    "Drifting",
    "Veiled",
    "Bright",
    "Grim",
]
ROLE_C = [
    "Gunner",
    "Navigator",
    "Medic",
    "Quartermaster",
    "Scout",
    "Engineer",
    "Pilot",
    "Warden",
    "Signaller",
    "Cartographer",
]
ROLE_F = [
    "Bulkhead",
    "Reactor",
    "Hangar",
    "Array",
    "Battery",
    "Foundry",
    "Lab",
    "Vault",
    "Beacon",
    "Forge",
]
ROLE_C2 = [
    "Decree",
    "Levy",
    "Gambit",
    "Rally",
    "Salvage",
    "Survey",
    "Muster",
    "Oath",
    "Ruse",
    "Summons",
]


def ops() -> None:
    cards: list[dict[str, Any]] = []
    triggers = ["attack", "provision", "arkship", "planet", "maneuver", "crew_after"]
    # Cadet cards: abilities used when the Cadet carrying them is the Crew member used.
    for i in range(30):
        cid = f"cadet-{i + 1:02d}"
        trig = triggers[i % len(triggers)]
        if trig == "attack":
            eff = ["extra_damage 1"]
        elif trig == "maneuver":
            eff = ["extra_move 1"]
        elif trig == "provision":
            eff = [f"gain {RES[i % 4]} 1"]
        else:
            eff = [effect_pool(i)]
        ab: dict[str, Any] = {"trigger": trig, "effects": eff}
        if trig == "crew_after":
            ab["condition"] = f"tactics {4 + i % 5}"
        entry: dict[str, Any] = {
            "id": cid,
            "name": f"{ADJ[i % 10]} {ROLE_C[i // 3 % 10]}",
            "type": "cadet",
            "house": HOUSES[i % 7],
            "cost": cost_of(i),
            "abilities": [ab],
            "source": PA,
        }
        cards.append(entry)
    cards[0].update(
        name="Tactician",
        house="fenrax",
        source=f"{SEED} (abilities); {PA} (cost, top effect)",
        abilities=[
            {"trigger": "crew_after", "condition": "tactics 8", "effects": ["gain_any 1"]},
            {"trigger": "attack", "effects": ["extra_damage 1"]},
        ],
    )
    cards[1].update(
        name="Channeler",
        house="dunlork",
        cost={"science": 2, "energy": 1},
        source=f"{SEED} (house, cost); {PA} (ability)",
    )
    cards[2].update(
        name="Alchemist",
        source=f"{SEED} (name, arkship trigger); {PA} (rest)",
        abilities=[{"trigger": "arkship", "effects": ["gain_any 1"]}],
    )
    cards[3].update(
        name="Purifier",
        source=f"{SEED} (name, planet trigger); {PA} (rest)",
        abilities=[{"trigger": "planet", "effects": ["contain 1"]}],
    )
    # Frigate cards: abilities that apply whichever Crew member is used, or Activate abilities.
    for i in range(30):
        trig = ["activate", "activate", "attack", "provision", "maneuver", "activate"][i % 6]
        if trig == "attack":
            eff = ["extra_damage 1"]
        elif trig == "maneuver":
            eff = ["extra_move 1"]
        else:
            eff = [effect_pool(i + 3)]
        cards.append(
            {
                "id": f"frigate-{i + 1:02d}",
                "name": f"{ADJ[(i + 3) % 10]} {ROLE_F[i // 3 % 10]}",
                "type": "frigate",
                "house": HOUSES[(i + 2) % 7],
                "cost": cost_of(i + 1),
                "abilities": [{"trigger": trig, "effects": eff}],
                "source": PA,
            }
        )
    # Command cards: resolve at once when played, then kept face down.
    for i in range(30):
        effs = [effect_pool(i), effect_pool(i + 5)] if i % 2 else [effect_pool(i + 7)]
        entry = {
            "id": f"command-{i + 1:02d}",
            "name": f"{ADJ[(i + 6) % 10]} {ROLE_C2[i // 3 % 10]}",
            "type": "command",
            "house": HOUSES[(i + 4) % 7],
            "cost": cost_of(i + 2),
            "effects": effs,
            "source": PA,
        }
        if i % 5 == 4:
            entry["condition"] = "tactics 5"
        cards.append(entry)
    tithes = next(c for c in cards if c["id"] == "command-01")
    tithes.update(
        name="Tithes",
        cost={"material": 1},
        condition="tactics 5",
        effects=["gain material 1", "gain neutronium 1", "gain science 1"],
        source=f"{SEED} (cost, example gain); {PA} (the condition)",
    )
    dump("operations.yaml", cards)


def planets() -> None:
    out = []
    for i in range(29):
        top = [effect_pool(i), effect_pool(i + 4)] if i % 3 == 0 else [effect_pool(i)]
        bottom = [f"gain {RES[i % 4]} 2", effect_pool(i + 6)]
        out.append(
            {
                "id": f"planet-{i + 1:02d}",
                "name": f"{ADJ[i % 10]} World {i + 1}",
                "top": top,
                "bottom": bottom,
                "mine": "top" if i % 2 else "bottom",
                "source": PA,
            }
        )
    dump("planets.yaml", out)


def scanners() -> None:
    out = []
    sets = ["1-2", "3", "4"]
    for si, s in enumerate(sets):
        for cycle in (1, 2, 3):
            for k in range(5):
                i = si * 15 + (cycle - 1) * 5 + k
                vb_base = 1 + si + (cycle - 1)
                layout_vb = {str(x): (vb_base + (x + k) % 3) % 7 for x in range(1, 9)}
                rifts = [str(((k + j * 2) % 8) + 1) for j in range(2 + (cycle + si) % 3)]
                planets_at = [str(((k + 1 + j * 3) % 8) + 1) for j in range(3 + (si == 2))]
                benefits = [effect_pool(i), effect_pool(i + 2)]
                entry: dict[str, Any] = {
                    "id": f"scan-{s}-c{cycle}-{k + 1}",
                    "players": s,
                    "cycle": cycle,
                    "cost": 1 + (k + cycle) % 3,
                    "benefits": benefits,
                    "voidborn": layout_vb,
                    "rifts": sorted(set(rifts), key=int),
                    "planets": planets_at,
                    "source": PA,
                }
                if k == 2:
                    entry["benefits"] = [*benefits, "select_shuttle"]
                    entry["shuttle"] = planets_at[0]
                if k == 4 and cycle >= 2:
                    entry["benefits"] = [benefits[0], "discard_colonies"]
                out.append(entry)
    dump("scanners.yaml", out)


def colonies() -> None:
    metrics = [
        "rank",
        "tactics",
        "cadet_cards",
        "frigate_cards",
        "command_cards",
        "void_residue",
        "resources",
    ]
    thresholds = [2, 6, 2, 2, 3, 1, 6]
    out = []
    for i, h in enumerate(HOUSES):
        out.append(
            {
                "id": f"colony-{h}",
                "name": f"{h.capitalize()} Haven ({5 + i % 3} Prestige for "
                f"{thresholds[i]}+ {metrics[i].replace('_', ' ')})",
                "house": h,
                "cost": 2 + i % 3,
                "metric": metrics[i],
                "at_least": thresholds[i],
                "prestige": 5 + i % 3,
                "source": PA,
            }
        )
    dump("colonies.yaml", out)


def agendas() -> None:
    personal = [
        ("rank", 2),
        ("tactics", 7),
        ("cadet_cards", 3),
        ("frigate_cards", 3),
        ("command_cards", 3),
        ("resources", 8),
        ("hidden_influence", 4),
        ("tracks_at_least_3", 2),
        ("clean_compartments", 4),
    ]
    words = {
        "rank": "Captain rank {t}+",
        "tactics": "{t}+ Tactics",
        "cadet_cards": "{t}+ Cadet cards",
        "frigate_cards": "{t}+ Frigate cards",
        "command_cards": "{t}+ Command cards",
        "resources": "{t}+ resources",
        "hidden_influence": "{t}+ Hidden Influence cards",
        "tracks_at_least_3": "step 3+ on {t}+ Influence tracks",
        "clean_compartments": "{t}+ Compartments without Corruption",
    }
    out: list[dict[str, Any]] = [
        {
            "id": f"personal-{i + 1}",
            "kind": "personal",
            "metric": m,
            "at_least": t,
            "name": f"Personal Agenda {i + 1} ({words[m].format(t=t)})",
            "source": PA,
        }
        for i, (m, t) in enumerate(personal)
    ]
    fleet = [("arkship", 6), ("fighter", 6), ("dropship", 6), ("shuttle", 3)]
    out += [
        {
            "id": f"fleet-{c}",
            "kind": "fleet",
            "metric": f"ships:{c}",
            "at_least": t,
            "name": f"Fleet Agenda ({t}+ {c.capitalize()}s on the main board)",
            "source": PA,
        }
        for c, t in fleet
    ]
    dump("agendas.yaml", out)


def failures() -> None:
    hull = [
        ("Energy Pulse", ["damage_class arkship"], ["damage_class fighter"]),
        ("Hull Breach", ["damage_class dropship"], ["lose_tactics 1"]),
        ("Shield Collapse", ["remove_shields"], ["damage_class shuttle"]),
        ("Reactor Leak", ["corrupt_class arkship"], ["lose energy 1"]),
        ("Sensor Blackout", ["add_vb_rifts 1"], ["lose neutronium 1"]),
        ("Life Support Fault", ["lose material 1"], ["corrupt_class fighter"]),
        ("Coolant Rupture", ["lose science 1"], ["damage_class dropship"]),
    ]
    core = [
        ("Core Meltdown", ["damage_class arkship"], ["lose_tactics 2"]),
        ("Void Resonance", ["add_vb_rifts 1"], ["corrupt_class dropship"]),
        ("Gravity Well", ["damage_class fighter"], ["add_vb_rifts 1"]),
        ("Engine Failure", ["remove_shields"], ["damage_class arkship"]),
    ]
    out = []
    for i, (name, top, bottom) in enumerate(hull):
        out.append(
            {
                "id": f"hull-{i + 1}",
                "kind": "hull",
                "name": name,
                "top": top,
                "bottom": bottom,
                "source": f"{SEED} (Energy Pulse top effect); {PA}" if i == 0 else PA,
            }
        )
    for i, (name, top, bottom) in enumerate(core):
        out.append(
            {
                "id": f"core-{i + 1}",
                "kind": "core",
                "name": name,
                "top": top,
                "bottom": bottom,
                "source": PA,
            }
        )
    dump("failures.yaml", out)


def crews() -> None:
    basic = [
        "tactics 1",
        "gain_any 1",
        "shield 1",
        "contain 1",
        "data 1",
        "draw_ops 1",
        "remove_damage 1",
        "gain science 1",
    ]
    trig = [
        "attack",
        "provision",
        "arkship",
        "planet",
        "maneuver",
        "crew_after",
        "crew_after",
        "arkship",
    ]
    prog = [
        ["gain material 1", "gain_any 1", "gain_any 2", "gain_any 3"],
        ["tactics 1", "tactics 1", "tactics 2", "tactics 2"],
        ["shield 1", "shield 1", "shield 2", "shield 2"],
        ["data 1", "data 1", "gain_any 1", "gain_any 2"],
    ]
    activ = [
        "gain energy 1",
        "contain 1",
        "tactics 1",
        "gain science 1",
        "shield_any 1",
        "remove_damage 1",
        "gain material 1",
        "data 1",
    ]
    out = []
    for b in range(4):
        for side, sname in enumerate(["a", "b"]):
            i = b * 2 + side
            out.append(
                {
                    "id": f"crew-{b + 1}{sname}",
                    "board": f"crew-{b + 1}",
                    "name": f"Crew board {b + 1}, side {sname.upper()}",
                    "basic": {"trigger": trig[i], "effects": [basic[i]]},
                    "progressive": prog[(i + side) % 4],
                    "activate": [activ[i]],
                    "op_income": [2, 2, 3, 3] if i % 2 == 0 else [2, 3, 3, 3],
                    "hi_draw": [1, 2, 3, 4],
                    "tactics_reset": [0, 1, 2, 3],
                    "source": PA,
                }
            )
    dump("crews.yaml", out)


def frigates() -> None:
    orders = [
        ["gain", "cleanse", "affiliate", "promote", "activate"],
        ["affiliate", "gain", "cleanse", "activate", "promote"],
        ["cleanse", "affiliate", "gain", "promote", "activate"],
        ["gain", "affiliate", "promote", "cleanse", "activate"],
    ]
    out = []
    for b in range(4):
        out.append(
            {
                "id": f"frigate-board-{b + 1}",
                "name": f"Frigate board {b + 1}",
                "bonuses": orders[b],
                "slot_bonuses": [[effect_pool(b * 4 + k)] for k in range(4)],
                "source": PA,
            }
        )
    dump("frigates.yaml", out)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    board()
    houses()
    ops()
    planets()
    scanners()
    colonies()
    agendas()
    failures()
    crews()
    frigates()


if __name__ == "__main__":
    main()
