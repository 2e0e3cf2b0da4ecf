"""The Crisis board's tracks (VF-SOLO-CBOARD, VF-SOLO-VOIDADV-05, VF-SOLO-HARB-05, VF-SOLO-HARB-06,
VF-SOLO-CRISIS-05, VF-SOLO-CRISIS-06; the digest's T-10..T-13, T-53, T-54, T-57)."""

from __future__ import annotations

from domineum.voidfall.model.void import FREE, HARBINGER
from domineum.voidfall.modes.void import board
from tests.voidfall.solo import solokit

H = HARBINGER


def _fixture(track: list[str]) -> list[str]:
    return [*track, *[FREE] * (5 - len(track))]


def _setup(**tracks: list[str]):  # type: ignore[no-untyped-def]
    state = solokit.new("easy", seed=1)
    solokit.clear_tracks(state)
    v = solokit.void(state)
    for name, items in tracks.items():
        for item in items:
            if item == H:
                v.harbinger_supply -= 1
            elif item != FREE:
                solokit.take_crisis(state, item)
        v.track(name)[:] = _fixture(items)
    return state


def test_vf_solo_voidadv_05_t10_ongoing_crisis_enters_left() -> None:
    """VF-VOIDADV-05, VF-VOIDADV-07, VF-SOLO-VOIDADV-05, VF-SOLO-CBOARD-04, VF-SOLO-CBOARD-05 (T-10,
    seed 003 default): the Crises
    on the
    track shift right, the new one takes the leftmost space; the Economic cost moves on."""
    content = solokit.game().content
    state = _setup(economic=["crisis-01", "crisis-06"])
    solokit.take_crisis(state, "crisis-08")
    assert board.place_ongoing(state, content, "crisis-08", "economic") == 0
    v = solokit.void(state)
    assert v.economic == _fixture(["crisis-08", "crisis-01", "crisis-06"])
    assert board.economic_cost(state, content) == content.void.board.economic[3]  # type: ignore[union-attr]


def test_vf_solo_voidadv_05_t53_push_off_is_a_catastrophe() -> None:
    """VF-VOIDADV-08, VF-CRISIS-08, VF-SOLO-VOIDADV-05(c), VF-SOLO-CATAS-05, VF-SOLO-CRISIS-05
    (T-53): on a full track the
    last Crisis falls off (a Start Crisis to the box) and one Catastrophe is owed."""
    content = solokit.game().content
    full = ["crisis-02", "crisis-06", "crisis-07", "crisis-08", "crisis-01"]
    state = _setup(economic=full)
    solokit.take_crisis(state, "crisis-09")
    assert board.place_ongoing(state, content, "crisis-09", "economic") == 1
    v = solokit.void(state)
    assert v.economic == ["crisis-09", *full[:4]]
    assert "crisis-01" in v.boxed  # a Start Crisis goes to the box


def test_vf_solo_voidadv_05_t54_harbingers_stay_in_place() -> None:
    """VF-VOIDADV-06, VF-SOLO-VOIDADV-05 (AMB-57, T-54): Harbingers keep their spaces; a track all
    Harbingers
    discards the Crisis for a Catastrophe; a General Crisis may use the other track."""
    content = solokit.game().content
    state = _setup(military=[H, "crisis-19"])
    solokit.take_crisis(state, "crisis-22")
    assert board.place_ongoing(state, content, "crisis-22", "military") == 0
    assert solokit.void(state).military == _fixture([H, "crisis-22", "crisis-19"])
    blocked = _setup(military=[H] * 5)
    solokit.take_crisis(blocked, "crisis-24")
    assert board.place_ongoing(blocked, content, "crisis-24", "military") == 1
    assert "crisis-24" in solokit.void(blocked).crisis_discards["1"]
    assert board.candidate_tracks(board.crisis(content, "crisis-10")) == ["military", "economic"]
    assert board.candidate_tracks(board.crisis(content, "crisis-24")) == ["military"]


def test_vf_solo_cboard_07_t11_captured_harbinger_pushes_off() -> None:
    """VF-HARB-07, VF-CRISIS-01, VF-CRISIS-02, VF-SOLO-HARB-06, VF-SOLO-CBOARD-06,
    VF-SOLO-CBOARD-07, AMB-21 (T-11): a Harbinger enters at
    the left;
    on a full track the last item falls off (a Catastrophe); a full track reads its last
    space."""
    content = solokit.game().content
    full = ["crisis-19", "crisis-22", "crisis-24", "crisis-02", "crisis-03"]
    state = _setup(military=full)
    before = board.military_modifier(state, content)
    solokit.void(state).harbinger_supply -= 1
    assert board.insert_harbinger(state, content, "military") == 1
    assert solokit.void(state).military == [H, *full[:4]]
    assert board.military_modifier(state, content) == before == content.void.board.military[-1]  # type: ignore[union-attr]
    other = _setup(economic=["crisis-06"])
    solokit.void(other).harbinger_supply -= 1
    assert board.insert_harbinger(other, content, "economic") == 0
    assert solokit.void(other).economic == _fixture([H, "crisis-06"])


def test_vf_solo_cboard_08_t12_removing_a_harbinger_closes_the_gap() -> None:
    """VF-HARB-04, VF-HARB-08, VF-SOLO-HARB-05, VF-SOLO-CBOARD-08 (T-12)."""
    from domineum.voidfall.modes.void import harbingers

    content = solokit.game().content
    state = _setup(economic=["crisis-06", H, "crisis-07"])
    supply = solokit.void(state).harbinger_supply
    harbingers.remove_one(state, content, "economic")
    assert solokit.void(state).economic == _fixture(["crisis-06", "crisis-07"])
    assert solokit.void(state).harbinger_supply == supply + 1


def test_vf_solo_crisis_06_t13_overcoming_compacts_the_track() -> None:
    """VF-CRISIS-08, VF-CRISIS-09, VF-CRISIS-17, VF-SOLO-CRISIS-05, -06, -12 (T-13): an ongoing
    Crisis leaves, the ones to its right shift
    left; a Start Crisis leaves the game (the box), another goes to its tier's discard."""
    content = solokit.game().content
    state = _setup(military=["crisis-03", "crisis-19", "crisis-22"])
    board.discard_crisis(state, content, "crisis-19")
    v = solokit.void(state)
    assert v.military == _fixture(["crisis-03", "crisis-22"])
    assert "crisis-19" in v.crisis_discards["1"]
    board.discard_crisis(state, content, "crisis-03")
    assert v.military == _fixture(["crisis-22"]) and "crisis-03" in v.boxed


def test_vf_solo_voidadv_05_german_append_option() -> None:
    """VF-SOLO-VOIDADV-05 German-literal option ``ongoing=002_append`` (AMB-20, T-10, T-53):
    the Crisis takes the first free space, nothing shifts; a full track offers no option 3."""
    from domineum.voidfall.modes.void import growth

    state = solokit.to_selection(solokit.new("easy", 1, "ongoing=002_append"))
    content = solokit.game().content
    solokit.clear_tracks(state)
    v = solokit.void(state)
    v.economic[:2] = [
        solokit.take_crisis(state, "crisis-01"),
        solokit.take_crisis(state, "crisis-06"),
    ]
    solokit.take_crisis(state, "crisis-08")
    assert board.place_ongoing(state, content, "crisis-08", "economic") == 0
    assert v.economic == _fixture(["crisis-01", "crisis-06", "crisis-08"])
    for i in range(3, 5):
        v.economic[i] = solokit.take_crisis(state, f"crisis-{15 + 3 * i}")
    if v.current_crisis:
        v.crisis_decks["1"].append(v.current_crisis)
    v.current_crisis = solokit.take_crisis(state, "crisis-42")  # Economic
    solokit.push(state, growth.GROWTH)
    assert not any(k[1].startswith("ongoing") for k in solokit.kinds(state))


def test_vf_solo_eval_02_german_evaluation_order_option() -> None:
    """VF-SOLO-EVAL-02 (AMB-31, T-51): by default Upkeep (with Refuge C) before the Galactic
    objectives; with ``eval_order=002`` the objectives first."""
    from domineum.voidfall.engine.cycle import procedure_for

    default = [s.name for s in procedure_for(solokit.config()).phases["evaluation"]]
    german = [
        s.name
        for s in procedure_for(solokit.config("easy", 1, "eval_order=002")).phases["evaluation"]
    ]
    assert default[:4] == ["crisis_board", "upkeep", "refuge_c", "galactic_objectives"]
    assert german[:4] == ["crisis_board", "galactic_objectives", "refuge_c", "upkeep"]
